import { APP_TIME_ZONE, calendarDate } from '@prontidao/domain/dates/time-zone';
import { TT2400_MAX_M, TT2400_MIN_M } from '@prontidao/domain/endurance/origin-test';
import type { Measure } from '@prontidao/domain/scoring/edital-schema';
import { projectTest, type ResultPoint } from '@prontidao/domain/training-plan/projection';
import type { Db } from '../../db/database.js';
import { type ActivityScope, hasStravaRunBetween } from '../training/activity-history.service.js';
import type { ComputedPlan } from './compute-plan.js';
import { valuesOf } from './compute-plan.js';
import * as repo from './training-plan.repository.js';

// The projection per test on TAF day (decision 036), with the grade shown before it kept so that
// 'Sua projeção 6,5 → 7,8' lasts. Only the person's own reads move the stored projection on.
// The 2400 m one reads time trials: the grade stored from the athlete's reads may come from a run
// imported from Strava, so another viewer is not shown it then (decision 048).

/** The test whose projection reads the time-trial runs (compute-plan.ts's trial points). */
const RUN_TEST = 'corrida_2400m';

export interface ProjectionView {
  key: string;
  label: string;
  /** pt-BR: 'Estimativa para o TAF: 11:05 (entre 10:40 e 11:30), nota 6,5 a 8'. */
  text: string;
  /** The unit of the marks: reps, a time or a hang (seconds). */
  measure: Measure;
  /** The expected mark on TAF day and its band (worse, better), in the test's unit. */
  expected_mark: number;
  worse_mark: number;
  better_mark: number;
  expected_grade: number;
  low_grade: number;
  high_grade: number;
  /** When the band is too wide to help: what to do instead, in words ('ainda poucos dados: …'). */
  advice: string | null;
  previous_expected_grade: number | null;
}

/** Stored per test: the grade last shown and the one before it. */
type StoredProjection = Record<string, { grade: number; previous: number | null }>;

function readStoredProjection(value: unknown): StoredProjection {
  const stored: StoredProjection = {};
  if (!value || typeof value !== 'object') return stored;
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if (typeof entry === 'number') stored[key] = { grade: entry, previous: null };
    else if (entry && typeof entry === 'object' && typeof (entry as { grade?: unknown }).grade === 'number') {
      const previous = (entry as { previous?: unknown }).previous;
      stored[key] = {
        grade: (entry as { grade: number }).grade,
        previous: typeof previous === 'number' ? previous : null,
      };
    }
  }
  return stored;
}

export async function projectionsFor(
  db: Db,
  subjectId: string,
  scope: ActivityScope,
  computed: ComputedPlan,
): Promise<ProjectionView[]> {
  // An exam's events have no grade to project (decision 047): its chance is the dashboard's (044).
  const { gradedBy } = computed;
  if (gradedBy.format !== 'grade_table') return [];
  const isSelf = scope === 'own';
  // Another viewer's 2400 m projection says nothing of a grade the athlete's Strava runs made.
  const hidesStoredRun =
    !isSelf &&
    gradedBy.targets.some((target) => target.key === RUN_TEST) &&
    (await hasStravaRunBetween(db, subjectId, { minM: TT2400_MIN_M, maxM: TT2400_MAX_M }));
  const stored = readStoredProjection(computed.storedProjection);
  const next: StoredProjection = { ...stored };
  const views: ProjectionView[] = [];
  for (const target of gradedBy.targets) {
    const points: ResultPoint[] = [];
    // Oldest first: same-day results keep their order, so the latest is the last one.
    for (const simulation of [...computed.simulations].reverse()) {
      const value = valuesOf(simulation.json_resultado)[target.key];
      if (value !== undefined)
        points.push({ date: calendarDate(simulation.created_at, APP_TIME_ZONE), value });
    }
    if (target.key === RUN_TEST) points.push(...[...computed.trialPoints].reverse());
    const projected = projectTest({
      edital: gradedBy.edital,
      profile: gradedBy.profile,
      testKey: target.key,
      points,
      tafDate: computed.tafDate,
    });
    if (!projected) continue;
    const before = hidesStoredRun && target.key === RUN_TEST ? undefined : stored[target.key];
    let previous: number | null;
    if (!before) {
      previous = null;
      next[target.key] = { grade: projected.expectedGrade, previous: null };
    } else if (before.grade !== projected.expectedGrade) {
      previous = before.grade;
      next[target.key] = { grade: projected.expectedGrade, previous: before.grade };
    } else previous = before.previous;
    views.push({
      key: target.key,
      label: target.label,
      text: projected.text,
      measure: projected.measure,
      expected_mark: projected.expectedMark,
      worse_mark: projected.worseMark,
      better_mark: projected.betterMark,
      advice: projected.advice,
      expected_grade: projected.expectedGrade,
      low_grade: projected.lowGrade,
      high_grade: projected.highGrade,
      previous_expected_grade: previous,
    });
  }
  if (isSelf && JSON.stringify(next) !== JSON.stringify(stored))
    await repo.updateLastProjection(db, subjectId, next);
  return views;
}

import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/plain-date';
import { cbmdf2025Estimada } from '../scoring/editais/cbmdf-2025-estimada';
import { cbmmg2026CfsdMasculino } from '../scoring/editais/cbmmg-2026-cfsd-masculino';
import type { Edital, Sex } from '../scoring/edital-schema';
import {
  adjustWeek,
  applyAdjustments,
  SESSION_KINDS,
  unknownRemovals,
  VOLUME_PERCENT_MAX,
  VOLUME_PERCENT_MIN,
} from './adjust-week';
import { type BuildPlanInput, buildPlan, type CurrentResults } from './build-plan';
import { MAX_VOLUME_FACTOR } from './plan-blocks';
import type { PlannedSession, PlanWeek, SessionVolume } from './plan-types';
import { targetsFor } from './targets';

interface Person {
  name: string;
  edital: Edital;
  sex: Sex;
  results: Record<string, number>;
  current: CurrentResults;
}

const PEOPLE: Person[] = [
  {
    name: 'CBMDF M, 8 barras',
    edital: cbmdf2025Estimada,
    sex: 'M',
    results: { barra: 8, corrida_2400m: 690, natacao_100m: 130 },
    current: { barReps: 8, run2400s: 690, swimSeconds: 130 },
  },
  {
    name: 'CBMDF F, isometria, VAM conhecida',
    edital: cbmdf2025Estimada,
    sex: 'F',
    results: { barra: 35, corrida_2400m: 760, natacao_100m: 150 },
    current: { hangSeconds: 35, run2400s: 760, swimSeconds: 150, vamKmh: 12.4 },
  },
  {
    name: 'CBMMG M, nenhuma barra',
    edital: cbmmg2026CfsdMasculino,
    sex: 'M',
    results: { barra: 0, corrida_2400m: 780, natacao_50m: 60 },
    current: { barReps: 0, run2400s: 780, swimSeconds: 60 },
  },
];

const TODAY = '2026-03-04';

function inputFor(person: Person, sessionsPerWeek: number, daysLeft = 120): BuildPlanInput {
  const targets = targetsFor({
    edital: person.edital,
    profile: { sex: person.sex },
    current: person.results,
    goal: 'apto',
  });
  if (!targets.ok) throw new Error(targets.errors.map((e) => e.message).join('; '));
  return {
    today: TODAY,
    tafDate: addDays(TODAY, daysLeft),
    sessionsPerWeek,
    current: person.current,
    targets: targets.targets,
  };
}

function weeksOf(input: BuildPlanInput): PlanWeek[] {
  const built = buildPlan(input);
  if (!built.ok) throw new Error(built.error.message);
  return built.plan.weeks;
}

const NUMBERS: (keyof SessionVolume)[] = ['durationMin', 'distanceM', 'sets', 'totalReps'];
const identity = (s: PlannedSession) => ({ id: s.id, type: s.type, kind: s.kind, date: s.date });

const cases = PEOPLE.flatMap((person) =>
  [2, 4, 6].map((sessionsPerWeek) => ({
    name: `${person.name}, ${sessionsPerWeek}/semana`,
    input: inputFor(person, sessionsPerWeek),
  })),
);

describe('adjustWeek: the volume scaled over a table of plans', () => {
  it.each(cases)('$name', ({ input }) => {
    for (const week of weeksOf(input)) {
      const same = adjustWeek(week, { volumePercent: 100, removed: [] }, input);
      const { adjustment, ...unchanged } = same;
      expect(unchanged).toEqual(week);
      expect(adjustment).toEqual({ volumePercent: 100, removed: [] });

      for (const percent of [VOLUME_PERCENT_MIN, 80, 90, VOLUME_PERCENT_MAX]) {
        const adjusted = adjustWeek(week, { volumePercent: percent, removed: [] }, input);
        // The same sessions on the same days: only how much changes.
        expect(adjusted.sessions.map(identity)).toEqual(week.sessions.map(identity));
        expect(adjusted.volumeFactor).toBeLessThanOrEqual(MAX_VOLUME_FACTOR);
        expect(adjusted.loadMinutes).toBe(
          adjusted.sessions.reduce((sum, s) => sum + s.volume.durationMin, 0),
        );
        const lower = percent < 100;
        if (lower) expect(adjusted.loadMinutes).toBeLessThanOrEqual(week.loadMinutes);
        else expect(adjusted.loadMinutes).toBeGreaterThanOrEqual(week.loadMinutes);
        adjusted.sessions.forEach((session, i) => {
          const before = week.sessions[i];
          if (!before) throw new Error('session lost');
          for (const key of NUMBERS) {
            const now = session.volume[key];
            const was = before.volume[key];
            if (now === undefined || was === undefined) continue;
            if (lower) expect(now, `${session.kind} ${key}`).toBeLessThanOrEqual(was);
            else expect(now, `${session.kind} ${key}`).toBeGreaterThanOrEqual(was);
          }
          // Never below the shortest session the plan would give (15 min).
          expect(session.volume.durationMin).toBeGreaterThanOrEqual(15);
        });
      }
    }
  });
});

describe('adjustWeek: what the numbers and the text say', () => {
  const input = inputFor(PEOPLE[0] as Person, 4);
  const weeks = weeksOf(input);
  // A complete week at the starting volume (factor ≥ 1: 30 min slots or more).
  const week = weeks.find((w) => w.index === 2) as PlanWeek;

  it('halving a week halves its easy runs and its slots, and the text follows the numbers', () => {
    const half = adjustWeek(week, { volumePercent: 50, removed: [] }, input);
    expect(half.loadMinutes).toBeLessThan(week.loadMinutes * 0.8);
    const easy = half.sessions.find((s) => s.kind === 'rodagem_z2');
    const easyBefore = week.sessions.find((s) => s.kind === 'rodagem_z2');
    if (!easy || !easyBefore) throw new Error('a week of 4 has an easy run');
    expect(easy.volume.durationMin).toBe(Math.max(15, Math.round(easyBefore.volume.durationMin / 2)));
    expect(easy.what).toMatch(new RegExp(`^${easy.volume.durationMin} min`));
    expect(half.volumeFactor).toBe(Math.round(week.volumeFactor * 50) / 100);
  });

  it('removes the sessions named by date and kind, and reports their titles', () => {
    const [first, second] = week.sessions;
    if (!first || !second) throw new Error('a week of 4 has sessions');
    const adjusted = adjustWeek(
      week,
      { volumePercent: 100, removed: [{ date: first.date, kind: first.kind }] },
      input,
    );
    expect(adjusted.sessions.map((s) => s.id)).toEqual(week.sessions.slice(1).map((s) => s.id));
    expect(adjusted.adjustment.removed).toEqual([{ date: first.date, kind: first.kind, title: first.title }]);
    expect(adjusted.loadMinutes).toBe(week.loadMinutes - first.volume.durationMin);

    // The right date with another kind (the plan changed since) removes nothing.
    const otherKind = SESSION_KINDS.find((kind) => kind !== first.kind) ?? 'rodagem_z2';
    const stale = { date: first.date, kind: otherKind };
    const kept = adjustWeek(week, { volumePercent: 100, removed: [stale] }, input);
    expect(kept.sessions).toHaveLength(week.sessions.length);
    expect(kept.adjustment.removed).toEqual([]);
    expect(unknownRemovals(week, [stale, { date: second.date, kind: second.kind }])).toEqual([stale]);
  });

  it('every session can go: an empty week', () => {
    const removed = week.sessions.map((s) => ({ date: s.date, kind: s.kind }));
    const empty = adjustWeek(week, { volumePercent: 100, removed }, input);
    expect(empty.sessions).toEqual([]);
    expect(empty.loadMinutes).toBe(0);
    expect(empty.adjustment.removed).toHaveLength(week.sessions.length);
  });

  it('never goes above the plan’s volume cap', () => {
    const peak = weeks.reduce((top, w) => (w.volumeFactor > top.volumeFactor ? w : top));
    const raised = adjustWeek(
      { ...peak, volumeFactor: MAX_VOLUME_FACTOR },
      { volumePercent: 110, removed: [] },
      input,
    );
    expect(raised.volumeFactor).toBe(MAX_VOLUME_FACTOR);
  });
});

describe('applyAdjustments', () => {
  const input = inputFor(PEOPLE[1] as Person, 3, 60);
  const weeks = weeksOf(input);
  const target = weeks[2] as PlanWeek;

  it('adjusts the week whose end is keyed and leaves the others as they were', () => {
    const result = applyAdjustments(
      weeks,
      new Map([
        [target.end, { volumePercent: 70, removed: [] }],
        // A week end the plan no longer has (the TAF date moved): ignored.
        [addDays(target.end, 3), { volumePercent: 50, removed: [] }],
      ]),
      input,
    );
    expect(result).toHaveLength(weeks.length);
    result.forEach((week, i) => {
      const { adjustment, ...rest } = week;
      if (week.end === target.end) {
        expect(adjustment?.volumePercent).toBe(70);
        expect(week.loadMinutes).toBeLessThan(target.loadMinutes);
      } else {
        expect(adjustment).toBeNull();
        expect(rest).toEqual(weeks[i]);
      }
    });
  });

  it('a week keyed by its end stays the same week while today moves (the first week shrinks)', () => {
    const tomorrow = { ...input, today: addDays(input.today, 1) };
    const later = weeksOf(tomorrow);
    const same = later.find((w) => w.end === target.end);
    expect(same?.start).toBe(target.start);
    expect(same?.sessions.map((s) => `${s.date}|${s.kind}`)).toEqual(
      target.sessions.map((s) => `${s.date}|${s.kind}`),
    );
  });
});

describe('SESSION_KINDS', () => {
  it('lists each kind once', () => {
    expect(new Set(SESSION_KINDS).size).toBe(SESSION_KINDS.length);
    // 036's 16 (run, swim, bar) and 047's 17 (the 12-minute run and an exam's other events).
    expect(SESSION_KINDS.length).toBe(33);
  });
});

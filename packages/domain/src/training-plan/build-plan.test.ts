import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/plain-date';
import { cbmdf2025Estimada } from '../scoring/editais/cbmdf-2025-estimada';
import { cbmmg2026CfsdMasculino } from '../scoring/editais/cbmmg-2026-cfsd-masculino';
import type { Edital, Sex } from '../scoring/edital-schema';
import {
  type BuildPlanInput,
  buildPlan,
  type CurrentResults,
  emphasisTracks,
  type TrainingPlan,
  trackOrder,
} from './build-plan';
import { MAX_WEEKLY_RISE, RETA_FINAL_DAYS } from './plan-blocks';
import { type PlanGoal, targetsFor } from './targets';

type Level = 'fraco' | 'medio' | 'forte';
interface Candidate {
  edital: Edital;
  sex: Sex;
  level: Level;
  results: Record<string, number>;
  current: CurrentResults;
}

const cbmdfM: Record<Level, [number, number, number]> = {
  fraco: [2, 800, 170],
  medio: [8, 690, 130],
  forte: [14, 560, 95],
};
const cbmdfF: Record<Level, [number, number, number]> = {
  fraco: [8, 900, 200],
  medio: [35, 760, 150],
  forte: [55, 640, 115],
};
const cbmmgM: Record<Level, [number, number, number]> = {
  fraco: [0, 780, 60],
  medio: [7, 700, 45],
  forte: [14, 540, 31],
};
const LEVELS: Level[] = ['fraco', 'medio', 'forte'];

const candidates: Candidate[] = [
  ...LEVELS.map((level): Candidate => {
    const [bar, run, swim] = cbmdfM[level];
    return {
      edital: cbmdf2025Estimada,
      sex: 'M',
      level,
      results: { barra: bar, corrida_2400m: run, natacao_100m: swim },
      current: { barReps: bar, run2400s: run, swimSeconds: swim },
    };
  }),
  ...LEVELS.map((level): Candidate => {
    const [hang, run, swim] = cbmdfF[level];
    return {
      edital: cbmdf2025Estimada,
      sex: 'F',
      level,
      results: { barra: hang, corrida_2400m: run, natacao_100m: swim },
      current: {
        hangSeconds: hang,
        run2400s: run,
        swimSeconds: swim,
        ...(level === 'forte' ? { vamKmh: 14.2 } : {}),
      },
    };
  }),
  ...LEVELS.map((level): Candidate => {
    const [bar, run, swim] = cbmmgM[level];
    return {
      edital: cbmmg2026CfsdMasculino,
      sex: 'M',
      level,
      results: { barra: bar, corrida_2400m: run, natacao_50m: swim },
      current: { barReps: bar, run2400s: run, swimSeconds: swim },
    };
  }),
];

const DAYS_LEFT = [7, 30, 90, 180];
const GOALS: PlanGoal[] = ['apto', 7, 'medalha'];
// A Wednesday and a Sunday, so the weeks (counted back from the TAF) fall on different weekdays.
const TODAYS = ['2026-03-04', '2026-03-08'];

interface Case {
  name: string;
  input: BuildPlanInput;
}

const cases: Case[] = [];
for (const c of candidates) {
  for (const daysLeft of DAYS_LEFT) {
    for (const sessionsPerWeek of [2, 3, 4, 5, 6]) {
      const goal = GOALS[(sessionsPerWeek + daysLeft) % GOALS.length] ?? 'apto';
      const today = TODAYS[sessionsPerWeek % 2] ?? '2026-03-04';
      const targets = targetsFor({ edital: c.edital, profile: { sex: c.sex }, current: c.results, goal });
      if (!targets.ok) throw new Error(targets.errors.map((e) => e.message).join('; '));
      cases.push({
        name: `${c.edital.id} ${c.sex} ${c.level}, ${daysLeft} dias, ${sessionsPerWeek}/semana, meta ${goal}`,
        input: {
          today,
          tafDate: addDays(today, daysLeft),
          sessionsPerWeek,
          current: c.current,
          targets: targets.targets,
        },
      });
    }
  }
}

function planOf(input: BuildPlanInput): TrainingPlan {
  const result = buildPlan(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.plan;
}

describe('buildPlan invariants over a table of candidates', () => {
  it.each(cases)('$name', ({ input }) => {
    const plan = planOf(input);
    const { weeks } = plan;
    const last = weeks.at(-1);
    if (!last) throw new Error('no weeks');

    // Weeks run back to back from today to the TAF's eve.
    expect(weeks[0]?.start).toBe(input.today);
    expect(last.end).toBe(addDays(input.tafDate, -1));
    for (let i = 1; i < weeks.length; i++) expect(weeks[i]?.start).toBe(addDays(weeks[i - 1]?.end ?? '', 1));

    // Taper in the last week: its volume drops.
    expect(last.block).toBe('polimento');
    const beforeLast = weeks.at(-2);
    if (beforeLast) {
      expect(last.volumeFactor).toBeLessThan(beforeLast.volumeFactor);
      if (beforeLast.sessions.length === input.sessionsPerWeek)
        expect(last.loadMinutes).toBeLessThan(beforeLast.loadMinutes);
    } else expect(last.volumeFactor).toBeLessThan(1);

    for (const [i, week] of weeks.entries()) {
      // Sessions within availability: at least 1, at most the person's and the days'; one a day.
      expect(week.sessions.length).toBeGreaterThanOrEqual(1);
      expect(week.sessions.length).toBeLessThanOrEqual(input.sessionsPerWeek);
      expect(week.sessions.length).toBeLessThanOrEqual(week.availableDays);
      expect(new Set(week.sessions.map((s) => s.date)).size).toBe(week.sessions.length);
      for (const s of week.sessions) {
        expect(s.date >= week.start && s.date <= week.end).toBe(true);
        expect(s.date < addDays(input.tafDate, -1)).toBe(true);
        expect(s.volume.durationMin).toBeGreaterThan(0);
        expect(s.why.length).toBeGreaterThan(0);
      }
      // The 10 % rule between complete weeks.
      const previous = weeks[i - 1];
      if (
        previous &&
        previous.sessions.length === input.sessionsPerWeek &&
        week.sessions.length === input.sessionsPerWeek
      )
        expect(week.loadMinutes).toBeLessThanOrEqual(MAX_WEEKLY_RISE * previous.loadMinutes);
    }

    // 'Reta final' under 30 days: maintain and sharpen, no new load.
    const daysLeft = plan.daysLeft;
    expect(plan.isRetaFinal).toBe(daysLeft < RETA_FINAL_DAYS);
    if (plan.isRetaFinal) {
      for (const week of weeks.slice(0, -1)) {
        expect(week.block).toBe('reta_final');
        expect(week.volumeFactor).toBeLessThanOrEqual(1);
      }
    } else {
      expect(weeks.some((w) => w.block === 'reta_final')).toBe(false);
      // A time trial at least every 4 weeks before the taper.
      const testWeeks = weeks.filter((w) => w.isTestWeek).map((w) => w.index);
      expect(testWeeks.length).toBe(Math.floor((weeks.length - 1) / 4));
      for (const w of weeks.filter((week) => week.isTestWeek && week.sessions.length >= 3))
        expect(w.sessions.some((s) => s.kind === 'teste_2400')).toBe(true);
    }

    // Deterministic.
    expect(planOf(input)).toEqual(plan);
  });
});

describe('buildPlan', () => {
  const base = cases[0]?.input;
  if (!base) throw new Error('no cases');

  it('refuses a TAF that is not ahead, a bad date and an availability outside 2–6', () => {
    const codes = [
      { ...base, tafDate: base.today },
      { ...base, tafDate: '2026-02-30' },
      { ...base, sessionsPerWeek: 1 },
      { ...base, sessionsPerWeek: 7 },
    ].map((input) => {
      const result = buildPlan(input);
      return result.ok ? 'ok' : result.error.code;
    });
    expect(codes).toEqual(['TAF_NOT_AHEAD', 'INVALID_DATE', 'INVALID_AVAILABILITY', 'INVALID_AVAILABILITY']);
  });

  it("a trainer's emphasis puts its tracks first and gives them the week's extra sessions", () => {
    const input = { ...base, sessionsPerWeek: 4 };
    const own = trackOrder(input);
    const last = own.at(-1);
    if (!last) throw new Error('no track');
    expect(trackOrder({ ...input, emphasis: [last] })).toEqual([last, ...own.slice(0, -1)]);
    expect(trackOrder({ ...input, emphasis: [] })).toEqual(own);
    const count = (plan: TrainingPlan, track: string) =>
      plan.weeks[0]?.sessions.filter((session) => session.type === track).length ?? 0;
    const emphasised = planOf({ ...input, emphasis: [last] });
    expect(count(emphasised, last)).toBeGreaterThan(count(planOf(input), last));
  });

  it('reads the emphasised test keys of an edital as tracks, leaving out keys it lacks', () => {
    expect(emphasisTracks(['natacao_100m', 'barra', 'flexao', 'barra'], base)).toEqual(['SWIM', 'BARRA']);
    expect(emphasisTracks([], base)).toEqual([]);
  });

  it("'Reta final' keeps the week's load where it is, then tapers", () => {
    const plan = planOf({ ...base, today: '2026-03-02', tafDate: '2026-03-30', sessionsPerWeek: 4 });
    expect(plan.weeks.map((w) => w.block)).toEqual(['reta_final', 'reta_final', 'reta_final', 'polimento']);
    expect(plan.weeks.slice(0, 3).map((w) => w.loadMinutes)).toEqual([120, 120, 120]);
    expect(plan.weeks[3]?.loadMinutes).toBeLessThan(120);
  });

  it('a long plan goes base → construção → específico → polimento and rises at most 7 % a week', () => {
    const plan = planOf({ ...base, today: '2026-03-02', tafDate: '2026-08-31', sessionsPerWeek: 3 });
    const blocks = plan.weeks.map((w) => w.block);
    expect(blocks.indexOf('construcao')).toBeGreaterThan(blocks.lastIndexOf('base'));
    expect(blocks.indexOf('especifico')).toBeGreaterThan(blocks.lastIndexOf('construcao'));
    expect(blocks.at(-1)).toBe('polimento');
    for (let i = 1; i < plan.weeks.length - 1; i++)
      expect(plan.weeks[i]?.volumeFactor ?? 0).toBeLessThanOrEqual(
        (plan.weeks[i - 1]?.volumeFactor ?? 0) * 1.07 + 0.01,
      );
  });

  it('uses the VAM for paces when known and effort (RPE) otherwise', () => {
    const long = { ...base, today: '2026-03-02', tafDate: '2026-06-01' };
    const withVam = planOf({ ...long, current: { ...base.current, vamKmh: 14 } });
    const without = planOf({ ...long, current: { barReps: 5 } });
    const easy = (plan: TrainingPlan) =>
      plan.weeks.flatMap((w) => w.sessions).find((s) => s.kind === 'rodagem_z2');
    expect(easy(withVam)?.intensity.label).toBe('Z2 — 5:22 a 6:35 /km'); // as the zones card rounds them;
    expect(easy(without)?.intensity.label).toBe('Esforço 3 a 4 de 10 (dá para conversar)');
  });
});

import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/plain-date';
import { examById } from '../exams/catalogue/index';
import { type Exam, ExamSchema } from '../exams/exam-schema';
import { adjustWeek } from './adjust-week';
import { type BuildPlanInput, buildPlan, type TrainingPlan } from './build-plan';
import { examTargetsFor } from './exam-targets';
import { MAX_WEEKLY_RISE, RETA_FINAL_DAYS } from './plan-blocks';
import type { PlanTrack } from './plan-tracks';
import type { PlannedSession, SessionKind } from './plan-types';
import { sessionCounts } from './week-sessions';

// Decision 047: an exam's plan covers every event — a track each — with today's weekly rules: the
// chosen sessions a week, the emphasis on the largest gap, test weeks, reta final, taper and 10 %.

const TODAY = '2026-03-04';
const exam = (id: string): Exam => {
  const found = examById(id);
  if (!found) throw new Error(`no exam ${id}`);
  return found;
};
const PMESP = exam('pmesp-2025-soldado');
const PPDF = exam('ppdf-taf');

interface Candidate {
  name: string;
  exam: Exam;
  sex: 'M' | 'F';
  results: Record<string, number>;
}
const candidates: Candidate[] = [
  {
    name: 'PMESP M',
    exam: PMESP,
    sex: 'M',
    results: { barra: 9, abdominal_remador: 30, corrida_50m: 8.6, corrida_2400m: 820 },
  },
  {
    name: 'PMESP F',
    exam: PMESP,
    sex: 'F',
    results: { barra: 5, abdominal_remador: 34, corrida_50m: 9.9, corrida_2400m: 880 },
  },
  {
    name: 'Polícia Penal DF M',
    exam: PPDF,
    sex: 'M',
    results: { barra: 3, impulsao: 170, flexao_braco: 6, abdominal: 25, corrida_12min: 2200 },
  },
  {
    name: 'Polícia Penal DF F',
    exam: PPDF,
    sex: 'F',
    results: { barra: 15, impulsao: 130, flexao_braco: 12, abdominal: 22, corrida_12min: 1850 },
  },
];

function inputFor(
  c: Candidate,
  daysLeft: number,
  sessionsPerWeek: number,
  goal: unknown = 'apto',
): BuildPlanInput {
  const targets = examTargetsFor({ exam: c.exam, candidate: { sex: c.sex }, current: c.results, goal });
  if (!targets.ok) throw new Error('no targets');
  return {
    today: TODAY,
    tafDate: addDays(TODAY, daysLeft),
    sessionsPerWeek,
    current: {},
    targets: [],
    events: targets.targets,
  };
}

function planOf(input: BuildPlanInput): TrainingPlan {
  const built = buildPlan(input);
  if (!built.ok) throw new Error(built.error.message);
  return built.plan;
}

const sessionsOf = (plan: TrainingPlan) => plan.weeks.flatMap((w) => w.sessions);
const trackOf = (s: PlannedSession): PlanTrack => (s.exercise ?? s.type) as PlanTrack;
/** 036's kinds: they keep 036's text, and their sources are in its record. */
const EDITAL_KINDS = new Set<SessionKind>([
  'teste_2400',
  'intervalado_vam',
  'intervalado_30_30',
  'ritmo_alvo_corrida',
  'tempo_lt2',
  'rodagem_z2',
  'teste_natacao',
  'ritmo_alvo_natacao',
  'tecnica_natacao',
  'aerobio_natacao',
  'teste_barra',
  'barra_negativas',
  'barra_gtg',
  'barra_volume',
  'barra_lastrada',
  'isometria_barra',
]);

describe('every event of the exam is trained, within the weekly rules', () => {
  for (const c of candidates) {
    for (const sessionsPerWeek of [2, 3, 4, 5, 6]) {
      for (const daysLeft of [20, 60, 120]) {
        it(`${c.name}, ${sessionsPerWeek}/sem, ${daysLeft} dias`, () => {
          const plan = planOf(inputFor(c, daysLeft, sessionsPerWeek));
          const tracks = new Set(inputFor(c, daysLeft, sessionsPerWeek).events?.map((e) => e.track));
          let previous: TrainingPlan['weeks'][number] | undefined;
          for (const week of plan.weeks) {
            expect(week.sessions.length).toBeLessThanOrEqual(sessionsPerWeek);
            expect(new Set(week.sessions.map((s) => s.date)).size).toBe(week.sessions.length);
            if (daysLeft < RETA_FINAL_DAYS && week.block !== 'polimento')
              expect(week.block).toBe('reta_final');
            if (
              previous &&
              previous.sessions.length === sessionsPerWeek &&
              week.sessions.length === sessionsPerWeek &&
              week.block !== 'polimento'
            )
              expect(week.loadMinutes).toBeLessThanOrEqual(MAX_WEEKLY_RISE * previous.loadMinutes + 1e-9);
            previous = week;
          }
          for (const s of sessionsOf(plan)) {
            expect(tracks.has(trackOf(s))).toBe(true);
            if (s.type === 'EXERCISE') expect(s.exercise).toBeDefined();
            else expect(s.exercise).toBeUndefined();
            // Every session of 047 cites its source; 036's are unchanged.
            if (!EDITAL_KINDS.has(s.kind)) expect(s.source).toMatch(/\d{4}/);
            expect(s.what.length).toBeGreaterThan(20);
          }
          // Long enough for every track to take its turn: each one is trained.
          if (plan.weeks.length * sessionsPerWeek >= 2 * tracks.size)
            expect(new Set(sessionsOf(plan).map(trackOf))).toEqual(tracks);
        });
      }
    }
  }

  it('every track gets its test in turn, even when the turns line up with the test weeks', () => {
    for (const c of candidates) {
      const plan = planOf(inputFor(c, 120, 3));
      const tested = new Set(
        sessionsOf(plan)
          .filter((s) => /teste/.test(s.kind))
          .map(trackOf),
      );
      expect([...tested].sort()).toEqual([...new Set(sessionsOf(plan).map(trackOf))].sort());
    }
  });

  it('the largest gap gets the extra session', () => {
    // PPDF M: flexão 6 of 23 is the furthest (about 15 swings); with 6 sessions it gets two.
    const plan = planOf(inputFor(candidates[2] as Candidate, 120, 6));
    for (const week of plan.weeks.filter((w) => w.sessions.length === 6))
      expect(week.sessions.filter((s) => s.exercise === 'flexao')).toHaveLength(2);
  });

  it('the 12-minute run has its own blocks and test, paced to the target distance', () => {
    const plan = planOf(inputFor(candidates[2] as Candidate, 120, 6));
    const runs = sessionsOf(plan).filter((s) => s.type === 'RUN');
    expect(runs.some((s) => s.kind === 'teste_cooper')).toBe(true);
    expect(runs.some((s) => s.kind === 'ritmo_alvo_cooper')).toBe(true);
    expect(runs.some((s) => s.kind === 'teste_2400' || s.kind === 'ritmo_alvo_corrida')).toBe(false);
    const blocks = runs.find((s) => s.kind === 'ritmo_alvo_cooper');
    // 2.400 m in 12 minutes: 5:00 /km, 600 m every 3 minutes, a 400 m lap in 2:00.
    expect(blocks?.intensity.paceMinPerKm).toEqual([5, 5]);
    expect(blocks?.what).toContain('600 m a cada 3 min, 5:00 /km; na pista de 400 m, uma volta a cada 2:00');
    expect(runs.find((s) => s.kind === 'rodagem_z2')?.why).toContain('a corrida de 12 minutos');
  });

  it('the 2.400 m of an exam is trained as today’s, with the exam’s pass time as the target pace', () => {
    const plan = planOf(inputFor(candidates[0] as Candidate, 120, 5));
    const pace = sessionsOf(plan).find((s) => s.kind === 'ritmo_alvo_corrida');
    // 13:00 for 2.400 m: 400 m in 2:10.
    expect(pace?.what).toContain('× 400 m em 2:10');
  });
});

describe('the sessions follow the latest result and the target', () => {
  const ppdfM = candidates[2] as Candidate;
  const kindsOf = (results: Record<string, number>, goal: unknown = 'apto') =>
    new Set(sessionsOf(planOf(inputFor({ ...ppdfM, results }, 120, 6, goal))).map((s) => s.kind));

  it('flexão: an easier variant below 8, sets of 60 % from there', () => {
    expect(kindsOf({ ...ppdfM.results, flexao_braco: 7 }).has('flexao_progressao')).toBe(true);
    const sets = sessionsOf(
      planOf(inputFor({ ...ppdfM, results: { ...ppdfM.results, flexao_braco: 15 } }, 120, 6)),
    );
    const series = sets.find((s) => s.kind === 'flexao_series' && s.title === 'Flexão: séries submáximas');
    expect(series?.volume.reps).toBe(9);
    expect(series?.what).toContain('× 9 flexões (60% do seu máximo)');
    expect(sets.some((s) => s.kind === 'flexao_progressao')).toBe(false);
  });

  it('flexão past the target: a harder variant', () => {
    const plan = planOf(inputFor({ ...ppdfM, results: { ...ppdfM.results, flexao_braco: 26 } }, 120, 6));
    const series = sessionsOf(plan).find((s) => s.kind === 'flexao_series');
    expect(series?.what).toContain('variação mais difícil');
  });

  it('the women’s knee push-up where the exam has it', () => {
    const kneeExam = ExamSchema.parse({
      ...PPDF,
      events: PPDF.events.map((e) =>
        e.key === 'flexao_braco'
          ? {
              ...e,
              standards: [
                { sex: 'M', measure: 'reps', threshold: 23 },
                {
                  sex: 'F',
                  measure: 'reps',
                  threshold: 18,
                  variant: 'Flexão de braço com apoio dos joelhos',
                },
              ],
            }
          : e,
      ),
    });
    const women = candidates[3] as Candidate;
    const plan = planOf(
      inputFor({ ...women, exam: kneeExam, results: { ...women.results, flexao_braco: 5 } }, 120, 6),
    );
    const progression = sessionsOf(plan).find((s) => s.kind === 'flexao_progressao');
    expect(progression?.what).toContain('flexões inclinadas (mãos num banco ou degrau)');
    expect(progression?.why).toContain('flexões com os joelhos apoiados da prova');
  });

  it('sprints: accelerations in base, the full distance at the target time later, with long rests', () => {
    const plan = planOf(inputFor(candidates[0] as Candidate, 120, 5));
    const sprints = sessionsOf(plan).filter((s) => s.exercise === 'sprint');
    const base = plan.weeks.filter((w) => w.block === 'base' && !w.isTestWeek).flatMap((w) => w.sessions);
    expect(new Set(base.filter((s) => s.exercise === 'sprint').map((s) => s.kind))).toEqual(
      new Set(['sprint_aceleracao']),
    );
    const full = sprints.find((s) => s.kind === 'sprint_maximo');
    expect(full?.what).toContain('× 50 m no máximo (meta: 8,25 s)');
    // 1:20 of an 8,25 s effort: 2 min 45 s, so 3 min.
    expect(full?.volume.restSeconds).toBe(180);
    for (const s of sprints) expect(s.volume.restSeconds).toBeGreaterThanOrEqual(120);
  });

  it('jumps: at most 80 foot contacts a session, whatever the week’s volume', () => {
    for (const s of sessionsOf(planOf(inputFor(ppdfM, 120, 6))).filter((x) => x.exercise === 'impulsao')) {
      const contacts = /Pliometria \((\d+) saltos/.exec(s.what)?.[1];
      if (contacts) expect(Number(contacts)).toBeLessThanOrEqual(80);
    }
  });
});

describe('a trainer’s adjustment rebuilds an exam’s week with the same builders', () => {
  it('100 % gives the week back; 50 % lowers it', () => {
    const input = inputFor(candidates[3] as Candidate, 120, 5);
    const week = planOf(input).weeks[1];
    if (!week) throw new Error('no week');
    expect(adjustWeek(week, { volumePercent: 100, removed: [] }, input).sessions).toEqual(week.sessions);
    const half = adjustWeek(week, { volumePercent: 50, removed: [] }, input);
    expect(half.loadMinutes).toBeLessThan(week.loadMinutes);
    expect(half.sessions.map((s) => [s.kind, s.exercise])).toEqual(
      week.sessions.map((s) => [s.kind, s.exercise]),
    );
  });
});

describe('sessionCounts', () => {
  /** Decision 036's rule for the three tests, as it was written. */
  function editalCounts(sessionsPerWeek: number, order: readonly string[], weekIndex: number) {
    const [a, b, c] = order;
    const counts = new Map(order.map((t) => [t, 0]));
    const add = (t: string | undefined) => t && counts.set(t, (counts.get(t) ?? 0) + 1);
    if (sessionsPerWeek <= 2) {
      add(a);
      add(weekIndex % 2 === 1 ? b : c);
      return counts;
    }
    add(a);
    add(b);
    add(c);
    if (sessionsPerWeek >= 4) add(a);
    if (sessionsPerWeek >= 5) add(b);
    if (sessionsPerWeek >= 6) add(c);
    return counts;
  }

  it('three tracks: the same counts as decision 036', () => {
    for (let sessions = 2; sessions <= 6; sessions++)
      for (let week = 1; week <= 20; week++)
        expect(sessionCounts(sessions, ['RUN', 'SWIM', 'BARRA'], week)).toEqual(
          editalCounts(sessions, ['RUN', 'SWIM', 'BARRA'], week),
        );
  });

  it('five tracks and three sessions: the first every week, the others two at a time in turn', () => {
    const order = ['a', 'b', 'c', 'd', 'e'];
    const weeks = [1, 2, 3].map((w) =>
      [...sessionCounts(3, order, w)].filter(([, n]) => n > 0).map(([t]) => t),
    );
    expect(weeks).toEqual([
      ['a', 'b', 'c'],
      ['a', 'd', 'e'],
      ['a', 'b', 'c'],
    ]);
    expect([...sessionCounts(6, order, 1).values()]).toEqual([2, 1, 1, 1, 1]);
    expect([...sessionCounts(4, ['x'], 1).values()]).toEqual([4]);
  });
});

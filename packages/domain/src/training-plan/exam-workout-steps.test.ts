import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/plain-date';
import { examById } from '../exams/catalogue/index';
import { buildPlan } from './build-plan';
import { examTargetsFor } from './exam-targets';
import { PLAN_BLOCKS, type PlannedSession, type SessionKind } from './plan-types';
import type { SessionContext } from './session-context';
import { buildContent } from './week-sessions';
import { mpsFromPace, workoutSteps, workoutTotals } from './workout-steps';

// Decision 047: the 12-minute run's blocks and test and the sprints leave for a watch like the runs
// of decision 036 — the steps fill the session's minutes; calisthenics and jumps have no steps.

const sessions: { name: string; session: PlannedSession }[] = [];
const plans = [
  ['ppdf-taf', 'M', { barra: 3, impulsao: 170, flexao_braco: 6, abdominal: 25, corrida_12min: 2200 }],
  ['ppdf-taf', 'F', { barra: 15, impulsao: 130, flexao_braco: 12, abdominal: 22 }],
  ['pmesp-2025-soldado', 'M', { barra: 9, abdominal_remador: 30, corrida_50m: 8.6, corrida_2400m: 820 }],
  ['pmpb-2023-soldado', 'F', { corrida_100m: 16 }],
  ['prf-2021', 'M', {}],
] as const;
for (const [id, sex, results] of plans) {
  const exam = examById(id);
  if (!exam) throw new Error(id);
  const targets = examTargetsFor({ exam, candidate: { sex }, current: results, goal: 'apto' });
  if (!targets.ok) throw new Error(id);
  for (const daysLeft of [14, 120]) {
    for (const sessionsPerWeek of [3, 6]) {
      const built = buildPlan({
        today: '2026-03-04',
        tafDate: addDays('2026-03-04', daysLeft),
        sessionsPerWeek,
        current: {},
        targets: [],
        events: targets.targets,
      });
      if (!built.ok) throw new Error(built.error.message);
      for (const s of built.plan.weeks.flatMap((w) => w.sessions))
        sessions.push({
          name: `${id} ${sex}, ${daysLeft} dias, ${sessionsPerWeek}/sem, ${s.id} ${s.kind}`,
          session: s,
        });
    }
  }
}
// And the builders straight, over every slot and block, with and without a target.
const KINDS: SessionKind[] = [
  'ritmo_alvo_cooper',
  'teste_cooper',
  'sprint_aceleracao',
  'sprint_lancado',
  'sprint_maximo',
  'sprint_teste',
  'shuttle_treino',
  'shuttle_teste',
];
for (const kind of KINDS)
  for (const slotMin of [15, 22, 30, 45, 60])
    for (const block of PLAN_BLOCKS)
      for (const known of [true, false]) {
        const ctx: SessionContext = {
          block,
          factor: slotMin / 30,
          slotMin,
          run: known ? { vamKmh: 13, cooper: { targetM: 2100 } } : { cooper: {} },
          swim: { distanceM: 100 },
          bar: { measure: 'reps' },
          exam: {
            sprint: {
              key: 'corrida_100m',
              label: 'Corrida de 100 metros',
              distanceM: 100,
              ...(known ? { target: 15 } : {}),
            },
          },
        };
        const isRun = kind.includes('cooper');
        sessions.push({
          name: `builder ${kind}, ${slotMin} min, ${block}, ${known ? 'with' : 'without'} a target`,
          session: {
            id: 'w1-1',
            type: isRun ? 'RUN' : 'EXERCISE',
            ...(isRun ? {} : { exercise: kind.startsWith('shuttle') ? 'shuttle_run' : 'sprint' }),
            kind,
            date: '2026-03-04',
            ...buildContent(kind, ctx),
          },
        });
      }

const steppable = sessions.filter(({ session }) => session.type !== 'BARRA' && session.type !== 'SWIM');

describe('an exam’s runs and sprints as watch steps', () => {
  it('covers the 12-minute run’s kinds and the sprints', () => {
    const kinds = new Set(steppable.map((s) => s.session.kind));
    for (const kind of KINDS) expect(kinds.has(kind)).toBe(true);
  });

  it.each(steppable)('$name', ({ session }) => {
    const workout = workoutSteps(session);
    if (session.type === 'EXERCISE' && !['sprint', 'shuttle_run'].includes(session.exercise ?? '')) {
      expect(workout).toBeNull();
      return;
    }
    if (!workout) throw new Error('no workout');
    expect(workout.sport).toBe('running');
    expect(workout.name).toBe(session.title);
    const totals = workoutTotals(workout);
    const repeat = workout.blocks.find((b) => b.kind === 'repeat');
    switch (session.kind) {
      case 'ritmo_alvo_cooper': {
        // Timed steps fill the planned minutes exactly; the block's band holds the target pace.
        expect(totals.seconds).toBe(session.volume.durationMin * 60);
        expect(repeat?.kind === 'repeat' && repeat.times).toBe(session.volume.sets);
        const pace = session.intensity.paceMinPerKm;
        const target = repeat?.kind === 'repeat' ? repeat.steps[0]?.target : undefined;
        if (pace && target?.type === 'speed') {
          expect(target.lowMps).toBeLessThanOrEqual(mpsFromPace(pace[0]));
          expect(target.highMps).toBeGreaterThanOrEqual(mpsFromPace(pace[0]));
        } else expect(target?.type).toBe('open');
        break;
      }
      case 'teste_cooper':
        expect(totals.seconds).toBe(session.volume.durationMin * 60);
        expect(
          workout.blocks.some(
            (b) => b.kind === 'step' && b.duration.type === 'time' && b.duration.seconds === 720,
          ),
        ).toBe(true);
        break;
      case 'rodagem_z2':
      case 'intervalado_vam':
      case 'intervalado_30_30':
      case 'tempo_lt2':
        expect(totals.seconds).toBe(session.volume.durationMin * 60);
        break;
      default:
        if (session.type === 'EXERCISE') {
          // Warm-up, each effort ended with 'Volta' and its timed rest, then the cool-down: the minutes.
          expect(totals.seconds).toBe(session.volume.durationMin * 60);
          expect(repeat?.kind === 'repeat' && repeat.times).toBe(session.volume.sets);
          expect(session.what).toContain(`${session.volume.sets}`);
        }
    }
  });
});

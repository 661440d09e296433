import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/plain-date';
import { cbmdf2025Estimada } from '../scoring/editais/cbmdf-2025-estimada';
import { cbmmg2026CfsdMasculino } from '../scoring/editais/cbmmg-2026-cfsd-masculino';
import type { Edital } from '../scoring/edital-schema';
import { buildPlan, type CurrentResults } from './build-plan';
import { PLAN_BLOCKS, type PlannedSession, type SessionKind } from './plan-types';
import type { SessionContext } from './session-context';
import { targetsFor } from './targets';
import { buildContent } from './week-sessions';
import {
  mpsFromPace,
  POOL_LENGTH_M,
  SPEED_TOLERANCE,
  speedBand,
  type WorkoutBlock,
  type WorkoutStep,
  workoutSteps,
  workoutTotals,
} from './workout-steps';

const base: PlannedSession = {
  id: 'w1-1',
  type: 'RUN',
  kind: 'intervalado_vam',
  date: '2026-03-04',
  title: 'Intervalado na VAM',
  what: 'Aquecimento: 10 min de trote leve (Z1). 6 tiros de 3 min a 95–100% da VAM com 3 min de trote (50–60% da VAM). Volta à calma: 5 min de trote leve e caminhada.',
  volume: { durationMin: 51, sets: 6 },
  intensity: { zone: 'Z4', paceMinPerKm: [4, 4.21], rpe: [8, 9], label: 'Z4 — 4:00 a 4:13 /km nos tiros' },
  why: 'Tiros de metade do TLim.',
};

const stepsOf = (blocks: WorkoutBlock[]): WorkoutStep[] =>
  blocks.flatMap((b) => (b.kind === 'step' ? [b] : b.steps));

describe('workoutSteps, by example', () => {
  it('intervals 6 × 3 min at 95–100 % VAM with 3 min jog → warm-up, repeat(6){work, recover}, cool-down', () => {
    const workout = workoutSteps(base);
    expect(workout?.sport).toBe('running');
    expect(workout?.name).toBe('Intervalado na VAM');
    expect(workout?.blocks).toEqual([
      {
        kind: 'step',
        name: 'Aquecimento',
        intensity: 'warmup',
        duration: { type: 'time', seconds: 600 },
        target: { type: 'open' },
      },
      {
        kind: 'repeat',
        times: 6,
        steps: [
          {
            kind: 'step',
            name: 'Tiro',
            intensity: 'interval',
            duration: { type: 'time', seconds: 180 },
            target: { type: 'speed', lowMps: round3(mpsFromPace(4.21)), highMps: round3(mpsFromPace(4)) },
            notes: 'Z4 — 4:00 a 4:13 /km nos tiros',
          },
          {
            kind: 'step',
            name: 'Trote',
            intensity: 'recovery',
            duration: { type: 'time', seconds: 180 },
            target: { type: 'open' },
          },
        ],
      },
      {
        kind: 'step',
        name: 'Volta à calma',
        intensity: 'cooldown',
        duration: { type: 'time', seconds: 300 },
        target: { type: 'open' },
      },
    ]);
    expect(workout && workoutTotals(workout)).toEqual({ seconds: 51 * 60, metres: 0 });
  });

  it('without a pace (no VAM) the steps have no target: the effort is in the notes', () => {
    const { paceMinPerKm: _, ...intensity } = base.intensity;
    const workout = workoutSteps({ ...base, intensity: { ...intensity, label: 'Esforço 8 a 9 de 10' } });
    const steps = stepsOf(workout?.blocks ?? []);
    expect(steps.every((s) => s.target.type === 'open')).toBe(true);
    expect(steps.find((s) => s.intensity === 'interval')?.notes).toBe('Esforço 8 a 9 de 10');
  });

  it('swim target-pace repeats: 25 m pool, distances in metres, rests in seconds, a speed from the pace per 100 m', () => {
    const workout = workoutSteps({
      ...base,
      type: 'SWIM',
      kind: 'ritmo_alvo_natacao',
      title: 'Tiros de 50 m no ritmo-alvo',
      volume: { durationMin: 30, distanceM: 700, sets: 8 },
      intensity: { swimPer100mS: 100, rpe: [7, 8], label: 'Ritmo-alvo: 1:40 por 100 m' },
    });
    expect(workout).toMatchObject({ sport: 'swimming', poolLengthM: 25 });
    expect(workout?.blocks[1]).toEqual({
      kind: 'repeat',
      times: 8,
      steps: [
        {
          kind: 'step',
          name: 'Tiro de 50 m',
          intensity: 'interval',
          duration: { type: 'distance', metres: 50 },
          target: { type: 'speed', lowMps: 0.98, highMps: 1.02 },
          notes: 'Ritmo-alvo: 1:40 por 100 m',
        },
        {
          kind: 'step',
          name: 'Pausa',
          intensity: 'rest',
          duration: { type: 'time', seconds: 30 },
          target: { type: 'open' },
        },
      ],
    });
    expect(workout && workoutTotals(workout).metres).toBe(700);
  });

  it('bar sessions have no watch workout', () => {
    expect(
      workoutSteps({ ...base, type: 'BARRA', kind: 'barra_gtg', title: 'Grease the groove' }),
    ).toBeNull();
  });

  it('a swim whose volume does not fit its kind is left out rather than guessed', () => {
    expect(
      workoutSteps({
        ...base,
        type: 'SWIM',
        kind: 'ritmo_alvo_natacao',
        volume: { durationMin: 30, distanceM: 310, sets: 3 },
      }),
    ).toBeNull();
  });
});

describe('speedBand', () => {
  it.each([
    // A single pace gets ±2 %; a wider range is kept as it is.
    { low: 4, high: 4, expected: [3.92, 4.08] },
    { low: 3, high: 4, expected: [3, 4] },
    { low: 3.95, high: 4.05, expected: [3.92, 4.08] },
  ])('$low–$high m/s → $expected', ({ low, high, expected }) => {
    const band = speedBand(low, high);
    expect(band).toEqual({ type: 'speed', lowMps: expected[0], highMps: expected[1] });
  });

  it('the tolerance is the one documented', () => expect(SPEED_TOLERANCE).toBe(0.02));
});

// Every run and swim of the plans of a table of candidates: the steps agree with the session the
// plan built (its minutes, metres, sets and the numbers its 'what' tells the person).
const round3 = (value: number) => Math.round(value * 1000) / 1000;

interface Candidate {
  name: string;
  edital: Edital;
  sex: 'M' | 'F';
  results: Record<string, number>;
  current: CurrentResults;
}
const candidates: Candidate[] = [
  {
    name: 'CBMDF M with a VAM',
    edital: cbmdf2025Estimada,
    sex: 'M',
    results: { barra: 8, corrida_2400m: 690, natacao_100m: 130 },
    current: { barReps: 8, run2400s: 690, swimSeconds: 130, vamKmh: 14.2 },
  },
  {
    name: 'CBMDF F, pace from the 2400 m',
    edital: cbmdf2025Estimada,
    sex: 'F',
    results: { barra: 20, corrida_2400m: 800, natacao_100m: 160 },
    current: { hangSeconds: 20, run2400s: 800, swimSeconds: 160 },
  },
  {
    name: 'CBMMG M, 50 m swim',
    edital: cbmmg2026CfsdMasculino,
    sex: 'M',
    results: { barra: 4, corrida_2400m: 740, natacao_50m: 50 },
    current: { barReps: 4, run2400s: 740, swimSeconds: 50 },
  },
];

const sessions: { name: string; session: PlannedSession }[] = [];
for (const c of candidates) {
  for (const daysLeft of [7, 30, 90, 180]) {
    for (const sessionsPerWeek of [3, 6]) {
      const today = '2026-03-04';
      const targets = targetsFor({
        edital: c.edital,
        profile: { sex: c.sex },
        current: c.results,
        goal: 'apto',
      });
      if (!targets.ok) throw new Error(targets.errors.map((e) => e.message).join('; '));
      const built = buildPlan({
        today,
        tafDate: addDays(today, daysLeft),
        sessionsPerWeek,
        current: c.current,
        targets: targets.targets,
      });
      if (!built.ok) throw new Error(built.error.message);
      for (const week of built.plan.weeks)
        for (const session of week.sessions)
          if (session.type !== 'BARRA')
            sessions.push({
              name: `${c.name}, ${daysLeft} dias, ${sessionsPerWeek}/sem, ${session.id} ${session.kind}`,
              session,
            });
    }
  }
}

// And every kind straight from its builder (some, like the tempo run, only come from a trainer's
// adjustment), over the session minutes a week can hold, every block, with and without a pace.
const KINDS: SessionKind[] = [
  'rodagem_z2',
  'intervalado_vam',
  'intervalado_30_30',
  'tempo_lt2',
  'ritmo_alvo_corrida',
  'teste_2400',
  'tecnica_natacao',
  'aerobio_natacao',
  'ritmo_alvo_natacao',
  'teste_natacao',
];
for (const kind of KINDS) {
  for (const slotMin of [15, 22, 30, 41, 60]) {
    for (const block of PLAN_BLOCKS) {
      for (const known of [true, false]) {
        const ctx: SessionContext = {
          block,
          factor: slotMin / 30,
          slotMin,
          run: known ? { currentS: 700, targetS: 640, vamKmh: 14.5 } : {},
          swim: known ? { distanceM: 50, currentS: 48, targetS: 42 } : { distanceM: 100 },
          bar: { measure: 'reps' },
        };
        const content = buildContent(kind, ctx);
        sessions.push({
          name: `builder ${kind}, ${slotMin} min, ${block}, ${known ? 'with' : 'without'} results`,
          session: {
            id: 'w1-1',
            type: kind.includes('natacao') ? 'SWIM' : 'RUN',
            kind,
            date: '2026-03-04',
            ...content,
          },
        });
      }
    }
  }
}

describe('workoutSteps agrees with every run and swim the plan builds', () => {
  it('covers every run and swim kind', () => {
    expect(new Set(sessions.map((s) => s.session.kind))).toEqual(
      new Set([
        'rodagem_z2',
        'intervalado_vam',
        'intervalado_30_30',
        'tempo_lt2',
        'ritmo_alvo_corrida',
        'teste_2400',
        'tecnica_natacao',
        'aerobio_natacao',
        'ritmo_alvo_natacao',
        'teste_natacao',
      ]),
    );
  });

  it.each(sessions)('$name', ({ session }) => {
    const workout = workoutSteps(session);
    if (!workout) throw new Error('no workout');
    expect(workout.name).toBe(session.title);
    const steps = stepsOf(workout.blocks);
    for (const s of steps) {
      if (s.duration.type === 'time') expect(s.duration.seconds).toBeGreaterThan(0);
      if (s.duration.type === 'distance') expect(s.duration.metres).toBeGreaterThan(0);
    }
    for (const block of workout.blocks) if (block.kind === 'repeat') expect(block.times).toBeGreaterThan(0);
    const totals = workoutTotals(workout);
    const { durationMin, sets } = session.volume;

    // The main set's target holds the session's pace range.
    const targeted = steps.filter((s) => s.target.type === 'speed');
    const pace = session.intensity.paceMinPerKm;
    if (session.type === 'RUN' && pace) {
      for (const s of targeted) {
        if (s.target.type !== 'speed') continue;
        expect(s.target.lowMps).toBeLessThanOrEqual(round3(mpsFromPace(pace[1])));
        expect(s.target.highMps).toBeGreaterThanOrEqual(round3(mpsFromPace(pace[0])));
      }
    }
    if (!pace && !session.intensity.swimPer100mS) expect(targeted).toEqual([]);

    if (session.type === 'SWIM') {
      expect(workout.sport).toBe('swimming');
      // Every length a whole number of pool lengths; the metres those the plan counts.
      for (const s of steps)
        if (s.duration.type === 'distance') expect(s.duration.metres % POOL_LENGTH_M).toBe(0);
      expect(totals.metres).toBe(session.volume.distanceM);
      if (session.kind === 'ritmo_alvo_natacao') {
        const rep = steps.find((s) => s.intensity === 'interval');
        const rest = steps.find((s) => s.intensity === 'rest');
        const repM = rep?.duration.type === 'distance' ? rep.duration.metres : 0;
        const restS = rest?.duration.type === 'time' ? rest.duration.seconds : 0;
        expect(session.what).toContain(`${sets} × ${repM} m`);
        expect(session.what).toContain(`${restS} s de pausa`);
        expect(rep?.target.type).toBe(session.intensity.swimPer100mS ? 'speed' : 'open');
      }
      return;
    }

    expect(workout.sport).toBe('running');
    if (session.kind !== 'rodagem_z2') expect(session.what).toContain('Aquecimento: 10 min');
    switch (session.kind) {
      case 'rodagem_z2':
      case 'intervalado_vam':
      case 'intervalado_30_30':
      case 'tempo_lt2':
        // Timed sessions: the steps fill the planned minutes exactly.
        expect(totals.seconds).toBe(durationMin * 60);
        break;
      case 'ritmo_alvo_corrida': {
        // 400 m at the split plus the timed steps: the planned minutes, to the minute.
        const splitS = pace ? pace[0] * 60 * 0.4 : 120;
        const estimated = totals.seconds + (sets ?? 0) * splitS;
        expect(estimated).toBeLessThanOrEqual(durationMin * 60 + 1e-6);
        expect(estimated).toBeGreaterThan(durationMin * 60 - 60);
        expect(session.what).toContain(`${sets} × 400 m`);
        break;
      }
      case 'teste_2400':
        expect(totals.metres).toBe(2400);
        break;
    }
    if (session.kind === 'intervalado_vam') expect(session.what).toContain(`${sets} tiros de 3 min`);
    if (session.kind === 'intervalado_30_30') expect(session.what).toContain(`${sets} × (30 s`);
    if (session.kind === 'tempo_lt2') {
      const main = steps.find((s) => s.name === 'Ritmo de limiar');
      const minutes = main?.duration.type === 'time' ? main.duration.seconds / 60 : 0;
      expect(session.what).toContain(`${minutes} min contínuos`);
    }
  });
});

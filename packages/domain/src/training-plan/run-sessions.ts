import { LT2_FRACTION, TLIM_CENTER_MIN } from '../endurance/formulas';
import { formatMinutesSeconds } from '../format/duration';
import type { SessionKind } from './plan-types';
import {
  clamp,
  formatKm,
  paceBand,
  paceBandLabel,
  rpeLabel,
  type SessionContent,
  type SessionContext,
} from './session-context';

// Run sessions (decision 036): easy runs in Z2, intervals at VAM of TLim/2 (Billat 2001), Billat's
// 30/30, a tempo at LT2, repeats at the target 2400 m pace, and the 2400 m time trial. Each fills
// the week's session minutes; a main set that needs more (taper) keeps its minimum.

export const WARM_UP_MIN = 10;
export const WARM_UP = `Aquecimento: ${WARM_UP_MIN} min de trote leve (Z1).`;
/** Warm-up plus the shortest cool-down. */
export const OVERHEAD_MIN = WARM_UP_MIN + 5;
export const coolDown = (minutes: number) => `Volta à calma: ${minutes} min de trote leve e caminhada.`;

/** The run the plan prepares for, in the sessions' words: the 2400 m, or the 12-minute run (047). */
const raceOf = (ctx: SessionContext) =>
  ctx.run.cooper
    ? { the: 'a corrida de 12 minutos', of: 'a corrida de 12 minutos' }
    : { the: 'os 2400 m', of: 'o 2400 m' };

/** Work bouts at VAM last half of TLim (Billat 2001): 3 min for the 6 min centre. */
const VAM_REP_MIN = TLIM_CENTER_MIN / 2;
/** Time at intensity stays within 3 × TLim per session (taf-2025.md, Z5 tip). */
const MAX_VAM_REPS = Math.floor((3 * TLIM_CENTER_MIN) / VAM_REP_MIN);

/** The session's minutes and its cool-down, for a main set of `mainMin`. */
export function frame(ctx: SessionContext, mainMin: number) {
  const durationMin = Math.max(ctx.slotMin, Math.ceil(OVERHEAD_MIN + mainMin));
  return { durationMin, coolDownMin: durationMin - WARM_UP_MIN - Math.ceil(mainMin) };
}

function easyRun(ctx: SessionContext): SessionContent {
  const minutes = ctx.slotMin;
  const { vamKmh } = ctx.run;
  const band = vamKmh ? paceBand(vamKmh, 65, 80) : undefined;
  const distanceM = band ? Math.round((minutes / ((band[0] + band[1]) / 2)) * 1000) : undefined;
  return {
    title: 'Rodagem leve (Z2)',
    what: `${minutes} min contínuos em ritmo confortável${distanceM ? ` (cerca de ${formatKm(distanceM)} km)` : ''}.`,
    volume: { durationMin: minutes, ...(distanceM ? { distanceM } : {}) },
    intensity: band
      ? { zone: 'Z2', paceMinPerKm: band, rpe: [3, 4], label: `Z2 — ${paceBandLabel(band)}` }
      : { zone: 'Z2', rpe: [3, 4], label: rpeLabel([3, 4], 'dá para conversar') },
    why: `Constrói a base aeróbia que sustenta ${raceOf(ctx).the}, com pouco desgaste: a maior parte do treino de corrida é leve.`,
  };
}

function vamIntervals(ctx: SessionContext): SessionContent {
  const reps = clamp(Math.floor((ctx.slotMin - OVERHEAD_MIN) / (2 * VAM_REP_MIN)), 2, MAX_VAM_REPS);
  const { durationMin, coolDownMin } = frame(ctx, reps * 2 * VAM_REP_MIN);
  const { vamKmh } = ctx.run;
  const band = vamKmh ? paceBand(vamKmh, 95, 100) : undefined;
  return {
    title: 'Intervalado na VAM',
    what: `${WARM_UP} ${reps} tiros de ${VAM_REP_MIN} min a 95–100% da VAM com ${VAM_REP_MIN} min de trote (50–60% da VAM). ${coolDown(coolDownMin)}`,
    volume: { durationMin, sets: reps },
    intensity: band
      ? { zone: 'Z4', paceMinPerKm: band, rpe: [8, 9], label: `Z4 — ${paceBandLabel(band)} nos tiros` }
      : { zone: 'Z4', rpe: [8, 9], label: rpeLabel([8, 9], 'forte, só palavras soltas') },
    why: `Tiros de metade do TLim (${TLIM_CENTER_MIN} min) na VAM acumulam tempo perto do VO2máx, o que mais melhora ${raceOf(ctx).of}.`,
  };
}

function thirtyThirty(ctx: SessionContext): SessionContent {
  const reps = clamp(ctx.slotMin - OVERHEAD_MIN, 15, 25);
  const { durationMin, coolDownMin } = frame(ctx, reps);
  const { vamKmh } = ctx.run;
  const band = vamKmh ? paceBand(vamKmh, 100, 100) : undefined;
  return {
    title: 'Intervalado 30/30',
    what: `${WARM_UP} ${reps} × (30 s a 100% da VAM + 30 s de trote a 50%). ${coolDown(coolDownMin)}`,
    volume: { durationMin, sets: reps },
    intensity: band
      ? { zone: 'Z5', paceMinPerKm: band, rpe: [8, 9], label: `Z5 — ${paceBandLabel(band)} nos tiros` }
      : { zone: 'Z5', rpe: [8, 9], label: rpeLabel([8, 9], 'forte nos tiros, trote solto entre eles') },
    why: 'O 30/30 de Billat mantém muito tempo perto do VO2máx com menos desgaste que tiros longos.',
  };
}

function racePace(ctx: SessionContext): SessionContent {
  const { targetS } = ctx.run;
  const split = targetS ? targetS / 6 : undefined;
  const pace = targetS ? targetS / 2.4 / 60 : undefined;
  const repMin = (split ?? 120) / 60 + 2;
  const reps = clamp(Math.floor((ctx.slotMin - OVERHEAD_MIN) / repMin), 3, 6);
  const { durationMin, coolDownMin } = frame(ctx, reps * repMin);
  return {
    title: 'Tiros no ritmo-alvo',
    what: `${WARM_UP} ${reps} × 400 m${split ? ` em ${formatMinutesSeconds(split)}` : ''} com 2 min de trote. ${coolDown(coolDownMin)}`,
    volume: { durationMin, sets: reps },
    intensity: pace
      ? {
          paceMinPerKm: [pace, pace],
          rpe: [7, 8],
          label: `Ritmo-alvo do 2400 m — ${paceBandLabel([pace, pace])}`,
        }
      : { rpe: [7, 8], label: rpeLabel([7, 8], 'o ritmo que você quer manter na prova') },
    why: 'Ensina o corpo e a cabeça o ritmo exato da nota que você quer (especificidade).',
  };
}

function tempoRun(ctx: SessionContext): SessionContent {
  const minutes = clamp(ctx.slotMin - OVERHEAD_MIN, 10, 25);
  const { durationMin, coolDownMin } = frame(ctx, minutes);
  const { vamKmh } = ctx.run;
  const pct = Math.round(LT2_FRACTION * 100);
  const band = vamKmh ? paceBand(vamKmh, pct, pct) : undefined;
  return {
    title: 'Ritmo de limiar (LT2)',
    what: `${WARM_UP} ${minutes} min contínuos a ${pct}% da VAM. ${coolDown(coolDownMin)}`,
    volume: { durationMin },
    intensity: band
      ? { zone: 'Z3', paceMinPerKm: band, rpe: [6, 7], label: `LT2 — ${paceBandLabel(band)}` }
      : { zone: 'Z3', rpe: [6, 7], label: rpeLabel([6, 7], 'forte e contínuo, só frases curtas') },
    why: 'Correr no limiar 2 eleva o ritmo que você sustenta sem acumular fadiga.',
  };
}

function timeTrial(ctx: SessionContext): SessionContent {
  const testMin = (ctx.run.currentS ?? 780) / 60;
  const { durationMin, coolDownMin } = frame(ctx, testMin);
  return {
    title: 'Teste de 2400 m',
    what: `${WARM_UP} 2400 m no máximo, como na prova; anote o tempo. ${coolDown(coolDownMin)}`,
    volume: { durationMin, distanceM: 2400 },
    intensity: { rpe: [9, 10], label: rpeLabel([9, 10], 'máximo, como no dia do TAF') },
    why: 'Mede o seu progresso, atualiza a VAM e as zonas e recalcula o plano.',
  };
}

export const RUN_BUILDERS: Partial<Record<SessionKind, (ctx: SessionContext) => SessionContent>> = {
  rodagem_z2: easyRun,
  intervalado_vam: vamIntervals,
  intervalado_30_30: thirtyThirty,
  ritmo_alvo_corrida: racePace,
  tempo_lt2: tempoRun,
  teste_2400: timeTrial,
};

import { formatMinutesSeconds } from '../format/duration';
import type { SessionKind } from './plan-types';
import { clamp, rpeLabel, type SessionContent, type SessionContext } from './session-context';

// Swim sessions (decision 036): technique and breathing drills, easy aerobic sets, and short
// repeats (25/50 m) at the target pace with short rests (race-pace practice), plus a timed test.
// Each fills the week's session minutes, estimated from the person's own swim pace.

/** Per 100 m when the person has no swim result yet (a slow, safe assumption for time estimates). */
const DEFAULT_PER_100_S = 150;
const WARM_UP_M = 200;
const COOL_DOWN_M = 100;

/** Current pace per 100 m, seconds. */
const currentPer100 = (ctx: SessionContext) =>
  ctx.swim.currentS ? (ctx.swim.currentS * 100) / ctx.swim.distanceM : DEFAULT_PER_100_S;

/** Seconds per 100 m of easy swimming with its pauses: 25 % slower than the current pace, plus 20 s. */
const easyPer100 = (ctx: SessionContext) => currentPer100(ctx) * 1.25 + 20;

/** Metres of easy swimming that fit in `minutes`. */
const easyMetres = (ctx: SessionContext, minutes: number) => (minutes * 60 * 100) / easyPer100(ctx);

/** Minutes of `metres` of easy swimming (at least the session's minutes). */
const minutesFor = (ctx: SessionContext, metres: number, extraS = 0) =>
  Math.max(ctx.slotMin, Math.ceil(((metres / 100) * easyPer100(ctx) + extraS) / 60));

function technique(ctx: SessionContext): SessionContent {
  const drills = clamp(Math.floor((easyMetres(ctx, ctx.slotMin) - WARM_UP_M - 200) / 25), 4, 16);
  const metres = WARM_UP_M + drills * 25 + 4 * 50;
  return {
    title: 'Técnica e respiração',
    what:
      `Aquecimento: ${WARM_UP_M} m soltos. Educativos: ${drills} × 25 m alternando pegada alongada (catch-up), ` +
      'pernada de lado com 6 batidas, e respiração bilateral a cada 3 braçadas soltando o ar dentro da água. ' +
      'Depois 4 × 50 m leves aplicando a técnica. Nunca prenda a respiração em séries de apneia.',
    volume: { durationMin: minutesFor(ctx, metres), distanceM: metres, sets: drills },
    intensity: { rpe: [3, 4], label: rpeLabel([3, 4], 'leve, foco na técnica') },
    why: 'Na natação a técnica rende mais que o condicionamento: menos arrasto e respiração sem pânico.',
  };
}

function aerobic(ctx: SessionContext): SessionContent {
  const blocks = clamp(Math.floor((easyMetres(ctx, ctx.slotMin) - WARM_UP_M - COOL_DOWN_M) / 100), 2, 12);
  const metres = WARM_UP_M + blocks * 100 + COOL_DOWN_M;
  return {
    title: 'Natação aeróbia',
    what: `Aquecimento: ${WARM_UP_M} m soltos. ${blocks} × 100 m em ritmo confortável com 20 s de pausa. ${COOL_DOWN_M} m soltos.`,
    volume: { durationMin: minutesFor(ctx, metres), distanceM: metres, sets: blocks },
    intensity: { rpe: [4, 5], label: rpeLabel([4, 5], 'confortável, respiração controlada') },
    why: 'Dá resistência para nadar a prova inteira sem quebrar o ritmo no fim.',
  };
}

function targetPace(ctx: SessionContext): SessionContent {
  const long = ctx.block !== 'base' && ctx.block !== 'construcao';
  const repM = long ? 50 : 25;
  const restS = long ? 30 : 20;
  const per100 = ctx.swim.targetS ? (ctx.swim.targetS * 100) / ctx.swim.distanceM : undefined;
  const repS = ((per100 ?? currentPer100(ctx)) * repM) / 100;
  const mainS = ctx.slotMin * 60 - ((WARM_UP_M + COOL_DOWN_M) / 100) * easyPer100(ctx);
  const reps = long
    ? clamp(Math.floor(mainS / (repS + restS)), 4, 10)
    : clamp(Math.floor(mainS / (repS + restS)), 8, 20);
  const metres = WARM_UP_M + COOL_DOWN_M + reps * repM;
  const extraS = reps * (repS + restS);
  return {
    title: `Tiros de ${repM} m no ritmo-alvo`,
    what:
      `Aquecimento: ${WARM_UP_M} m soltos com respiração bilateral. ${reps} × ${repM} m` +
      `${per100 ? ` em ${formatMinutesSeconds(repS)}` : ''} com ${restS} s de pausa; ` +
      `pare a série se errar o tempo duas vezes seguidas. ${COOL_DOWN_M} m soltos.`,
    volume: { durationMin: minutesFor(ctx, WARM_UP_M + COOL_DOWN_M, extraS), distanceM: metres, sets: reps },
    intensity: per100
      ? { swimPer100mS: per100, rpe: [7, 8], label: `Ritmo-alvo: ${formatMinutesSeconds(per100)} por 100 m` }
      : { rpe: [7, 8], label: rpeLabel([7, 8], 'o ritmo da prova') },
    why: 'Repetir trechos curtos no ritmo da nota que você quer ensina a sustentá-lo na prova.',
  };
}

function swimTest(ctx: SessionContext): SessionContent {
  const { distanceM } = ctx.swim;
  const metres = 300 + distanceM + COOL_DOWN_M;
  return {
    title: `Teste de ${distanceM} m`,
    what: `Aquecimento: 300 m soltos. ${distanceM} m no máximo, com saída como na prova; anote o tempo. ${COOL_DOWN_M} m soltos e, se sobrar tempo, educativos leves.`,
    volume: { durationMin: minutesFor(ctx, metres, 180), distanceM: metres },
    intensity: { rpe: [9, 10], label: rpeLabel([9, 10], 'máximo, como no dia do TAF') },
    why: 'Mede o seu progresso e recalcula o ritmo-alvo dos tiros.',
  };
}

export const SWIM_BUILDERS: Partial<Record<SessionKind, (ctx: SessionContext) => SessionContent>> = {
  tecnica_natacao: technique,
  aerobio_natacao: aerobic,
  ritmo_alvo_natacao: targetPace,
  teste_natacao: swimTest,
};

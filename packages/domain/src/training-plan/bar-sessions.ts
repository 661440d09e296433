import type { SessionKind } from './plan-types';
import { rpeLabel, type SessionContent, type SessionContext, scaled } from './session-context';

// Bar sessions keyed to the current max (decision 036): negatives and assisted work below 5 reps,
// grease-the-groove (sets of about half the max, never to failure), submaximal volume, weighted
// sets once the target is met (ACSM 2009: +2–10 % load), and chin-over-bar holds for the
// isometric edital (Oranchuk 2019: isometric gains are specific to the trained joint angle).

/** Below this many reps, negatives and assisted pulls come first. */
export const NEGATIVES_BELOW_REPS = 5;
/** Below this many seconds of hang, jump-ups with slow lowering come first. */
export const NEGATIVES_BELOW_HANG_S = 10;
/** Minutes per set (about 1 min of work and 2 min of rest) and of warm-up. */
const SET_MIN = 3;
const WARM_UP_MIN = 5;

const maxReps = (ctx: SessionContext) => Math.max(0, Math.floor(ctx.bar.current ?? 0));
const hangS = (ctx: SessionContext) => Math.max(0, Math.round(ctx.bar.current ?? 0));
const isTargetMet = (ctx: SessionContext) =>
  ctx.bar.current !== undefined && ctx.bar.target !== undefined && ctx.bar.current >= ctx.bar.target;

const WARM_UP =
  'Aquecimento: 5 min de mobilidade de ombros e 2 × 10 s de suspensão ativa (escápulas para baixo).';

/** The session fills the week's minutes: what the main set leaves goes to assistance work. */
function filled(ctx: SessionContext, content: SessionContent): SessionContent {
  const mainMin = content.volume.durationMin;
  if (mainMin >= ctx.slotMin) return content;
  const rest = ctx.slotMin - mainMin;
  return {
    ...content,
    what: `${content.what} Nos ${rest} min restantes, complementos: remada australiana e prancha, 3 séries de cada.`,
    volume: { ...content.volume, durationMin: ctx.slotMin },
  };
}

function negatives(ctx: SessionContext): SessionContent {
  const sets = scaled(4, ctx.factor, 3, 6);
  return {
    title: 'Barra: negativas e assistida',
    what:
      `${WARM_UP} ${sets} séries de 3 negativas: suba com impulso (salto ou banco) e desça devagar, em 3 a 5 s. ` +
      'Depois 3 × 8 de barra assistida (elástico ou remada australiana). Pausa de 2 min.',
    volume: { durationMin: WARM_UP_MIN + (sets + 3) * SET_MIN, sets, reps: 3, totalReps: sets * 3 },
    intensity: { rpe: [7, 8], label: rpeLabel([7, 8], 'difícil, sem perder o controle da descida') },
    why: 'A fase excêntrica (descida) gera mais força que a subida; é o caminho até as primeiras repetições.',
  };
}

function greaseTheGroove(ctx: SessionContext): SessionContent {
  const sets = scaled(5, ctx.factor, 4, 10);
  const reps = Math.max(1, Math.floor(maxReps(ctx) / 2));
  return {
    title: 'Barra ao longo do dia',
    what: `${sets} séries de ${reps} repetição(ões) espalhadas pelo dia, com pelo menos 15 min entre elas. Pare longe da falha.`,
    volume: { durationMin: sets, sets, reps, totalReps: sets * reps },
    intensity: { rpe: [5, 6], label: rpeLabel([5, 6], 'sempre sobrando repetições') },
    why: 'Praticar o movimento muitas vezes, sem cansar (grease the groove), aumenta as repetições máximas.',
  };
}

function submaxVolume(ctx: SessionContext): SessionContent {
  const max = maxReps(ctx);
  const specific = ctx.block !== 'base' && ctx.block !== 'construcao';
  const sets = ctx.block === 'polimento' ? 2 : scaled(4, ctx.factor, 3, 6);
  const reps = Math.max(1, max - 2);
  const what = specific
    ? `${WARM_UP} 1 série no máximo com a técnica da prova, depois ${sets} × ${reps} com 2 min de pausa.`
    : `${WARM_UP} ${sets} × ${reps} (2 a menos que o seu máximo) com 2 min de pausa.`;
  return {
    title: specific ? 'Barra: série máxima e volume' : 'Barra: volume submáximo',
    what,
    volume: {
      durationMin: WARM_UP_MIN + (sets + (specific ? 1 : 0)) * SET_MIN,
      sets,
      reps,
      totalReps: sets * reps + (specific ? max : 0),
    },
    intensity: { rpe: [7, 8], label: rpeLabel([7, 8], 'forte, sem falhar a técnica') },
    why: 'Séries perto do máximo, sem chegar à falha, somam volume de qualidade no padrão exato da prova.',
  };
}

function weighted(ctx: SessionContext): SessionContent {
  const sets = ctx.block === 'polimento' ? 2 : scaled(4, ctx.factor, 3, 5);
  return {
    title: 'Barra com carga',
    what: `${WARM_UP} ${sets} × 3 a 5 com 2,5 a 5 kg extras (colete ou cinto), pausa de 3 min. Se fizer 5 em todas, aumente a carga na próxima.`,
    volume: { durationMin: WARM_UP_MIN + sets * SET_MIN, sets, reps: 5, totalReps: sets * 5 },
    intensity: { rpe: [8, 9], label: rpeLabel([8, 9], 'pesado, 1 a 2 repetições sobrando') },
    why: 'Você já alcança a meta: a carga extra cria reserva de força para o dia do TAF.',
  };
}

function isometric(ctx: SessionContext): SessionContent {
  const hang = hangS(ctx);
  const sets = ctx.block === 'polimento' ? 3 : scaled(5, ctx.factor, 3, 8);
  if (hang < NEGATIVES_BELOW_HANG_S) {
    return {
      title: 'Barra: subida com impulso e descida lenta',
      what: `${WARM_UP} ${sets} vezes: suba com impulso até o queixo passar a barra, segure 5 s e desça devagar em 3 a 5 s. Pausa de 90 s.`,
      volume: { durationMin: WARM_UP_MIN + sets * 2, sets, holdSeconds: 5 },
      intensity: { rpe: [7, 8], label: rpeLabel([7, 8], 'difícil, com controle') },
      why: 'Segurar no topo e descer devagar treina a força exata do teste isométrico.',
    };
  }
  const met = isTargetMet(ctx);
  const specific = ctx.block !== 'base' && ctx.block !== 'construcao';
  const hold = Math.max(5, Math.round(hang * (specific ? 0.8 : 0.6)));
  const what = met
    ? `${WARM_UP} ${sets} × ${hold} s com o queixo acima da barra e 2,5 kg extras. Pausa de 2 min.`
    : specific
      ? `${WARM_UP} 1 sustentação máxima com o queixo acima da barra, depois ${sets} × ${hold} s. Pausa de 2 min.`
      : `${WARM_UP} ${sets} × ${hold} s com o queixo acima da barra (60% do seu máximo). Pausa de 90 s.`;
  return {
    title: met ? 'Barra isométrica com carga' : 'Barra isométrica',
    what,
    volume: { durationMin: WARM_UP_MIN + (sets + (specific ? 1 : 0)) * 2, sets, holdSeconds: hold },
    intensity: { rpe: [7, 8], label: rpeLabel([7, 8], 'forte, sem deixar o queixo cair') },
    why: 'O ganho de força isométrica é maior no ângulo treinado: segure na posição exata da prova.',
  };
}

function barTest(ctx: SessionContext): SessionContent {
  const isHang = ctx.bar.measure === 'seconds_hang';
  return {
    title: 'Teste de barra',
    what: `${WARM_UP} ${isHang ? 'Uma sustentação máxima' : 'Uma série máxima'} como na prova; anote o resultado.`,
    volume: { durationMin: WARM_UP_MIN + SET_MIN, sets: 1 },
    intensity: { rpe: [9, 10], label: rpeLabel([9, 10], 'máximo, como no dia do TAF') },
    why: 'Mede o seu progresso e ajusta as séries das próximas semanas.',
  };
}

const fill =
  (build: (ctx: SessionContext) => SessionContent) =>
  (ctx: SessionContext): SessionContent =>
    filled(ctx, build(ctx));

export const BAR_BUILDERS: Partial<Record<SessionKind, (ctx: SessionContext) => SessionContent>> = {
  barra_negativas: fill(negatives),
  barra_gtg: fill(greaseTheGroove),
  barra_volume: fill(submaxVolume),
  barra_lastrada: fill(weighted),
  isometria_barra: fill(isometric),
  teste_barra: fill(barTest),
};

/** The bar sessions of a week, keyed to the current max and the target. */
export function barKinds(ctx: SessionContext, count: number): SessionKind[] {
  if (ctx.bar.measure === 'seconds_hang') return Array.from({ length: count }, () => 'isometria_barra');
  const max = maxReps(ctx);
  const main: SessionKind =
    max < NEGATIVES_BELOW_REPS ? 'barra_negativas' : isTargetMet(ctx) ? 'barra_lastrada' : 'barra_volume';
  // Grease-the-groove needs at least one full repetition; before it, a second day of negatives.
  const second: SessionKind = max < 1 ? 'barra_negativas' : 'barra_gtg';
  return Array.from({ length: count }, (_, i) => (i === 0 ? main : second));
}

import { formatNumber } from '../format/number';
import type { SessionKind } from './plan-types';
import {
  type EventContext,
  fillSlot,
  isSpecificBlock,
  rpeLabel,
  type SessionContent,
  type SessionContext,
  scaled,
} from './session-context';
import { cite, SOURCES } from './session-sources';

// Flexão de braço and abdominal sessions (decision 047), keyed to the latest result and the exam's
// mark. Local muscular endurance: sets well short of the maximum with short rests (ACSM 2009:
// moderate loads, many repetitions, rests under 90 s); an easier variant while full repetitions
// are few, a harder one once the target is met (ACSM 2009: progress when the goal is exceeded);
// the test's own pace in the specific block.

/** Below this many repetitions of the exam's flexão, an easier variant and negatives come first. */
export const FLEXAO_PROGRESSION_BELOW = 8;
/** Minutes per set (under a minute of work, 60–90 s of rest) and of warm-up. */
const SET_MIN = 2;
const WARM_UP_MIN = 5;
/** Sets of about 60 % of the maximum: well short of failure, many repetitions. */
const SUBMAX_SHARE = 0.6;

const FLEXAO_WARM_UP =
  'Aquecimento: 5 min de mobilidade de ombros, punhos e quadril e 2 séries leves de flexão inclinada.';
const ABDOMINAL_WARM_UP =
  'Aquecimento: 5 min de mobilidade de quadril e coluna e 2 séries leves do abdominal da prova.';
const FLEXAO_COMPLEMENT = 'prancha (3 × 30 s) e remada australiana (3 × 10)';
const ABDOMINAL_COMPLEMENT = 'prancha lateral (3 × 20 s de cada lado) e ponte de glúteos (3 × 12)';

const flexaoOf = (ctx: SessionContext): EventContext =>
  ctx.exam?.flexao ?? { key: 'flexao_braco', label: 'Flexão de braço' };
const abdominalOf = (ctx: SessionContext): EventContext =>
  ctx.exam?.abdominal ?? { key: 'abdominal', label: 'Abdominal' };

const maxOf = (event: EventContext) => Math.max(0, Math.floor(event.current ?? 0));
const isMet = (event: EventContext) =>
  event.current !== undefined && event.target !== undefined && event.current >= event.target;
const submax = (event: EventContext, least: number) =>
  Math.max(least, Math.round(maxOf(event) * SUBMAX_SHARE));
const setsOf = (ctx: SessionContext) => (ctx.block === 'polimento' ? 2 : scaled(4, ctx.factor, 3, 6));

/** 'flexões' in the exam's variant: the women's knee push-up where the exam has it. */
const flexaoName = (event: EventContext) =>
  event.isKneeVariant ? 'flexões com os joelhos apoiados' : 'flexões';

function flexaoProgression(ctx: SessionContext): SessionContent {
  const event = flexaoOf(ctx);
  const sets = scaled(4, ctx.factor, 3, 6);
  const easier = event.isKneeVariant
    ? 'flexões inclinadas (mãos num banco ou degrau)'
    : 'flexões com os joelhos apoiados (ou inclinadas, mãos num banco)';
  return {
    title: 'Flexão: progressão',
    what:
      `${FLEXAO_WARM_UP} ${sets} séries de 8 a 12 ${easier}, pausa de 90 s. ` +
      'Depois 3 negativas: desça em 3 s na posição da prova e volte com os joelhos apoiados.',
    volume: { durationMin: WARM_UP_MIN + (sets + 1) * SET_MIN, sets, reps: 10, totalReps: sets * 10 + 3 },
    intensity: { rpe: [6, 8], label: rpeLabel([6, 8], 'as últimas custam, a técnica não cai') },
    why: `Uma versão mais fácil permite séries completas com boa técnica; subir a dificuldade aos poucos leva às ${flexaoName(event)} da prova.`,
    source: cite(SOURCES.acsm2009, SOURCES.nsca),
  };
}

function flexaoSeries(ctx: SessionContext): SessionContent {
  const event = flexaoOf(ctx);
  const specific = isSpecificBlock(ctx.block);
  const sets = setsOf(ctx);
  const reps = submax(event, 3);
  const name = flexaoName(event);
  const main = isMet(event)
    ? `${sets} × ${reps} numa variação mais difícil (pés num degrau ou 2 s parado embaixo), pausa de 60 a 90 s.`
    : `${sets} × ${reps} ${name} (60% do seu máximo), pausa de 60 a 90 s.`;
  const first = specific ? '1 série máxima como na prova (amplitude completa, ritmo constante), depois ' : '';
  return {
    title: specific ? 'Flexão: série máxima e volume' : 'Flexão: séries submáximas',
    what: `${FLEXAO_WARM_UP} ${first}${main}`,
    volume: {
      durationMin: WARM_UP_MIN + (sets + (specific ? 1 : 0)) * SET_MIN,
      sets,
      reps,
      totalReps: sets * reps + (specific ? maxOf(event) : 0),
    },
    intensity: { rpe: [6, 8], label: rpeLabel([6, 8], 'sempre sobrando 2 ou 3 repetições') },
    why: isMet(event)
      ? 'Você já alcança a meta: a variação mais difícil cria reserva para o dia do TAF.'
      : 'Séries abaixo do máximo, com pausas curtas, aumentam as repetições que você sustenta sem falhar a técnica.',
    source: SOURCES.acsm2009,
  };
}

function abdominalSeries(ctx: SessionContext): SessionContent {
  const event = abdominalOf(ctx);
  const specific = isSpecificBlock(ctx.block);
  const sets = setsOf(ctx);
  const reps = submax(event, 8);
  const window = event.timeWindowS;
  const goal = event.target ?? event.passMark;
  const paced =
    window && goal
      ? `1 série de ${formatNumber(window)} s no ritmo da meta: ${goal} repetições, uma a cada ${formatNumber(window / goal, { maxDecimals: 1 })} s. Depois `
      : '1 série máxima como na prova, depois ';
  return {
    title: specific ? 'Abdominal: ritmo da prova e volume' : 'Abdominal: séries submáximas',
    what: `${ABDOMINAL_WARM_UP} ${specific ? paced : ''}${sets} × ${reps} repetições do abdominal da prova, pausa de 60 s.`,
    volume: {
      durationMin: WARM_UP_MIN + (sets + (specific ? 1 : 0)) * SET_MIN,
      sets,
      reps,
      totalReps: sets * reps + (specific ? (goal ?? maxOf(event)) : 0),
    },
    intensity: { rpe: [6, 8], label: rpeLabel([6, 8], 'ritmo constante, sem pressa no fim') },
    why:
      specific && window
        ? 'Treinar o ritmo exato da prova evita começar rápido demais e travar antes do fim do tempo.'
        : 'Muitas repetições com pausas curtas aumentam a resistência do abdome para a série da prova.',
    source: SOURCES.acsm2009,
  };
}

function calisthenicsTest(event: EventContext, warmUp: string, title: string): SessionContent {
  const window = event.timeWindowS ? ` em ${formatNumber(event.timeWindowS)} s` : '';
  return {
    title,
    what: `${warmUp} Uma série máxima${window} como na prova (${event.label}); anote as repetições válidas.`,
    volume: { durationMin: WARM_UP_MIN + SET_MIN, sets: 1 },
    intensity: { rpe: [9, 10], label: rpeLabel([9, 10], 'máximo, como no dia do TAF') },
    why: 'Mede o seu progresso e ajusta as séries das próximas semanas.',
    source: SOURCES.acsm2009,
  };
}

export const CALISTHENICS_BUILDERS: Partial<Record<SessionKind, (ctx: SessionContext) => SessionContent>> = {
  flexao_progressao: (ctx) => fillSlot(ctx, flexaoProgression(ctx), FLEXAO_COMPLEMENT),
  flexao_series: (ctx) => fillSlot(ctx, flexaoSeries(ctx), FLEXAO_COMPLEMENT),
  flexao_teste: (ctx) =>
    fillSlot(ctx, calisthenicsTest(flexaoOf(ctx), FLEXAO_WARM_UP, 'Teste de flexão'), FLEXAO_COMPLEMENT),
  abdominal_series: (ctx) => fillSlot(ctx, abdominalSeries(ctx), ABDOMINAL_COMPLEMENT),
  abdominal_teste: (ctx) =>
    fillSlot(
      ctx,
      calisthenicsTest(abdominalOf(ctx), ABDOMINAL_WARM_UP, 'Teste de abdominal'),
      ABDOMINAL_COMPLEMENT,
    ),
};

/** The flexão sessions of a week: an easier variant below FLEXAO_PROGRESSION_BELOW, then sets. */
export function flexaoKinds(ctx: SessionContext, count: number): SessionKind[] {
  const kind: SessionKind =
    maxOf(flexaoOf(ctx)) < FLEXAO_PROGRESSION_BELOW ? 'flexao_progressao' : 'flexao_series';
  return Array.from({ length: count }, () => kind);
}

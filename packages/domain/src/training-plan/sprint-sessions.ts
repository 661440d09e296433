import { formatNumber } from '../format/number';
import type { SessionKind } from './plan-types';
import {
  clamp,
  type EventContext,
  rpeLabel,
  type SessionContent,
  type SessionContext,
  scaled,
} from './session-context';
import { cite, SOURCES } from './session-sources';

// Sprint (50/100 m) and shuttle-run sessions (decision 047): accelerations from the exam's start,
// flying sprints for top speed, full efforts over the event's distance, always with long rests so
// every repeat is fast (Haugen et al. 2019); the rest follows NSCA's work-to-rest ratio for
// maximal efforts of a few seconds, 1:12 to 1:20 (we use 1:20, at least 2 min). A test in test weeks.

export const SPRINT_WARM_UP_MIN = 15;
export const SPRINT_COOL_DOWN_MIN = 5;
const WARM_UP =
  'Aquecimento: 10 min de trote leve e mobilidade dinâmica; educativos (skipping alto e anfersen, 2 × 20 m de cada) e 3 acelerações progressivas de 40 m.';
/** m/s assumed for a sprint without a target time (a modest candidate's 50 m in about 7 s). */
const DEFAULT_SPEED_MPS = 7;
/** Rest = 20 × the effort (NSCA: 1:12 to 1:20 for 5–10 s maximal efforts), 2 to 8 minutes. */
const REST_RATIO = 20;

/** Whole minutes of rest after a maximal effort of `workS` seconds. */
export const restMinutesFor = (workS: number) => clamp(Math.ceil((workS * REST_RATIO) / 60), 2, 8);

const sprintOf = (ctx: SessionContext): EventContext =>
  ctx.exam?.sprint ?? { key: 'corrida_50m', label: 'Corrida de 50 metros', distanceM: 50 };
const distanceOf = (event: EventContext) => event.distanceM ?? 50;
const secondsText = (seconds: number) => `${formatNumber(seconds, { maxDecimals: 2 })} s`;

/** The session around `sets` efforts with `restMin` each: warm-up, efforts, cool-down filling the slot. */
function framed(ctx: SessionContext, sets: number, restMin: number) {
  const used = SPRINT_WARM_UP_MIN + sets * restMin;
  const coolDownMin = Math.max(SPRINT_COOL_DOWN_MIN, ctx.slotMin - used);
  return {
    durationMin: used + coolDownMin,
    coolDown: `Volta à calma: ${coolDownMin} min de trote leve e alongamento.`,
  };
}

const SPRINT_RPE = { rpe: [9, 10], label: rpeLabel([9, 10], 'máximo, com a técnica solta') } as const;

function accelerations(ctx: SessionContext): SessionContent {
  const event = sprintOf(ctx);
  const repM = distanceOf(event) > 50 ? 30 : 20;
  const sets = scaled(6, ctx.factor, 4, 10);
  const restMin = restMinutesFor(repM / DEFAULT_SPEED_MPS + 1);
  const { durationMin, coolDown } = framed(ctx, sets, restMin);
  return {
    title: 'Velocidade: acelerações',
    what: `${WARM_UP} ${sets} × ${repM} m com a saída da prova, forte do primeiro passo; volte caminhando, ${restMin} min entre elas. ${coolDown}`,
    volume: { durationMin, sets, repDistanceM: repM, restSeconds: restMin * 60 },
    intensity: { rpe: [8, 9], label: rpeLabel([8, 9], 'explosivo, corpo inclinado nos primeiros passos') },
    why: `Os primeiros metros pesam muito nos ${distanceOf(event)} m da prova: treinar a saída e a aceleração rende tempo logo no início.`,
    source: cite(SOURCES.haugen2019, SOURCES.nsca),
  };
}

function flyingSprints(ctx: SessionContext): SessionContent {
  const sets = scaled(4, ctx.factor, 3, 6);
  const restMin = restMinutesFor(20 / DEFAULT_SPEED_MPS + 4);
  const { durationMin, coolDown } = framed(ctx, sets, restMin);
  return {
    title: 'Velocidade: tiros lançados',
    what: `${WARM_UP} ${sets} × (20 m de embalo crescente + 20 m no máximo), ${restMin} min de pausa caminhando. ${coolDown}`,
    volume: { durationMin, sets, repDistanceM: 40, restSeconds: restMin * 60 },
    intensity: SPRINT_RPE,
    why: 'Correr no máximo já embalado treina a velocidade máxima, que sustenta o fim da prova.',
    source: cite(SOURCES.haugen2019, SOURCES.nsca),
  };
}

function fullSprints(ctx: SessionContext): SessionContent {
  const event = sprintOf(ctx);
  const distance = distanceOf(event);
  const sets = distance > 60 ? scaled(3, ctx.factor, 2, 4) : scaled(4, ctx.factor, 3, 6);
  const effortS = event.target ?? distance / DEFAULT_SPEED_MPS;
  const restMin = restMinutesFor(effortS);
  const { durationMin, coolDown } = framed(ctx, sets, restMin);
  const goal = event.target ? ` (meta: ${secondsText(event.target)})` : '';
  return {
    title: `Velocidade: tiros de ${distance} m`,
    what: `${WARM_UP} ${sets} × ${distance} m no máximo${goal}, com a saída da prova; ${restMin} min de pausa completa. ${coolDown}`,
    volume: { durationMin, sets, repDistanceM: distance, restSeconds: restMin * 60 },
    intensity: event.target
      ? { ...SPRINT_RPE, label: `Meta: ${distance} m em ${secondsText(event.target)}` }
      : SPRINT_RPE,
    why: 'A distância inteira da prova no máximo, com pausa longa para cada tiro sair rápido: é o treino mais específico.',
    source: cite(SOURCES.haugen2019, SOURCES.nsca),
  };
}

function sprintTest(ctx: SessionContext): SessionContent {
  const distance = distanceOf(sprintOf(ctx));
  const restMin = 5;
  const { durationMin, coolDown } = framed(ctx, 2, restMin);
  return {
    title: `Teste de ${distance} m`,
    what: `${WARM_UP} 2 tiros de ${distance} m cronometrados, como na prova, com ${restMin} min de pausa; vale o melhor, anote o tempo. ${coolDown}`,
    volume: { durationMin, sets: 2, repDistanceM: distance, restSeconds: restMin * 60 },
    intensity: { rpe: [9, 10], label: rpeLabel([9, 10], 'máximo, como no dia do TAF') },
    why: 'Mede o seu progresso e ajusta a meta dos próximos tiros.',
    source: SOURCES.nsca,
  };
}

const SHUTTLE_DRILLS =
  'Educativos: 4 × 10 m de deslocamento lateral e 4 mudanças de direção a 70%, baixando o quadril antes de virar e tocando a linha com a mão.';

function shuttleTraining(ctx: SessionContext): SessionContent {
  const sets = scaled(5, ctx.factor, 3, 8);
  const restMin = restMinutesFor(10);
  const { durationMin, coolDown } = framed(ctx, sets, restMin);
  return {
    title: 'Shuttle run: mudança de direção',
    what: `${WARM_UP} ${SHUTTLE_DRILLS} Depois ${sets} shuttle runs completos no máximo, como no edital, ${restMin} min de pausa. ${coolDown}`,
    volume: { durationMin, sets, restSeconds: restMin * 60 },
    intensity: SPRINT_RPE,
    why: 'No shuttle run o tempo se perde nas viradas: frear baixo e sair forte rende mais que correr mais rápido na reta.',
    source: SOURCES.nsca,
  };
}

function shuttleTest(ctx: SessionContext): SessionContent {
  const restMin = 5;
  const { durationMin, coolDown } = framed(ctx, 2, restMin);
  return {
    title: 'Teste de shuttle run',
    what: `${WARM_UP} 2 shuttle runs cronometrados, como no edital, ${restMin} min de pausa; vale o melhor, anote o tempo. ${coolDown}`,
    volume: { durationMin, sets: 2, restSeconds: restMin * 60 },
    intensity: { rpe: [9, 10], label: rpeLabel([9, 10], 'máximo, como no dia do TAF') },
    why: 'Mede o seu progresso e mostra se as viradas melhoraram.',
    source: SOURCES.nsca,
  };
}

export const SPRINT_BUILDERS: Partial<Record<SessionKind, (ctx: SessionContext) => SessionContent>> = {
  sprint_aceleracao: accelerations,
  sprint_lancado: flyingSprints,
  sprint_maximo: fullSprints,
  sprint_teste: sprintTest,
  shuttle_treino: shuttleTraining,
  shuttle_teste: shuttleTest,
};

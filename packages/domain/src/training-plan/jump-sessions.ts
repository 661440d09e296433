import { formatNumber } from '../format/number';
import type { PlanBlock, SessionKind } from './plan-types';
import {
  type EventContext,
  fillSlot,
  rpeLabel,
  type SessionContent,
  type SessionContext,
} from './session-context';
import { cite, SOURCES } from './session-sources';

// Impulsão horizontal and salto em altura sessions (decision 047): the event's technique, then
// plyometrics at a low volume — under NSCA's 80–100 foot contacts a session for beginners, fewer
// and harder in the specific block (maximal jumps as in the test), few in the taper; plyometric
// training improves jumping (Markovic 2007). The volume does not grow with the week's factor:
// what the slot leaves goes to bodyweight strength work. A test in test weeks.

const WARM_UP_MIN = 10;
const WARM_UP =
  'Aquecimento: 5 min de trote, mobilidade de tornozelo e quadril, 2 × 10 agachamentos e 2 × 10 polichinelos.';
const COMPLEMENT = 'agachamento e afundo com o peso do corpo, 3 × 10 de cada';
/** Minutes per set of jumps (a few seconds of work, 60–90 s of rest). */
const SET_MIN = 1.5;

interface JumpSet {
  sets: number;
  reps: number;
  what: string;
}

/** The plyometric sets of a block: fewer, harder contacts as the test nears. */
function plyometrics(block: PlanBlock, maximal: string): JumpSet[] {
  const hops = (sets: number): JumpSet => ({ sets, reps: 10, what: 'saltitos no lugar (tornozelos)' });
  const squatJumps = (sets: number, reps: number): JumpSet => ({
    sets,
    reps,
    what: 'agachamentos com salto',
  });
  switch (block) {
    case 'base':
      return [hops(3), squatJumps(3, 6), { sets: 3, reps: 4, what: 'saltos curtos a 70%' }];
    case 'construcao':
      return [hops(3), squatJumps(3, 8), { sets: 4, reps: 6, what: 'saltos alternados (passadas saltadas)' }];
    case 'polimento':
      return [{ sets: 4, reps: 1, what: maximal }, hops(2)];
    default:
      return [{ sets: 5, reps: 2, what: maximal }, squatJumps(3, 6), hops(3)];
  }
}

const contactsOf = (sets: readonly JumpSet[]) => sets.reduce((sum, s) => sum + s.sets * s.reps, 0);
const setsText = (sets: readonly JumpSet[]) => sets.map((s) => `${s.sets} × ${s.reps} ${s.what}`).join(', ');

function jumpTraining(
  ctx: SessionContext,
  options: { title: string; technique: string; maximal: string; why: string },
): SessionContent {
  const sets = plyometrics(ctx.block, options.maximal);
  const setCount = sets.reduce((sum, s) => sum + s.sets, 0);
  const contacts = contactsOf(sets);
  return fillSlot(
    ctx,
    {
      title: options.title,
      what:
        `${WARM_UP} ${options.technique} Pliometria (${contacts} saltos ao todo, 60 a 90 s entre as séries): ` +
        `${setsText(sets)}.`,
      volume: { durationMin: Math.ceil(WARM_UP_MIN + 5 + setCount * SET_MIN), sets: setCount },
      intensity: {
        rpe: [7, 9],
        label: rpeLabel([7, 9], 'cada salto rápido e alto; pare se a qualidade cair'),
      },
      why: options.why,
      source: cite(SOURCES.nsca, SOURCES.markovic2007),
    },
    COMPLEMENT,
  );
}

const impulsaoOf = (ctx: SessionContext): EventContext =>
  ctx.exam?.impulsao ?? { key: 'impulsao', label: 'Impulsão horizontal' };
const saltoOf = (ctx: SessionContext): EventContext =>
  ctx.exam?.salto_altura ?? { key: 'salto_altura', label: 'Salto em altura' };
const metresText = (cm: number) => `${formatNumber(cm / 100, { decimals: 2 })} m`;

function jumpTest(ctx: SessionContext, event: EventContext, how: string): SessionContent {
  const goal = event.target ? ` Meta: ${metresText(event.target)}.` : '';
  return fillSlot(
    ctx,
    {
      title: `Teste de ${event.label.toLowerCase()}`,
      what: `${WARM_UP} 4 saltos a 80%, depois ${how}; anote a melhor marca.${goal}`,
      volume: { durationMin: WARM_UP_MIN + 10, sets: 1 },
      intensity: { rpe: [9, 10], label: rpeLabel([9, 10], 'máximo, como no dia do TAF') },
      why: 'Mede o seu progresso e mostra se a técnica se mantém no salto máximo.',
      source: SOURCES.nsca,
    },
    COMPLEMENT,
  );
}

export const JUMP_BUILDERS: Partial<Record<SessionKind, (ctx: SessionContext) => SessionContent>> = {
  impulsao_treino: (ctx) =>
    jumpTraining(ctx, {
      title: 'Impulsão: técnica e pliometria',
      technique:
        'Técnica: 6 saltos a 80% com os pés paralelos, balançando os braços para trás e à frente, estendendo todo o quadril e aterrissando com os joelhos flexionados, sem cair para trás.',
      maximal: 'impulsões máximas como na prova',
      why: `A ${impulsaoOf(ctx).label.toLowerCase()} depende de força aplicada rápido: poucos saltos, de boa técnica, melhoram a marca sem desgaste.`,
    }),
  impulsao_teste: (ctx) =>
    jumpTest(
      ctx,
      impulsaoOf(ctx),
      '3 tentativas como na prova (pés paralelos, sem corrida), 2 min entre elas',
    ),
  salto_altura_treino: (ctx) =>
    jumpTraining(ctx, {
      title: 'Salto em altura: técnica e pliometria',
      technique:
        'Técnica: 6 saltos com 3 a 5 passos de corrida, impulsão numa perna e passagem em tesoura sobre um elástico baixo, como o edital permitir.',
      maximal: 'saltos com a técnica da prova em alturas crescentes',
      why: `No ${saltoOf(ctx).label.toLowerCase()} a impulsão numa perna e a passagem pesam tanto quanto a força: poucos saltos de qualidade treinam as duas.`,
    }),
  salto_altura_teste: (ctx) =>
    jumpTest(
      ctx,
      saltoOf(ctx),
      'alturas crescentes de 5 em 5 cm, até 3 falhas na mesma altura, como na prova',
    ),
};

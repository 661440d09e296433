import { entitlementsOf } from '@prontidao/domain/plans/entitlements';
import type { PlanCode } from '@prontidao/domain/plans/plan-codes';

/** One line of a plan card: what it gives, and whether this plan has it. */
export interface PlanFeature {
  text: string;
  included: boolean;
}

/** What every plan has (docs/decisions/031-plans.md): the simulator is free and unlimited. */
const EVERY_PLAN: PlanFeature[] = [
  { text: 'Simulador do TAF gratuito e ilimitado', included: true },
  { text: 'Registro de treinos, Strava, ranking e vínculo com treinador', included: true },
];

/** The lines of a plan card, in pt-BR, from what the plan unlocks (entitlementsOf). */
export function planFeatures(code: PlanCode): PlanFeature[] {
  const e = entitlementsOf(code);
  const analyses = e.technique_analyses_per_month;
  return [
    ...EVERY_PLAN,
    e.premium_contents
      ? { text: 'Os 3 conteúdos premium liberados, sem precisar de moedas', included: true }
      : { text: 'Conteúdos premium liberados ao juntar moedas', included: true },
    analyses === null
      ? { text: 'Análises de técnica na barra ilimitadas', included: true }
      : {
          text: `${analyses} ${analyses === 1 ? 'análise' : 'análises'} de técnica na barra por mês`,
          included: true,
        },
    { text: 'Plano de treino até o dia do TAF', included: e.training_plan },
  ];
}

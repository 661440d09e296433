import type { ProgressionBand, ProgressionSuggestion, TechniqueTheme } from './technique-types';

// What to do over the next sessions, keyed to the strict repetitions of the workout. Widely taught
// pull-up progressions (NSCA basics: technique first, 48 h between sessions for the same muscles,
// progressive overload; negatives and isometrics; "grease the groove"; tempo, pauses, then load).

export function progressionBand(repetitions: number): ProgressionBand {
  if (repetitions <= 2) return '0-2';
  if (repetitions <= 7) return '3-7';
  if (repetitions <= 12) return '8-12';
  return '13+';
}

const PLANS: Record<ProgressionBand, Omit<ProgressionSuggestion, 'band'>> = {
  '0-2': {
    title: 'Base: negativas e isometria',
    steps: [
      '2 a 3 sessões de barra por semana, com pelo menos um dia de descanso entre elas.',
      'Negativas: suba com ajuda (caixote ou pulo) até o queixo passar da barra e desça em 3–5 s; 3 a 5 séries de 3 a 5.',
      'Isometria: segure o queixo acima da barra por 10–20 s, e depois com os cotovelos a 90°; 3 a 4 vezes cada.',
      'Scapular pull-up (3 × 8) e suspensão na barra de 20–30 s para ombros e pegada.',
      'Remada australiana (barra baixa), 3 × 8–12, como reforço das costas.',
      'A cada 2 semanas, teste o máximo de repetições completas e sem balanço.',
    ],
  },
  '3-7': {
    title: 'Frequência: grease-the-groove e séries submáximas',
    steps: [
      'Grease-the-groove: várias séries curtas ao longo do dia, com cerca de metade do seu máximo (com máximo de 6, séries de 3), sempre completas e longe da falha.',
      'Em 2 a 3 sessões por semana: 4 a 6 séries submáximas, com 2–3 min de descanso entre elas.',
      'Termine a sessão com 2 ou 3 negativas de 3–5 s.',
      'A cada 2 semanas, teste o máximo de repetições completas e sem balanço.',
    ],
  },
  '8-12': {
    title: 'Volume e cadência',
    steps: [
      '2 a 3 sessões por semana, somando 25 a 40 repetições completas por sessão, em séries de 60–80% do seu máximo.',
      'Descida de 2–3 s e 1 s parado embaixo em todas as repetições.',
      'Uma vez por semana, repetições com 1–2 s de pausa com o queixo acima da barra.',
      'A cada 2 ou 3 semanas, teste o máximo em condição de prova: sem balanço e com extensão completa.',
    ],
  },
  '13+': {
    title: 'Lastro e pausas',
    steps: [
      'Uma sessão por semana com lastro leve (mochila ou cinto, começando com 2,5–5 kg): séries de 3 a 6 repetições completas.',
      'Repetições com pausas de 1–2 s no meio da subida e no topo, para fortalecer o ponto de travamento.',
      'Outra sessão de volume sem lastro, com descida controlada de 2–3 s.',
      'A cada 3 ou 4 semanas, simule o teste contando como o avaliador: só repetições completas.',
    ],
  },
};

/** The plan for the band of `repetitions`; what was found to correct comes first. */
export function progressionFor(
  repetitions: number,
  toCorrect: ReadonlySet<TechniqueTheme>,
): ProgressionSuggestion {
  const band = progressionBand(repetitions);
  const plan = PLANS[band];
  const first: string[] = [];
  if (toCorrect.has('dor')) {
    first.push(
      'Antes de progredir: treine só sem dor; se a dor persistir, volte à progressão depois da liberação de um profissional de saúde.',
    );
  }
  if (toCorrect.has('amplitude') || toCorrect.has('kipping')) {
    first.push(
      'Conte como o seu máximo só as repetições completas e sem balanço: é esse número que o avaliador vai contar.',
    );
  }
  return { band, title: plan.title, steps: [...first, ...plan.steps] };
}

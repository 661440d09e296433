import type { PremiumContentType } from '@prontidao/domain/rewards/reward-types';
import type { Env } from '../../env.js';

/** The three fixed premium contents of the spec; each address comes from the server's config. */
export interface PremiumItem {
  id: string;
  name: string;
  cost: number;
  type: PremiumContentType;
  description: string;
  urlFrom: (env: Env) => string | undefined;
}

export const PREMIUM_ITEMS: readonly PremiumItem[] = [
  {
    id: 'video-nutricao-taf',
    name: 'Vídeo: Nutrição para o TAF',
    cost: 500,
    type: 'video',
    description:
      'O que comer nas semanas de treino e no dia da prova: carboidrato para correr e nadar, proteína para a barra e hidratação sem exagero.',
    urlFrom: (env) => env.PREMIUM_NUTRITION_VIDEO_URL,
  },
  {
    id: 'guia-suplementacao',
    name: 'Guia de Suplementação',
    cost: 1500,
    type: 'pdf',
    description:
      'Cafeína, creatina e beta-alanina segundo as posições científicas (ISSN, COI): doses estudadas, riscos, contaminação e o que não vale o dinheiro.',
    urlFrom: (env) => env.PREMIUM_SUPPLEMENT_GUIDE_URL,
  },
  {
    id: 'dicas-dia-do-taf',
    name: 'Dicas para o dia do TAF',
    cost: 3000,
    type: 'conteudo',
    description:
      'Semana de polimento, sono, café da manhã, aquecimento para barra, corrida e natação e como dividir o ritmo dos 2400 m.',
    urlFrom: (env) => env.PREMIUM_TAF_DAY_TIPS_URL,
  },
];

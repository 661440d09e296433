import { formatPlainDate } from '@prontidao/domain/format/date';
import { formatNumber } from '@prontidao/domain/format/number';
import type { TurmaChallenge } from '@/lib/queries/turma-challenges';

// How a turma's challenge is written (pt-BR), on the trainer's page and on the student's profile.

export const CHALLENGE_METRIC_LABELS: Record<TurmaChallenge['metric'], string> = {
  treinos: 'Treinos feitos',
  pontos: 'Pontos (moedas)',
};

type ChallengeStatus = TurmaChallenge['status'];

const CHALLENGE_STATUS: Record<
  ChallengeStatus,
  { text: string; variant: 'secondary' | 'success' | 'outline' }
> = {
  em_breve: { text: 'Em breve', variant: 'secondary' },
  em_andamento: { text: 'Em andamento', variant: 'success' },
  encerrado: { text: 'Encerrado', variant: 'outline' },
};

/** The status badge: 'Em breve', 'Em andamento' or 'Encerrado'. */
export const challengeStatus = (status: ChallengeStatus) => CHALLENGE_STATUS[status];

/** '3 treinos', '1 treino', '1.250 moedas'. */
export function challengeScoreText(metric: TurmaChallenge['metric'], score: number): string {
  const noun = metric === 'treinos' ? 'treino' : 'moeda';
  return `${formatNumber(score)} ${score === 1 ? noun : `${noun}s`}`;
}

/** 'De 01/12/2026 a 31/12/2026'. */
export const challengeDatesText = (challenge: Pick<TurmaChallenge, 'starts_on' | 'ends_on'>) =>
  `De ${formatPlainDate(challenge.starts_on)} a ${formatPlainDate(challenge.ends_on)}`;

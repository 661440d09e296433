import { type TurmaJoinStatus, turmaJoinMessage } from '@prontidao/domain/turmas/turma-join-status';
import type { TurmaJoinAnswer, TurmaPreview } from './api/turma-join';

// Where the turma's join page stands: reading the link, offering it, joined, or why not.

export type TurmaFacts = Pick<TurmaPreview, 'turma_name' | 'trainer_name' | 'exam' | 'taf_date'>;

export type JoinPhase =
  | { kind: 'loading' }
  | { kind: 'offer'; turma: TurmaFacts }
  | { kind: 'joined'; turma: TurmaFacts }
  | { kind: 'refused'; status: Exclude<TurmaJoinStatus, 'valid' | 'joined'>; message: string }
  | { kind: 'failed' };

export const MISSING_LINK = 'Link de turma incompleto. Abra de novo o link que o treinador enviou.';

function refused(status: TurmaJoinStatus): JoinPhase {
  const message = turmaJoinMessage(status);
  return message && status !== 'valid' && status !== 'joined'
    ? { kind: 'refused', status, message }
    : { kind: 'failed' };
}

export function joinPhase(
  preview: { data?: TurmaPreview; isError: boolean },
  join: { data?: TurmaJoinAnswer; isError: boolean },
): JoinPhase {
  if (join.data)
    return join.data.status === 'joined' ? { kind: 'joined', turma: join.data } : refused(join.data.status);
  if (preview.isError) return { kind: 'failed' };
  if (!preview.data) return { kind: 'loading' };
  return preview.data.status === 'valid'
    ? { kind: 'offer', turma: preview.data }
    : refused(preview.data.status);
}

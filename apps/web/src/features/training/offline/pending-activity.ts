import type { InsertTrainingActivityInput } from '@prontidao/domain/training/activity-input';
import type { LogActivityResult } from '@prontidao/domain/training/activity-types';

// An activity saved on the device while the server could not be reached (docs/decisions/024).

/** What the training form gives `save`: the call's fields, without the key (the hook makes it). */
export type LogActivityInput = Omit<InsertTrainingActivityInput, 'p_client_key'>;

/** The call's input as it is sent, now or later: the key and the day are fixed when the person saves. */
export type QueuedActivityInput = LogActivityInput & { p_client_key: string; p_workout_date: string };

export interface PendingActivity {
  /** Idempotency key (crypto.randomUUID()) made when the person pressed save; sent with every try. */
  client_key: string;
  /** Whose activity it is: only that person's session sends or shows it. */
  user_id: string;
  input: QueuedActivityInput;
  /** ISO instant of the save; the queue is sent oldest first. */
  created_at: string;
  /** 'failed' once the server refused it (4xx): kept, with its message, until the person deletes it. */
  status: 'pending' | 'failed';
  error: { code: string; message: string } | null;
}

export type SaveOutcome =
  | { queued: false; result: LogActivityResult }
  | { queued: true; pending: PendingActivity };

/** What the page says when `save` resolves with `{ queued: true }`. */
export const QUEUED_TITLE = 'Sem conexão';
export const QUEUED_MESSAGE =
  'Sem conexão: treino salvo no aparelho e será enviado quando a internet voltar.';

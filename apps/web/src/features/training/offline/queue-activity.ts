import { APP_TIME_ZONE, calendarDate } from '@prontidao/domain/dates/time-zone';
import { InsertTrainingActivitySchema } from '@prontidao/domain/training/activity-input';
import { ApiError } from '@/lib/api-error';
import type { LogActivityInput, PendingActivity, QueuedActivityInput } from './pending-activity';
import { enqueuePending } from './pending-store';

/**
 * Fixes what must not change between the press of save and a later send: a new client key and the
 * workout's day (today in São Paulo when the form leaves it empty; sent tomorrow, it is still today's).
 */
export function withClientKey(input: LogActivityInput, now = new Date()): QueuedActivityInput {
  return {
    ...input,
    p_workout_date: input.p_workout_date ?? calendarDate(now, APP_TIME_ZONE),
    p_client_key: crypto.randomUUID(),
  };
}

/**
 * Stores the activity on the device. It is checked first by the same rules as the server's, so an
 * input the server would refuse is refused now (VALIDATION_FAILED, like the server's 400), not later.
 */
export async function queueActivity(userId: string, input: QueuedActivityInput): Promise<PendingActivity> {
  const checked = InsertTrainingActivitySchema.safeParse(input);
  if (!checked.success) {
    const issues = checked.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw new ApiError('VALIDATION_FAILED', issues[0]?.message ?? 'Dados inválidos.', 400, issues);
  }
  const item: PendingActivity = {
    client_key: input.p_client_key,
    user_id: userId,
    input,
    created_at: new Date().toISOString(),
    status: 'pending',
    error: null,
  };
  await enqueuePending(item);
  return item;
}

import type { PlannedSession } from '@prontidao/domain/training-plan/plan-types';
import type { PlanViewWeek } from '@/components/training-plan/plan-view';

/** 'YYYY-MM-DD' of a day of week `index` (1-based) of a plan whose first week starts Monday 2 March 2026. */
export const planDay = (index: number, offset: number) =>
  new Date(Date.UTC(2026, 2, 2 + (index - 1) * 7 + offset)).toISOString().slice(0, 10);

/** Week `index` as get_training_plan answers it (base block, open, not adjusted), with the test's sessions. */
export function planWeekOf(
  index: number,
  sessions: PlannedSession[],
  overrides: Partial<PlanViewWeek> = {},
): PlanViewWeek {
  return {
    index,
    start: planDay(index, 0),
    end: planDay(index, 6),
    block: 'base',
    volumeFactor: 1,
    isTestWeek: false,
    availableDays: 7,
    lastSessionDate: planDay(index, 6),
    sessions,
    loadMinutes: sessions.reduce((sum, session) => sum + session.volume.durationMin, 0),
    locked: false,
    adjustment: null,
    ...overrides,
  };
}

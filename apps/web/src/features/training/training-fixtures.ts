import type {
  LogActivityResult,
  TrainingActivity,
  TrainingActivityDetail,
} from '@prontidao/domain/training/activity-types';
import { EXAM_CATALOGUE } from '@/components/exam-search/exam-catalogue.fixture';
import { rpcHandler } from '@/testing/msw-server';

// Answers of the training calls for the page's web tests.

export function activity(overrides: Partial<TrainingActivity> = {}): TrainingActivity {
  return {
    id: 'a1',
    activity_type: 'RUN',
    source: 'manual',
    value_primary: 2400,
    value_secondary: 660,
    duration_minutes: 11,
    exercise: null,
    sets: null,
    workout_date: '2026-11-20',
    notes: null,
    average_heartrate: null,
    max_heartrate: null,
    average_cadence: null,
    has_route: false,
    coins: 6,
    editable: true,
    created_at: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

export const detail = (overrides: Partial<TrainingActivityDetail> = {}): TrainingActivityDetail => ({
  ...activity(),
  strava_map_summary_polyline: null,
  ...overrides,
});

export function logResult(overrides: Partial<LogActivityResult> = {}): LogActivityResult {
  return {
    activity: activity(),
    coins_earned: 1,
    bonus: 0,
    balance: 41,
    workouts: 4,
    promotion: null,
    duplicate: false,
    ...overrides,
  };
}

/** list_editais as the server answers it (the register panel offers the candidate's exam's events). */
export const serveCatalogue = () => rpcHandler('list_editais', () => EXAM_CATALOGUE);

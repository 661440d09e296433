import type { RecentActivity } from '../api/recent-activities';
import type { TrackerStatus } from '../api/tracker-status';

export const connectedStatus: TrackerStatus = {
  provider: 'strava',
  athlete_id: '987654',
  token_expires_at: '2026-11-23T12:00:00.000Z',
  is_connected: true,
  last_sync_at: '2026-11-22T21:15:00.000Z',
};

export const notConnectedStatus: TrackerStatus = {
  provider: 'strava',
  athlete_id: null,
  token_expires_at: null,
  is_connected: false,
  last_sync_at: null,
};

export const recentRun: RecentActivity = {
  id: 'a1',
  type: 'RUN',
  source: 'strava',
  start_date: '2026-11-22T09:30:00.000Z',
  distance_m: 5012.4,
  moving_time_s: 25 * 60 + 10,
  coins: 12,
};

export const recentSwim: RecentActivity = {
  id: 'a2',
  type: 'SWIM',
  source: 'file',
  start_date: '2026-11-20T22:00:00.000Z',
  distance_m: 1500,
  moving_time_s: 3600 + 5 * 60,
  coins: 30,
};

export const authorizeLink = {
  url: 'https://www.strava.com/oauth/authorize?client_id=12345&redirect_uri=https%3A%2F%2Fprontidao.app%2Fapi%2Fstrava%2Fcallback&response_type=code&approval_prompt=auto&scope=read%2Cactivity%3Aread_all&state=st-abc',
  client_id: '12345',
  redirect_uri: 'https://prontidao.app/api/strava/callback',
  scope: 'read,activity:read_all',
  stand_in: false,
};

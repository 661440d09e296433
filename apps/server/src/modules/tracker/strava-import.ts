import { importableType } from '../../integrations/strava/activity-type.js';
import type { StravaActivity } from '../../integrations/strava/strava-schemas.js';
import type { ImportedActivity } from './activity-import.service.js';

/**
 * A Strava activity as our import door takes it, or null when it is not imported (only runs and
 * swims are; a manual entry typed on Strava has no device data but is still the person's workout).
 * Strava's running cadence is per leg: steps per minute are twice it.
 */
export function fromStrava(activity: StravaActivity): ImportedActivity | null {
  const type = importableType(activity.sport_type);
  if (!type || activity.distance <= 0 || activity.moving_time <= 0) return null;
  const cadence = activity.average_cadence ?? null;
  return {
    source: 'strava',
    externalId: String(activity.id),
    contentHash: null,
    type,
    startTime: new Date(activity.start_date),
    distanceM: activity.distance,
    movingS: activity.moving_time,
    elapsedS: activity.elapsed_time,
    avgHeartRate: activity.average_heartrate ?? null,
    maxHeartRate: activity.max_heartrate ?? null,
    avgCadence: cadence === null ? null : type === 'RUN' ? cadence * 2 : cadence,
    polyline: activity.map?.summary_polyline || null,
    // Strava's summaries carry no distance stream: the time boards read device files (DECISIONS).
    best2400S: null,
    best100S: null,
    poolLengthM: null,
    lengths: null,
    device: activity.device_name ?? null,
  };
}

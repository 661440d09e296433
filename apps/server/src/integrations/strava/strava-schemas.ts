import { z } from 'zod';

// Strava's answers, reduced to the fields Prontidão uses (developers.strava.com/docs/reference).
// Unknown fields are dropped; a missing required field makes the answer unusable (StravaError
// 'server'). Optional numbers are absent (or null) when the device did not record them.

const optionalNumber = z.number().nullish();

export const StravaAthleteSchema = z.object({
  id: z.number().int().positive(),
  firstname: z.string().nullish(),
  lastname: z.string().nullish(),
});
export type StravaAthlete = z.infer<typeof StravaAthleteSchema>;

/** POST /oauth/token, grant_type=refresh_token. `expires_at` is in epoch seconds. */
export const StravaTokenSchema = z.object({
  token_type: z.string().optional(),
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_at: z.number().int(),
  expires_in: z.number().int().optional(),
});
export type StravaToken = z.infer<typeof StravaTokenSchema>;

/** POST /oauth/token, grant_type=authorization_code: the tokens and the summary athlete. */
export const StravaTokenExchangeSchema = StravaTokenSchema.extend({ athlete: StravaAthleteSchema });
export type StravaTokenExchange = z.infer<typeof StravaTokenExchangeSchema>;

/**
 * An activity (GET /athlete/activities items, GET /activities/{id}).
 * - `sport_type` falls back to the legacy `type` for old activities that lack it.
 * - `start_date` is UTC (ISO 8601); `start_date_local` is the wall-clock time where the activity
 *   happened, written with a misleading trailing `Z` — it is NOT UTC; `timezone` reads like
 *   "(GMT-03:00) America/Sao_Paulo".
 * - `distance` in metres, times in seconds, heart rate in bpm.
 * - `average_cadence` for runs is Strava's per-leg value (one foot): steps per minute are twice it.
 * - `map.summary_polyline` is Google's encoded polyline (precision 5); empty or absent without GPS.
 * - `device_name` only comes with the detailed representation (GET /activities/{id}).
 */
export const StravaActivitySchema = z
  .object({
    id: z.number().int().positive(),
    sport_type: z.string().min(1).optional(),
    type: z.string().min(1).optional(),
    name: z.string(),
    start_date: z.iso.datetime({ offset: true }),
    start_date_local: z.string(),
    timezone: z.string().nullish(),
    distance: z.number().nonnegative(),
    moving_time: z.number().int().nonnegative(),
    elapsed_time: z.number().int().nonnegative(),
    average_heartrate: optionalNumber,
    max_heartrate: optionalNumber,
    average_cadence: optionalNumber,
    map: z.object({ summary_polyline: z.string().nullish() }).nullish(),
    manual: z.boolean().optional().default(false),
    device_name: z.string().nullish(),
  })
  .refine((activity) => activity.sport_type !== undefined || activity.type !== undefined, {
    message: 'sport_type or type is required',
    path: ['sport_type'],
  })
  .transform(({ sport_type, type, ...rest }) => ({
    ...rest,
    sport_type: (sport_type ?? type) as string,
    type: type ?? (sport_type as string),
  }));
export type StravaActivity = z.infer<typeof StravaActivitySchema>;

export const StravaActivityListSchema = z.array(StravaActivitySchema);

/** POST /oauth/deauthorize answers with the access token it revoked. */
export const StravaDeauthorizationSchema = z.object({ access_token: z.string().optional() });

/** The body of a failure: `{ message, errors: [{ resource, field, code }] }`. */
export const StravaFaultBodySchema = z.object({
  message: z.string().optional(),
  errors: z
    .array(
      z.object({
        resource: z.string().optional(),
        field: z.string().optional(),
        code: z.string().optional(),
      }),
    )
    .optional(),
});

// What Strava sends to our redirect_uri (GET /api/strava/callback) once the person decided:
//   approved: ?state=…&code=…&scope=read,activity:read_all   (scope = what they actually granted)
//   denied:   ?state=…&error=access_denied
// Strava's consent page lets the person untick scopes, and the token exchange does not repeat
// which scopes were granted: the callback must read `scope` here and refuse (before exchanging
// the code) when activity access is missing. The `state` must be checked by the caller against the
// server-issued, single-use, user-bound state — this module does not know about users.

/** What Prontidão asks for: public profile plus every activity (private ones included). */
export const STRAVA_SCOPE = 'read,activity:read_all';

export type AuthorizationCallback =
  | { outcome: 'granted'; code: string; state: string; scopes: string[]; canReadActivities: boolean }
  | { outcome: 'denied'; state: string; error: string }
  | { outcome: 'invalid'; state: string };

/** Strava separates granted scopes with commas (spaces tolerated). */
export function parseScopes(scope: string | null | undefined): string[] {
  if (!scope) return [];
  return [...new Set(scope.split(/[\s,]+/).filter((part) => part.length > 0))];
}

/** Whether the granted scopes let us read activities: activity:read_all, or at least activity:read. */
export function canReadActivities(scopes: string[]): boolean {
  return scopes.includes('activity:read_all') || scopes.includes('activity:read');
}

/**
 * Sorts the callback's query into granted / denied / invalid. Usage in the route:
 *   const cb = parseAuthorizationCallback(c.req.query());
 *   check cb.state (server-issued, unused, this user's, not expired) whatever the outcome;
 *   'denied'  → tell the person they cancelled;
 *   'granted' but !cb.canReadActivities → refuse with a pt-BR message asking to allow activity
 *             access (do not exchange the code);
 *   'granted' → client.exchangeCode(cb.code).
 */
export function parseAuthorizationCallback(query: Record<string, string | undefined>): AuthorizationCallback {
  const state = query.state ?? '';
  if (query.error) return { outcome: 'denied', state, error: query.error };
  const code = query.code;
  if (!code) return { outcome: 'invalid', state };
  const scopes = parseScopes(query.scope);
  return { outcome: 'granted', code, state, scopes, canReadActivities: canReadActivities(scopes) };
}

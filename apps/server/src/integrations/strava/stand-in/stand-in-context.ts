import type { StandInRateLimiter } from './stand-in-rate-limit.js';
import type { StandInStore } from './stand-in-store.js';

/** What the stand-in's route groups share. */
export interface StandInContext {
  clientId: string;
  clientSecret: string;
  /** When set, redirect_uri must be on this host or a subdomain (Strava's "Authorization Callback Domain"). */
  callbackDomain?: string;
  now: () => Date;
  store: StandInStore;
  rateLimiter: StandInRateLimiter;
  /** A slow Strava (the control sets it): each API call waits `ms`; `waiting` are held now. */
  latency: { ms: number; waiting: number };
}

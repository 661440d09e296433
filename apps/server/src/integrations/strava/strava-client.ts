import type { z } from 'zod';
import { STRAVA_SCOPE } from './authorization-callback.js';
import { parseRateLimit, retryAfterSeconds } from './rate-limit.js';
import { StravaError, type StravaFault } from './strava-error.js';
import {
  type StravaActivity,
  StravaActivityListSchema,
  StravaActivitySchema,
  StravaDeauthorizationSchema,
  StravaFaultBodySchema,
  type StravaToken,
  type StravaTokenExchange,
  StravaTokenExchangeSchema,
  StravaTokenSchema,
} from './strava-schemas.js';

// A typed client for the parts of Strava's API v3 that Prontidão uses, built to Strava's documented
// contract (developers.strava.com/docs/authentication, /docs/reference, /docs/rate-limits). The base
// addresses come from config, so the same client talks to Strava, to the built-in stand-in, or to
// anything that speaks the contract. Every failure is a StravaError (see strava-error.ts).

export const STRAVA_OAUTH_URL = 'https://www.strava.com/oauth';
export const STRAVA_API_URL = 'https://www.strava.com/api/v3';

export interface StravaClientConfig {
  clientId: string;
  clientSecret: string;
  oauthUrl?: string;
  apiUrl?: string;
  fetch?: typeof fetch;
  /** Per request; Strava must answer webhooks' follow-up reads quickly. Default 10 s. */
  timeoutMs?: number;
  /** The clock used to work out rate-limit waits (tests). */
  now?: () => Date;
}

export interface AuthorizeUrlOptions {
  redirectUri: string;
  state: string;
  /** Default 'read,activity:read_all'. */
  scope?: string;
  /** 'auto' (default) skips the consent page for a person who already authorised us; 'force' always shows it. */
  approvalPrompt?: 'auto' | 'force';
}

export interface ListActivitiesOptions {
  /** Only activities that started after this instant (Date or epoch seconds). */
  after?: Date | number;
  /** Only activities that started before this instant (Date or epoch seconds). */
  before?: Date | number;
  /** 1-based. */
  page?: number;
  /** Strava's default is 30, its maximum 200. */
  perPage?: number;
}

export interface StravaClient {
  authorizeUrl(options: AuthorizeUrlOptions): string;
  exchangeCode(code: string): Promise<StravaTokenExchange>;
  refresh(refreshToken: string): Promise<StravaToken>;
  deauthorize(accessToken: string): Promise<void>;
  listActivities(accessToken: string, options?: ListActivitiesOptions): Promise<StravaActivity[]>;
  getActivity(accessToken: string, id: number): Promise<StravaActivity>;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');
const epochSeconds = (value: Date | number) =>
  String(typeof value === 'number' ? Math.floor(value) : Math.floor(value.getTime() / 1000));

async function readFaults(response: Response): Promise<{ message?: string; faults: StravaFault[] }> {
  try {
    const parsed = StravaFaultBodySchema.safeParse(await response.json());
    if (parsed.success) return { message: parsed.data.message, faults: parsed.data.errors ?? [] };
  } catch {
    // Not JSON: the status alone says what happened.
  }
  return { faults: [] };
}

/** How the client reaches Strava: the fetch, each request's deadline, and the clock for rate-limit waits. */
interface Transport {
  fetch: typeof fetch;
  timeoutMs: number;
  now: () => Date;
}

interface RequestParts {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Which of Strava's endpoints a request goes to: the OAuth ones read a 400 as a refused grant. */
type Area = 'oauth' | 'api';

/** Strava's answer, whatever its status; a 'network' StravaError when it does not come in time. */
async function send(transport: Transport, url: string, init: RequestParts): Promise<Response> {
  const doFetch = transport.fetch;
  try {
    return await doFetch(url, {
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(transport.timeoutMs),
    });
  } catch (cause) {
    throw new StravaError('network', `Strava unreachable: ${(cause as Error).message}`, { cause });
  }
}

/** The StravaError a refusal (a non-2xx answer) stands for, with Strava's message and faults. */
async function refusalOf(response: Response, area: Area, now: () => Date): Promise<StravaError> {
  const rateLimit = parseRateLimit(response.headers);
  const { message, faults } = await readFaults(response);
  const status = response.status;
  const details = { status, rateLimit, faults };
  const text = `Strava ${status}${message ? ` ${message}` : ''}`;
  if (status === 429) {
    return new StravaError('rate_limited', text, {
      ...details,
      retryAfterSeconds: retryAfterSeconds(rateLimit, now()),
    });
  }
  // On the OAuth endpoints a 400 means the grant (code, refresh token) or our credentials were
  // refused: for the caller that is the same as an unauthorised token.
  if (status === 401 || status === 403 || (area === 'oauth' && status === 400)) {
    return new StravaError('unauthorized', text, details);
  }
  if (status === 404) return new StravaError('not_found', text, details);
  return new StravaError('server', text, details);
}

/** The answer's body in the schema's shape; a 'server' StravaError when it is not JSON or not that shape. */
async function readBody<S extends z.ZodType>(response: Response, schema: S): Promise<z.infer<S>> {
  const rateLimit = parseRateLimit(response.headers);
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new StravaError('server', 'Strava answered with a body that is not JSON', { cause, rateLimit });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new StravaError('server', `Strava answered an unexpected shape: ${parsed.error.message}`, {
      status: response.status,
      rateLimit,
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/** One call to Strava: its body in the schema's shape, or the StravaError that says what went wrong. */
async function request<S extends z.ZodType>(
  transport: Transport,
  url: string,
  init: RequestParts,
  schema: S,
  area: Area,
): Promise<z.infer<S>> {
  const response = await send(transport, url, init);
  if (!response.ok) throw await refusalOf(response, area, transport.now);
  return readBody(response, schema);
}

const form = (fields: Record<string, string>): RequestParts => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

const bearer = (accessToken: string): RequestParts => ({
  headers: { Authorization: `Bearer ${accessToken}` },
});

/** GET /athlete/activities' query string ('' when no option is given, '?…' otherwise). */
function activitiesQuery(options: ListActivitiesOptions): string {
  const query = new URLSearchParams();
  if (options.after !== undefined) query.set('after', epochSeconds(options.after));
  if (options.before !== undefined) query.set('before', epochSeconds(options.before));
  if (options.page !== undefined) query.set('page', String(options.page));
  if (options.perPage !== undefined) query.set('per_page', String(options.perPage));
  return query.size > 0 ? `?${query.toString()}` : '';
}

export function createStravaClient(config: StravaClientConfig): StravaClient {
  const oauthUrl = trimSlash(config.oauthUrl ?? STRAVA_OAUTH_URL);
  const apiUrl = trimSlash(config.apiUrl ?? STRAVA_API_URL);
  const transport: Transport = {
    fetch: config.fetch ?? fetch,
    timeoutMs: config.timeoutMs ?? 10_000,
    now: config.now ?? (() => new Date()),
  };
  const credentials = { client_id: config.clientId, client_secret: config.clientSecret };
  // A form POSTed to an OAuth endpoint, and a GET of the API with the athlete's token.
  const oauth = <S extends z.ZodType>(path: string, fields: Record<string, string>, schema: S) =>
    request(transport, `${oauthUrl}${path}`, form(fields), schema, 'oauth');
  const api = <S extends z.ZodType>(path: string, accessToken: string, schema: S) =>
    request(transport, `${apiUrl}${path}`, bearer(accessToken), schema, 'api');

  return {
    authorizeUrl({ redirectUri, state, scope = STRAVA_SCOPE, approvalPrompt = 'auto' }) {
      const query = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        approval_prompt: approvalPrompt,
        scope,
        state,
      });
      return `${oauthUrl}/authorize?${query.toString()}`;
    },

    exchangeCode: (code) =>
      oauth('/token', { ...credentials, code, grant_type: 'authorization_code' }, StravaTokenExchangeSchema),

    refresh: (refreshToken) =>
      oauth(
        '/token',
        { ...credentials, refresh_token: refreshToken, grant_type: 'refresh_token' },
        StravaTokenSchema,
      ),

    async deauthorize(accessToken) {
      await oauth('/deauthorize', { access_token: accessToken }, StravaDeauthorizationSchema);
    },

    listActivities: (accessToken, options = {}) =>
      api(`/athlete/activities${activitiesQuery(options)}`, accessToken, StravaActivityListSchema),

    getActivity: (accessToken, id) =>
      api(`/activities/${encodeURIComponent(String(id))}`, accessToken, StravaActivitySchema),
  };
}

import { dirname, join } from 'node:path';
import type { Env } from '../../env.js';
import { createTokenCipher, type TokenCipher, tokenKey } from '../../lib/token-cipher.js';
import type { StravaStandIn } from './stand-in/create-strava-stand-in.js';
import { createStravaClient, type StravaClient } from './strava-client.js';

/** Where the stand-in is mounted, under the app's own address. */
export const STAND_IN_PREFIX = '/api/stand-in/strava';
const STAND_IN_CLIENT = { id: '424242', secret: 'stand-in-client-secret' };
/** The stand-in's webhook subscription (STRAVA_WEBHOOK_SUBSCRIPTION_ID overrides it). */
export const STAND_IN_SUBSCRIPTION_ID = 120_475;

/** Everything the Strava flow needs, built once at boot (bootstrap.ts) and handed to the tracker. */
export interface StravaSetup {
  client: StravaClient;
  cipher: TokenCipher;
  clientId: string;
  /** Our callback: `${APP_URL}/api/strava/callback`. */
  redirectUri: string;
  /** True when the built-in stand-in plays Strava (demo and tests). */
  standIn: boolean;
  /** Our webhook subscription: events of another are refused; null refuses every event. */
  webhookSubscriptionId: number | null;
}

export interface StravaWiring {
  setup: StravaSetup | null;
  /** The built-in Strava (demo and tests only), mounted by createApp. */
  standIn: StravaStandIn | null;
  /** Points the stand-in's webhook deliveries and the client's calls at the app in this process. */
  attach(app: { request: (input: string, init?: RequestInit) => Response | Promise<Response> }): void;
}

/**
 * Real Strava when STRAVA_CLIENT_ID/SECRET are set; otherwise, in the local demo and in tests, the
 * built-in stand-in, called in process (no network); otherwise (a deployment without Strava) no
 * tracker: its calls say it is not configured.
 * The stand-in is imported here, on the demo's path only: the production bundle's static graph never
 * reaches it (the build splits it into a chunk of its own; decision 042).
 */
export async function createStravaWiring(env: Env, authSecret: string): Promise<StravaWiring> {
  const cipher = createTokenCipher(tokenKey(env.TOKEN_ENCRYPTION_KEY, authSecret));
  const redirectUri = `${env.APP_URL}/api/strava/callback`;
  if (env.STRAVA_CLIENT_ID && env.STRAVA_CLIENT_SECRET) {
    const client = createStravaClient({
      clientId: env.STRAVA_CLIENT_ID,
      clientSecret: env.STRAVA_CLIENT_SECRET,
      oauthUrl: env.STRAVA_OAUTH_URL,
      apiUrl: env.STRAVA_API_URL,
    });
    return {
      setup: {
        client,
        cipher,
        clientId: env.STRAVA_CLIENT_ID,
        redirectUri,
        standIn: false,
        webhookSubscriptionId: env.STRAVA_WEBHOOK_SUBSCRIPTION_ID ?? null,
      },
      standIn: null,
      attach: () => {},
    };
  }
  if (env.MODE !== 'demo' && env.NODE_ENV !== 'test') return { setup: null, standIn: null, attach: () => {} };

  let inProcess: ((input: string, init?: RequestInit) => Response | Promise<Response>) | null = null;
  const viaApp: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (inProcess && url.startsWith(env.APP_URL)) return inProcess(url, init);
    return fetch(input, init);
  };
  const subscriptionId = env.STRAVA_WEBHOOK_SUBSCRIPTION_ID ?? STAND_IN_SUBSCRIPTION_ID;
  const { createStravaStandIn } = await import('./stand-in/create-strava-stand-in.js');
  const standIn = createStravaStandIn({
    clientId: STAND_IN_CLIENT.id,
    clientSecret: STAND_IN_CLIENT.secret,
    webhookCallbackUrl: `${env.APP_URL}/api/strava/webhook`,
    callbackDomain: new URL(env.APP_URL).hostname,
    subscriptionId,
    fetch: viaApp,
    ...(standInStateFile(env) ? { stateFile: standInStateFile(env) } : {}),
  });
  const base = `${env.APP_URL}${STAND_IN_PREFIX}`;
  const client = createStravaClient({
    clientId: STAND_IN_CLIENT.id,
    clientSecret: STAND_IN_CLIENT.secret,
    oauthUrl: `${base}/oauth`,
    apiUrl: `${base}/api/v3`,
    fetch: viaApp,
  });
  return {
    setup: {
      client,
      cipher,
      clientId: STAND_IN_CLIENT.id,
      redirectUri,
      standIn: true,
      webhookSubscriptionId: subscriptionId,
    },
    standIn,
    attach(app) {
      inProcess = (input, init) => app.request(input, init);
    },
  };
}

/**
 * Where the demo's stand-in keeps its state across restarts: beside the embedded database's folder,
 * as the demo's generated secret is (`.data/pglite` → `.data/strava-stand-in.json`), not inside
 * it (that folder is PostgreSQL's). Tests and a throw-away database (`memory://`) keep it in memory.
 */
export function standInStateFile(env: Env): string | undefined {
  if (env.NODE_ENV === 'test' || env.DATA_DIR.includes('://')) return undefined;
  return join(dirname(env.DATA_DIR), 'strava-stand-in.json');
}

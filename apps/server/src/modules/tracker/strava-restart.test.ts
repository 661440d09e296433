import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, withDatabase } from '../../testing/test-database.js';

// Issue 28 §3 and §4: the demo as `npm start` runs it (a real process, the Strava stand-in, mail
// in the outbox), stopped and started again. The stand-in keeps its athletes, grants and
// activities; an event acknowledged just before a SIGKILL is applied promptly after the restart.
const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));
const REPO = fileURLToPath(new URL('../../../../../', import.meta.url));
let PORT = 0;
let URL_ = '';
const PASSWORD = 'Treino#Forte2025';
const root = mkdtempSync(join(tmpdir(), 'prontidao-restart-'));
const serverUrl = process.env.TEST_POSTGRES_URL;
const database = `prontidao_rs_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

let server: ChildProcess | undefined;
let cookie = '';
let athleteId = 0;

function start(): Promise<void> {
  // node itself (not the tsx wrapper): a SIGKILL must reach the server, not leave it orphaned.
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(PORT),
      APP_URL: URL_,
      DATA_DIR: join(root, 'pglite'),
      ...(serverUrl ? { DATABASE_URL: withDatabase(serverUrl, database) } : {}),
      AUTH_SECRET: 'segredo-de-teste-do-reinicio-0123456789-abcdefgh',
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT_SCALE: '100',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server = child;
  return waitFor(
    async () => (await fetch(`${URL_}/api/health`)).ok,
    60_000,
    'the server never became healthy',
  );
}

function stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  const child = server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

async function waitFor(check: () => Promise<boolean>, ms: number, message: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(message);
}

/** A call from this machine, as the person's browser (with the session cookie) or the test. */
async function call(path: string, init: { body?: unknown; form?: URLSearchParams; cookie?: string } = {}) {
  const headers: Record<string, string> = { origin: URL_ };
  if (init.cookie) headers.cookie = init.cookie;
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = init.form.toString();
  } else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const res = await fetch(`${URL_}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body,
    redirect: 'manual',
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: test-only convenience, as http-client.ts reads JSON
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {}
  return {
    status: res.status,
    json,
    location: res.headers.get('location'),
    setCookie: res.headers.getSetCookie(),
  };
}

const rpc = (name: string, input: unknown = {}) => call(`/api/rpc/${name}`, { body: input, cookie });
const control = (path: string, body?: unknown) => call(`/api/stand-in/strava/control${path}`, { body });
/** Whether the person's recent Strava imports hold a run of this distance (m). */
const hasImported = async (distance: number): Promise<boolean> =>
  ((await rpc('get_recent_activities', { limit: 20 })).json?.data ?? []).some(
    (a: { distance_m: number }) => a.distance_m === distance,
  );

async function signUpAndConnect(): Promise<void> {
  const email = 'reinicio@exemplo.com';
  expect(
    (await call('/api/auth/sign-up/email', { body: { name: 'Teste', email, password: PASSWORD } })).status,
  ).toBe(200);
  let token = '';
  await waitFor(
    async () => {
      const mail = (await call(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json?.data?.[0];
      token =
        new URL(/https?:\/\/\S+/.exec(mail?.text_body ?? '')?.[0] ?? 'http://x').searchParams.get(
          'token_hash',
        ) ?? '';
      return token !== '';
    },
    15_000,
    'no confirmation mail',
  );
  expect((await call(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status).toBe(200);
  const signIn = await call('/api/auth/sign-in/email', { body: { email, password: PASSWORD } });
  cookie = signIn.setCookie.map((c) => c.split(';')[0]).join('; ');
  const link = new URL((await rpc('get_strava_authorize_link')).json.data.url).searchParams;
  const form = new URLSearchParams({
    client_id: link.get('client_id') ?? '',
    redirect_uri: link.get('redirect_uri') ?? '',
    state: link.get('state') ?? '',
    scope: link.get('scope') ?? '',
    decision: 'approve',
    granted_scope: 'activity:read_all',
  });
  const consent = await call('/api/stand-in/strava/oauth/authorize', { form });
  const callback = new URL(consent.location ?? '');
  const landing = await call(`${callback.pathname}${callback.search}`, { cookie });
  expect(landing.location).toBe('/integracoes?connected=strava');
  await waitFor(
    async () => (await rpc('get_oauth_connection_status')).json.data.last_sync_at !== null,
    30_000,
    'no backfill',
  );
  athleteId = Number((await rpc('get_oauth_connection_status')).json.data.athlete_id);
}

/** A port the system gives as free now. */
function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

beforeAll(async () => {
  PORT = await freePort();
  URL_ = `http://localhost:${PORT}`;
  if (serverUrl) await adminQuery(serverUrl, `create database ${database}`);
  await start();
  await signUpAndConnect();
}, 120_000);

afterAll(async () => {
  await stop('SIGTERM');
  if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${database} with (force)`);
  rmSync(root, { recursive: true, force: true });
});

/** Whether our database holds the event about this Strava activity, and whether it was applied. */
async function storedEvent(activityId: number): Promise<{ processed: boolean } | undefined> {
  const text = `select processed_at from webhook_events where object_id = $1`;
  if (serverUrl) {
    const client = new pg.Client({ connectionString: withDatabase(serverUrl, database) });
    await client.connect();
    try {
      const row = (await client.query(text, [String(activityId)])).rows[0];
      return row && { processed: row.processed_at !== null };
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(join(root, 'pglite'));
  try {
    const row = (await db.query<{ processed_at: Date | null }>(text, [String(activityId)])).rows[0];
    return row && { processed: row.processed_at !== null };
  } finally {
    await db.close();
  }
}

describe('the demo restarted', () => {
  it("keeps the stand-in's athletes, grants and activities (§4)", async () => {
    const before = (await control(`/athletes/${athleteId}/activities`)).json;
    expect(before.length).toBeGreaterThan(0);
    await stop('SIGTERM');
    await start();
    expect((await control(`/athletes/${athleteId}/activities`)).json).toEqual(before);
    // The grant from before the restart still opens the athlete's activities: a new one imports.
    const emitted = await control('/events', {
      kind: 'create',
      athlete_id: athleteId,
      activity: { sport_type: 'Run', distance: 3100, moving_time: 960 },
    });
    expect(emitted.json.deliveries[0].at(-1).status).toBe(200);
    await waitFor(
      async () => hasImported(3100),
      20_000,
      'the activity emitted after the restart was never imported',
    );
  }, 120_000);

  it('applies an event whose processing a SIGKILL cut short promptly after the restart (§3)', async () => {
    // Strava answers slowly: the drain job that applies the event is held inside its call to Strava.
    await control('/latency', { ms: 60_000 });
    const emitted = await control('/events', {
      kind: 'create',
      athlete_id: athleteId,
      activity: { sport_type: 'Run', distance: 4200, moving_time: 1300 },
    });
    expect(emitted.json.deliveries[0].at(-1).status).toBe(200);
    await waitFor(
      async () => (await control('/latency')).json.waiting > 0,
      30_000,
      'the drain job never reached Strava',
    );
    await stop('SIGKILL');
    const activityId = Number(emitted.json.event.object_id);
    // Acknowledged, not applied. (Read while the server is down: PGlite's folder has one process.)
    expect(await storedEvent(activityId)).toEqual({ processed: false });
    const restarted = Date.now();
    await start();
    // Without a drain at boot, the killed job stays 'active' for pg-boss's 15 minutes, and the
    // sweep asks again only for events over a minute old, on a one-minute cron.
    await waitFor(async () => hasImported(4200), 20_000, 'the acknowledged event waited for the sweep');
    expect(Date.now() - restarted).toBeLessThan(20_000);
  }, 120_000);
});

import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMercadoPagoStandIn,
  MERCADO_PAGO_STAND_IN_PREFIX,
  type MercadoPagoStandIn,
  STAND_IN_ACCESS_TOKEN,
  STAND_IN_WEBHOOK_SECRET,
} from './integrations/mercado-pago/stand-in/create-mercado-pago-stand-in.js';
import { withDatabase } from './testing/test-database.js';

/**
 * Two real server processes on one PostgreSQL, as behind a load balancer: started at the same
 * moment on an empty database. Runs in the PostgreSQL tier (TEST_POSTGRES_URL).
 */
const serverUrl = process.env.TEST_POSTGRES_URL;
const APP_URL = 'http://localhost:3999';
/** Set before the servers start (freePorts). */
let PORTS: readonly [number, number] = [0, 0];
const SECRET = 'segredo-de-teste-compartilhado-entre-processos-0123456789';
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

let dbName = '';
let databaseUrl = '';
const children: ChildProcess[] = [];
/** One Mercado Pago for both processes (issue 25), served by the test over HTTP. */
let standIn: MercadoPagoStandIn | null = null;
let closeStandIn: () => void = () => {};
/** Each process's answer to each notice delivered to it: [port, HTTP status]. */
const deliveries: [number, number][] = [];

/**
 * Mercado Pago's notices reach both processes at once (a retry landing on the other instance while
 * the first is still applying it): each is POSTed to the two, same body and signature.
 */
const toBothProcesses: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const [first, ...others] = await Promise.all(
    PORTS.map((port) => {
      url.port = String(port);
      return fetch(url.toString(), init).then((response) => {
        deliveries.push([port, response.status]);
        return response;
      });
    }),
  );
  for (const other of others) await other.body?.cancel();
  if (!first) throw new Error('no process');
  return first;
};

async function admin(text: string, values: unknown[] = [], url = serverUrl ?? '') {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Ports the system gives as free now, all held at once so they differ: test runs never collide. */
async function freePorts(count: number): Promise<number[]> {
  const probes = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    probes.map(
      (probe) =>
        new Promise<number>((resolve, reject) => {
          probe.once('error', reject);
          probe.listen(0, '127.0.0.1', () => {
            const address = probe.address();
            if (typeof address === 'object' && address) resolve(address.port);
            else reject(new Error(`no port: ${address}`));
          });
        }),
    ),
  );
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

async function waitHealthy(port: number) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server on ${port} never became healthy`);
}

function call(port: number, path: string, body?: unknown, cookie = '') {
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { origin: APP_URL, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Signs up on the first process, confirms and signs in on the second: the session's cookie. */
async function signUpAcross(email: string): Promise<string> {
  const password = 'Treino#Forte2025';
  expect((await call(PORTS[0], '/api/auth/sign-up/email', { name: 'Dois', email, password })).status).toBe(
    200,
  );
  let link = '';
  for (let i = 0; i < 100 && !link; i++) {
    const rows = await admin('select text_body from mail_outbox where to_address = $1', [email], databaseUrl);
    link = /https?:\/\/\S+/.exec(rows[0]?.text_body ?? '')?.[0] ?? '';
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const token = new URL(link).searchParams.get('token_hash') ?? '';
  expect((await call(PORTS[1], `/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status).toBe(
    200,
  );
  const signIn = await call(PORTS[1], '/api/auth/sign-in/email', { email, password });
  expect(signIn.status).toBe(200);
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    dbName = `prontidao_mp_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await admin(`create database ${dbName}`);
    databaseUrl = withDatabase(serverUrl ?? '', dbName);
    const [first = 0, second = 0, payments = 0] = await freePorts(3);
    PORTS = [first, second];
    standIn = createMercadoPagoStandIn({
      appUrl: `http://127.0.0.1:${payments}`,
      webhookUrl: `http://127.0.0.1:${first}/api/payments/webhook`,
      fetch: toBothProcesses,
    });
    const server = serve({
      fetch: new Hono().route(MERCADO_PAGO_STAND_IN_PREFIX, standIn.routes).fetch,
      port: payments,
      hostname: '127.0.0.1',
    });
    closeStandIn = () => server.close();
    for (const port of PORTS) {
      const child = spawn(TSX, [MAIN], {
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          APP_URL,
          AUTH_SECRET: SECRET,
          NODE_ENV: 'test',
          SEED_DEMO: 'true',
          LOG_LEVEL: 'error',
          MERCADO_PAGO_ACCESS_TOKEN: STAND_IN_ACCESS_TOKEN,
          MERCADO_PAGO_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
          MERCADO_PAGO_API_URL: standIn.apiUrl,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
    }
    await Promise.all(PORTS.map(waitHealthy));
  }, 120_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    closeStandIn();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await admin(`drop database if exists ${dbName} with (force)`);
  });

  it('migrated and seeded once, though both started together on an empty database', async () => {
    const migrations = await admin(
      'select name, count(*)::int as n from app_migrations group by name',
      [],
      databaseUrl,
    );
    expect(migrations.length).toBeGreaterThan(5);
    expect(migrations.every((m) => m.n === 1)).toBe(true);
    const demo = await admin(
      `select count(*)::int as n from "user" where email = 'demo@prontidao.app'`,
      [],
      databaseUrl,
    );
    expect(demo[0].n).toBe(1);
  });

  it('a session made on one process works on the other; each mail job runs once', async () => {
    const email = `dois.processos.${Date.now()}@exemplo.com`;
    const cookie = await signUpAcross(email);
    const context = await (await call(PORTS[0], '/api/rpc/get_auth_context', {}, cookie)).json();
    expect(context.data.user.email).toBe(email);
    // Both processes polled the queue the whole time: still exactly one mail.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const mails = await admin(
      'select count(*)::int as n from mail_outbox where to_address = $1',
      [email],
      databaseUrl,
    );
    expect(mails[0].n).toBe(1);
    // Sign-out on one process ends the session on the other at once.
    expect((await call(PORTS[0], '/api/auth/sign-out', {}, cookie)).status).toBe(200);
    const after = await (await call(PORTS[1], '/api/rpc/get_auth_context', {}, cookie)).json();
    expect(after.data).toBeNull();
  });

  it('rate limits are counted across processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 122; i++) {
      const res = await call(PORTS[i % 2] ?? PORTS[0], '/api/rpc/validate_password_strength', {
        password: 'abc',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(120)).toEqual([429, 429]);
  });

  it('a payment notice received by both processes at once grants the plan once (issue 25)', async () => {
    const cookie = await signUpAcross(`dois.processos.pagamento.${Date.now()}@exemplo.com`);
    const checkout = await (
      await call(PORTS[0], '/api/rpc/create_checkout', { plano_code: 'AVAN_MENSAL' }, cookie)
    ).json();
    const paymentId = checkout.data.payment_id as string;
    const paid = await fetch(`${checkout.data.checkout_url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'method=card',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const provider = [...(standIn?.payments.values() ?? [])].find((p) => p.external_reference === paymentId);
    if (!provider) throw new Error('the stand-in made no payment');
    // Mercado Pago retries: five more deliveries, each to both processes at once.
    await Promise.all(Array.from({ length: 5 }, () => standIn?.redeliver(provider.id)));

    // Six notices, each answered by both processes (200: one applied it, the other found it done).
    expect(deliveries.filter(([port]) => port === PORTS[0])).toHaveLength(6);
    expect(deliveries.filter(([port]) => port === PORTS[1])).toHaveLength(6);
    expect(deliveries.every(([, status]) => status === 200)).toBe(true);
    const notices = await admin(
      'select outcome from payment_notices where payment_id = $1',
      [paymentId],
      databaseUrl,
    );
    expect(notices).toEqual([{ outcome: 'aplicado' }]);
    const plan = (await (await call(PORTS[1], '/api/rpc/get_plano_atual', {}, cookie)).json()).data;
    expect(plan).toMatchObject({ plano_code: 'AVAN_MENSAL', subscription: { status: 'ativa' } });
    const days = (Date.parse(plan.until) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
  });

  it('the due reminders run on both processes at once: one notification (issue 26)', async () => {
    const cookie = await signUpAcross(`dois.processos.lembrete.${Date.now()}@exemplo.com`);
    // Tomorrow in São Paulo: the processes' own 5-minute runs (today) cannot create that day's rows.
    const day = (offset: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
        new Date(Date.now() + offset * 86_400_000),
      );
    const tomorrow = day(1);
    const taf = day(31);
    const profile = await call(
      PORTS[0],
      '/api/rpc/update_perfil_completo',
      {
        p_nome: 'Dois Processos',
        p_nickname: `doisproc${Date.now() % 100_000}`,
        p_sexo: 'M',
        p_peso_kg: 75,
        p_altura_cm: 178,
        p_taf_dt: taf,
        p_cargo_code: 'SOLDADO',
      },
      cookie,
    );
    expect(profile.status).toBe(200);
    const at = encodeURIComponent(`${tomorrow}T10:00:00-03:00`);
    const runs = await Promise.all(
      [...PORTS, ...PORTS].map((port) => call(port, `/api/dev/jobs/notifications?at=${at}`, {})),
    );
    expect(runs.map((run) => run.status)).toEqual([200, 200, 200, 200]);
    const created = await Promise.all(runs.map(async (run) => (await run.json()).data.created as number));
    // Every reminder due that day (the seeded demo's people's too) was created by one run only.
    const rows = await admin(
      'select count(*)::int as n from notifications where day = $1',
      [tomorrow],
      databaseUrl,
    );
    expect(created.reduce((sum, n) => sum + n, 0)).toBe(rows[0].n);
    const inbox = (await (await call(PORTS[1], '/api/rpc/get_notifications', {}, cookie)).json()).data;
    expect(inbox).toMatchObject({ unread: 1, items: [{ title: 'Faltam 30 dias para o seu TAF' }] });
  });
});

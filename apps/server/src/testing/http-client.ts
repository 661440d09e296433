import type { Hono } from 'hono';
import type { Db } from '../db/database.js';
import { APP_URL } from './test-app.js';

// Tests read response bodies loosely, as a person reading the JSON would.
// biome-ignore lint/suspicious/noExplicitAny: test-only convenience
type Json = Record<string, any>;

let ipCounter = 1;

/** A browser-like client of the app: keeps cookies, sends our Origin, has its own address. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  readonly ip = `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

  /** A loopback client is a browser on the server's own machine: no proxy header, socket 127.0.0.1. */
  constructor(
    private readonly app: Hono,
    private readonly options: { loopback?: boolean } = {},
  ) {}

  async request(
    path: string,
    init: { method?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = {
      origin: APP_URL,
      ...(this.options.loopback ? {} : { 'x-forwarded-for': this.ip }),
      ...(this.cookies.size ? cookieHeader(this) : {}),
      ...(init.body !== undefined || init.rawBody !== undefined
        ? { 'content-type': 'application/json' }
        : {}),
      ...init.headers,
    };
    const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
    const remoteAddress = this.options.loopback ? '127.0.0.1' : '203.0.113.7';
    const response = await this.app.request(
      `${APP_URL}${path}`,
      { method: init.method ?? (body ? 'POST' : 'GET'), headers, body },
      { incoming: { socket: { remoteAddress } } },
    );
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      const value = rest.join('=');
      if (!name) continue;
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json: json as Json };
  }

  post(path: string, body?: unknown) {
    return this.request(path, { method: 'POST', body: body ?? {} });
  }

  rpc(name: string, input?: unknown) {
    return this.post(`/api/rpc/${name}`, input ?? {});
  }
}

/** The Cookie header of this client's browser (none without one), for a raw app.request. */
export const cookieHeader = (client: TestClient | null): Record<string, string> =>
  client ? { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {};

/**
 * The newest mail to an address in the outbox, and the link in it. Mail is delivered by a
 * background job, so it waits for it (10 s at most), and for one whose link is of `type` if given.
 */
export async function lastMail(db: Db, to: string, type?: 'signup' | 'recovery') {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const mail = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', to.toLowerCase())
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const url = mail && new URL(/https?:\/\/\S+/.exec(mail.text_body)?.[0] ?? 'http://sem-link');
    if (mail && url && (!type || url.searchParams.get('type') === type)) {
      return {
        mail,
        url,
        token: url.searchParams.get('token_hash') ?? '',
        type: url.searchParams.get('type'),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${type ?? ''} mail to ${to}`);
}

export const STRONG_PASSWORD = 'Treino#Forte2025';

export async function signUpConfirmed(app: Hono, db: Db, email: string, password = STRONG_PASSWORD) {
  const client = new TestClient(app);
  const signUp = await client.post('/api/auth/sign-up/email', { name: 'Teste', email, password });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signUp.json)}`);
  const { token } = await lastMail(db, email);
  // Opening the confirmation link signs the person in (one session, as in the browser).
  const verified = await client.request(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.json)}`);
  if (!client.cookies.has('prontidao.session_token'))
    throw new Error('the confirmation link signed nobody in');
  return client;
}

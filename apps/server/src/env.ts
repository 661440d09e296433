import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The only file that reads process.env. Parsed once at boot; a bad value stops the server
// with a message that names the variable.
const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public address of the app, used in e-mail links and as the trusted origin. */
  APP_URL: z.url().optional(),
  /** PostgreSQL server; without it the embedded PGlite database is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres://')
    .optional(),
  /** PGlite data directory, or 'memory://' for a throw-away database. */
  DATA_DIR: z.string().default(fileURLToPath(new URL('../../../.data/pglite', import.meta.url))),
  /** Secret for session cookies and tokens: 32+ characters in production. */
  AUTH_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  /** smtp://user:pass@host:port or smtps://…; without it mail goes to the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Prontidão <nao-responda@prontidao.app>'),
  /** Read the client address from X-Forwarded-For (only behind a proxy that sets it). */
  TRUST_PROXY: booleanFlag,
  /** Seed the demo accounts and content at start (demo mode only; on by default there). */
  SEED_DEMO: booleanFlag,
  /** The demo admin's password (demo mode only; without it one is generated and logged once). */
  DEMO_ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  /** Directory with the built web app to serve. */
  WEB_DIST: z.string().default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
  /** Multiplies every auth rate limit (sign-in 5/min, sign-up 10/min, resend 3/min…); tests raise it. */
  AUTH_RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

/**
 * 'demo': a machine's own copy (`npm start` on a fresh clone): APP_URL on localhost and not
 * NODE_ENV=production. Demo data, the mail outbox and a generated local secret exist only here.
 * 'deployment': anything else; it refuses to boot without a real AUTH_SECRET and SMTP.
 */
export type Mode = 'demo' | 'deployment';

export type Env = Omit<z.infer<typeof EnvSchema>, 'SEED_DEMO'> & {
  APP_URL: string;
  MODE: Mode;
  /** Whether to seed the demo accounts (never outside demo mode). */
  SEED_DEMO: boolean;
};

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLocalUrl(url: string): boolean {
  return LOOPBACK_HOSTS.has(new URL(url).hostname);
}

/** A secret that was ever published (the old built-in development default) is never accepted. */
const PUBLISHED_SECRETS = new Set(['dev-only-secret-change-me-in-production-0123456789']);

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const APP_URL = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const MODE: Mode = env.NODE_ENV !== 'production' && isLocalUrl(APP_URL) ? 'demo' : 'deployment';
  const problems: string[] = [];
  if (env.AUTH_SECRET && PUBLISHED_SECRETS.has(env.AUTH_SECRET)) {
    problems.push('AUTH_SECRET: este segredo é público; gere outro (openssl rand -base64 48)');
  }
  if (MODE === 'deployment') {
    const why = env.NODE_ENV === 'production' ? 'em produção' : `fora da máquina local (APP_URL ${APP_URL})`;
    if (!env.AUTH_SECRET) problems.push(`AUTH_SECRET: obrigatório ${why} (32+ caracteres)`);
    // The outbox shows every mail (reset links included): only on the demo machine.
    if (!env.SMTP_URL)
      problems.push(`SMTP_URL: obrigatório ${why} (a caixa de saída é só para a demonstração local)`);
    if (env.SEED_DEMO) problems.push(`SEED_DEMO: contas de demonstração só existem na demonstração local`);
  }
  if (problems.length > 0) throw new Error(`Configuração inválida:\n  ${problems.join('\n  ')}`);
  return { ...env, APP_URL, MODE, SEED_DEMO: MODE === 'demo' && (env.SEED_DEMO ?? true) };
}

export function readEnv(): Env {
  return parseEnv(process.env);
}

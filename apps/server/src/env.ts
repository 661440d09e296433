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
  /** Seed the demo accounts and content at start. */
  SEED_DEMO: booleanFlag,
  /** Directory with the built web app to serve. */
  WEB_DIST: z.string().default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
  /** Multiplies every auth rate limit (sign-in 5/min, sign-up 10/min, resend 3/min…); tests raise it. */
  AUTH_RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Env = z.infer<typeof EnvSchema> & { APP_URL: string; AUTH_SECRET: string };

const DEV_SECRET = 'dev-only-secret-change-me-in-production-0123456789';

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    throw new Error('Configuração inválida:\n  AUTH_SECRET: obrigatório em produção (32+ caracteres)');
  }
  if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
    // The dev outbox shows every mail (reset links included): never in production.
    throw new Error(
      'Configuração inválida:\n  SMTP_URL: obrigatório em produção (a caixa de saída é só para desenvolvimento)',
    );
  }
  return {
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    AUTH_SECRET: env.AUTH_SECRET ?? DEV_SECRET,
  };
}

export function readEnv(): Env {
  return parseEnv(process.env);
}

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
  /** Multiplies every auth rate limit (sign-in failures per account, sign-up 10/min, resend 3/min…); tests raise it. */
  AUTH_RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  /** Offer '+800 Moedas (Teste)' (on in the local demo, off by default in a deployment). */
  COIN_TEST_GRANT: booleanFlag,
  /** The official TAF regulation (edital) shown on /recompensas under 'Conteúdos Livres'. */
  OFFICIAL_REGULATION_URL: z.url().optional(),
  /** Purchase links of the paid plans (payment provider); an unset one shows 'Em breve'. */
  PLAN_COMUM_URL: z.url().optional(),
  PLAN_AVAN_MENSAL_URL: z.url().optional(),
  PLAN_AVAN_SEMESTRE_URL: z.url().optional(),
  /** The premium nutrition-and-training consultation (a messaging-app link, e.g. https://wa.me/…). */
  CONSULT_URL: z.url().optional(),
  /** Who answers for personal data (LGPD): shown on /privacidade. */
  PRIVACY_CONTACT_EMAIL: z.email().default('privacidade@prontidao.app'),
  PRIVACY_OPERATOR_NAME: z.string().min(2).max(200).default('Prontidão'),
  /** A CREF registry service (POST { cref, uf } → { valido, nome, status }); unset: admins verify. */
  CREF_VERIFIER_URL: z.url().optional(),
  /** Addresses of the three premium contents; an item without one says it is being prepared. */
  PREMIUM_NUTRITION_VIDEO_URL: z.url().optional(),
  PREMIUM_SUPPLEMENT_GUIDE_URL: z.url().optional(),
  PREMIUM_TAF_DAY_TIPS_URL: z.url().optional(),
  /** Strava API application; without both, the demo runs the built-in stand-in provider. */
  STRAVA_CLIENT_ID: z.string().regex(/^\d+$/, 'deve ser o número do aplicativo no Strava').optional(),
  STRAVA_CLIENT_SECRET: z.string().min(10).optional(),
  /** The token Strava echoes when our webhook subscription is validated. */
  STRAVA_WEBHOOK_VERIFY_TOKEN: z.string().min(8).optional(),
  /** Our webhook subscription's id (Strava's answer when it was created): events of any other are refused. */
  STRAVA_WEBHOOK_SUBSCRIPTION_ID: z.coerce.number().int().positive().optional(),
  STRAVA_OAUTH_URL: z.url().default('https://www.strava.com/oauth'),
  STRAVA_API_URL: z.url().default('https://www.strava.com/api/v3'),
  // Payments (issue 25, decision 051): Mercado Pago's access token and webhook secret; without them
  // the local demo and tests run the built-in stand-in, a deployment says 'Em breve'.
  MERCADO_PAGO_ACCESS_TOKEN: z.string().min(10).optional(),
  MERCADO_PAGO_WEBHOOK_SECRET: z.string().min(8).optional(),
  MERCADO_PAGO_API_URL: z.url().default('https://api.mercadopago.com'),
  // Web Push (issue 26, decision 053): the VAPID key pair (base64url, as web-push generates it) and
  // a contact (mailto: or https:). Required in a deployment; the local demo makes and keeps its own.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,90}$/, 'deve ser a chave pública VAPID em base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,45}$/, 'deve ser a chave privada VAPID em base64url')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'deve ser mailto:endereço ou https://…')
    .optional(),
  /** 32 bytes in base64 sealing provider tokens; without it, derived from AUTH_SECRET. */
  TOKEN_ENCRYPTION_KEY: z
    .string()
    .refine(
      (v) => Buffer.from(v, 'base64').length === 32,
      'deve ter 32 bytes em base64 (openssl rand -base64 32)',
    )
    .optional(),
  /** Activity sources that count on public boards (DECISIONS 'Rankings'): manual, file, strava. */
  RANKING_SOURCES: z
    .string()
    .default('manual,file')
    .transform((v) =>
      v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['manual', 'file', 'strava'], { error: 'use manual, file e/ou strava' }))),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

/**
 * 'demo': a machine's own copy (`npm start` on a fresh clone): APP_URL on localhost and not
 * NODE_ENV=production. Demo data, the mail outbox and a generated local secret exist only here.
 * 'deployment': anything else; it refuses to boot without a real AUTH_SECRET and SMTP.
 */
export type Mode = 'demo' | 'deployment';

export type Env = Omit<z.infer<typeof EnvSchema>, 'SEED_DEMO' | 'COIN_TEST_GRANT'> & {
  APP_URL: string;
  MODE: Mode;
  COIN_TEST_GRANT: boolean;
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
    if (env.STRAVA_CLIENT_ID && !env.TOKEN_ENCRYPTION_KEY)
      problems.push(
        `TOKEN_ENCRYPTION_KEY: obrigatório ${why} com o Strava configurado (openssl rand -base64 32)`,
      );
    if (env.SEED_DEMO) problems.push(`SEED_DEMO: contas de demonstração só existem na demonstração local`);
    if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY || !env.VAPID_SUBJECT)
      problems.push(
        `VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY e VAPID_SUBJECT: obrigatórios ${why} (npx web-push generate-vapid-keys)`,
      );
  }
  if (Boolean(env.MERCADO_PAGO_ACCESS_TOKEN) !== Boolean(env.MERCADO_PAGO_WEBHOOK_SECRET)) {
    problems.push('MERCADO_PAGO_ACCESS_TOKEN e MERCADO_PAGO_WEBHOOK_SECRET: defina os dois, ou nenhum');
  }
  if (Boolean(env.STRAVA_CLIENT_ID) !== Boolean(env.STRAVA_CLIENT_SECRET)) {
    problems.push('STRAVA_CLIENT_ID e STRAVA_CLIENT_SECRET: defina os dois, ou nenhum');
  }
  if (problems.length > 0) throw new Error(`Configuração inválida:\n  ${problems.join('\n  ')}`);
  return {
    ...env,
    APP_URL,
    MODE,
    SEED_DEMO: MODE === 'demo' && (env.SEED_DEMO ?? true),
    COIN_TEST_GRANT: env.COIN_TEST_GRANT ?? MODE === 'demo',
  };
}

export function readEnv(): Env {
  return parseEnv(process.env);
}

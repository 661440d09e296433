import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.js';
import { passwordHashingFor } from './lib/password-hashing.js';

/** A VAPID key pair for these tests only (a deployment needs its own). */
const VAPID = {
  VAPID_PUBLIC_KEY: 'BPiMSwnmXhp0vQ62hWMyFZxXBjsIzCch-4R2IPCFQ5wL1r6sShX3LYrJDlT7sq4Bk2UAkGZmt8kb6PvsAQh8QAQ',
  VAPID_PRIVATE_KEY: 'b99kYsg3fzfO0vf-e43tl2WYL887YhI-R2A6LsWfNEM',
  VAPID_SUBJECT: 'mailto:operacao@prontidao.app',
};

describe('parseEnv', () => {
  it('has working defaults for a fresh machine', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      APP_URL: 'http://localhost:3000',
      NODE_ENV: 'development',
      AUTH_RATE_LIMIT_SCALE: 1,
    });
    expect(env.DATA_DIR).toMatch(/\.data\/pglite$/);
    expect(env.MODE).toBe('demo');
    expect(env.SEED_DEMO).toBe(true);
    // No built-in secret: the local demo generates its own (lib/local-secret.ts).
    expect(env.AUTH_SECRET).toBeUndefined();
  });

  it('a server reachable from elsewhere is a deployment: real secret and SMTP, never demo data', () => {
    const remote = { APP_URL: 'https://prontidao.exemplo.com.br' };
    expect(() => parseEnv(remote)).toThrowError(/AUTH_SECRET: obrigatório fora da máquina local/);
    expect(() => parseEnv({ ...remote, AUTH_SECRET: 's'.repeat(40) })).toThrowError(/SMTP_URL: obrigatório/);
    const ok = { ...remote, AUTH_SECRET: 's'.repeat(40), SMTP_URL: 'smtp://mail:587', ...VAPID };
    expect(parseEnv(ok)).toMatchObject({ MODE: 'deployment', SEED_DEMO: false });
    // The test runs' cheap password hash (decision 057) never off the local machine.
    expect(passwordHashingFor(parseEnv({ ...ok, NODE_ENV: 'test' }))).toBe('standard');
    // Web Push (issue 26): a deployment refuses to boot without its VAPID keys.
    const { VAPID_SUBJECT: _subject, ...noSubject } = ok;
    expect(() => parseEnv(noSubject)).toThrowError(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY e VAPID_SUBJECT: obrigatórios/,
    );
    expect(() => parseEnv({ ...ok, VAPID_PUBLIC_KEY: 'curta' })).toThrowError(/chave pública VAPID/);
    expect(() => parseEnv({ ...ok, SEED_DEMO: 'true' })).toThrowError(/SEED_DEMO/);
    expect(parseEnv({ APP_URL: 'http://127.0.0.1:3000' }).MODE).toBe('demo');
    expect(
      parseEnv({
        NODE_ENV: 'production',
        APP_URL: 'http://localhost:3000',
        AUTH_SECRET: 's'.repeat(40),
        SMTP_URL: 'smtp://m:25',
        ...VAPID,
      }).MODE,
    ).toBe('deployment');
  });

  it('refuses the development secret that was once published', () => {
    expect(() =>
      parseEnv({ AUTH_SECRET: 'dev-only-secret-change-me-in-production-0123456789' }),
    ).toThrowError(/AUTH_SECRET: este segredo é público/);
  });

  it('fails fast naming each bad variable', () => {
    expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' })).toThrowError(
      /PORT[\s\S]*DATABASE_URL: deve começar com postgres:\/\/[\s\S]*SMTP_URL: deve começar com smtp:\/\//,
    );
  });

  it('requires a real secret in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrowError(/AUTH_SECRET: obrigatório em produção/);
    expect(() => parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'curto' })).toThrowError(
      /AUTH_SECRET: deve ter pelo menos 32/,
    );
    expect(() => parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) })).toThrowError(
      /SMTP_URL: obrigatório em produção/,
    );
    const env = parseEnv({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail:587',
      ...VAPID,
    });
    expect(env.AUTH_SECRET).toBe('x'.repeat(40));
  });

  it('derives APP_URL from PORT and ignores empty values', () => {
    expect(parseEnv({ PORT: '4000', SMTP_URL: '' }).APP_URL).toBe('http://localhost:4000');
    const real = { AUTH_SECRET: 's'.repeat(40), SMTP_URL: 'smtp://mail:587', ...VAPID };
    expect(parseEnv({ ...real, APP_URL: 'https://prontidao.app/' }).APP_URL).toBe('https://prontidao.app');
  });

  it('the coin test grant is on in the demo only, unless configured', () => {
    expect(parseEnv({}).COIN_TEST_GRANT).toBe(true);
    const deployment = {
      APP_URL: 'https://p.exemplo.com.br',
      AUTH_SECRET: 's'.repeat(40),
      SMTP_URL: 'smtp://m:587',
      ...VAPID,
    };
    expect(parseEnv(deployment).COIN_TEST_GRANT).toBe(false);
    expect(parseEnv({ ...deployment, COIN_TEST_GRANT: 'true' }).COIN_TEST_GRANT).toBe(true);
  });

  it('Strava needs both credentials, and a sealing key in a deployment', () => {
    expect(() => parseEnv({ STRAVA_CLIENT_ID: '12345' })).toThrowError(/defina os dois/);
    const deployment = {
      APP_URL: 'https://p.exemplo.com.br',
      AUTH_SECRET: 's'.repeat(40),
      SMTP_URL: 'smtp://m:587',
      ...VAPID,
    };
    const strava = { STRAVA_CLIENT_ID: '12345', STRAVA_CLIENT_SECRET: 'segredo-do-app-strava' };
    expect(() => parseEnv({ ...deployment, ...strava })).toThrowError(/TOKEN_ENCRYPTION_KEY: obrigatório/);
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(parseEnv({ ...deployment, ...strava, TOKEN_ENCRYPTION_KEY: key }).STRAVA_API_URL).toBe(
      'https://www.strava.com/api/v3',
    );
    expect(() => parseEnv({ TOKEN_ENCRYPTION_KEY: 'curta' })).toThrowError(/32 bytes/);
  });

  it('ranking sources default to manual and file and refuse unknown ones', () => {
    expect(parseEnv({}).RANKING_SOURCES).toEqual(['manual', 'file']);
    expect(parseEnv({ RANKING_SOURCES: 'manual, file ,strava' }).RANKING_SOURCES).toEqual([
      'manual',
      'file',
      'strava',
    ]);
    expect(() => parseEnv({ RANKING_SOURCES: 'manual,garmin' })).toThrowError(/RANKING_SOURCES/);
  });
});

import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.js';

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
    expect(env.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
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
    });
    expect(env.AUTH_SECRET).toBe('x'.repeat(40));
  });

  it('derives APP_URL from PORT and ignores empty values', () => {
    expect(parseEnv({ PORT: '4000', SMTP_URL: '' }).APP_URL).toBe('http://localhost:4000');
    expect(parseEnv({ APP_URL: 'https://prontidao.app/' }).APP_URL).toBe('https://prontidao.app');
  });
});

import { describe, expect, it } from 'vitest';
import { createCrefVerifier, httpCrefVerifier, offlineCrefVerifier } from './cref-verifier.js';

/** A registry answering like the one an operator would plug in (a fetch of ours, not of the verifier). */
function registry(answer: unknown, status = 200) {
  const calls: { url: string; body: unknown }[] = [];
  const fetcher = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetcher, calls };
}

describe('verify-cref', () => {
  it('offline: the format was checked, the registry was not', async () => {
    expect(createCrefVerifier(undefined)).toBe(offlineCrefVerifier);
    expect(await offlineCrefVerifier.verify('012345-G/DF', 'DF')).toEqual({
      valido: false,
      nome: null,
      status: 'nao_verificado',
    });
  });

  it('a registry service: posts the CREF and reads its answer', async () => {
    const { fetcher, calls } = registry({ valido: true, nome: 'Carlos Souza', status: 'ativo' });
    const verifier = httpCrefVerifier('https://registro.example/verify', fetcher);
    expect(verifier.online).toBe(true);
    expect(await verifier.verify('012345-G/DF', 'DF')).toEqual({
      valido: true,
      nome: 'Carlos Souza',
      status: 'ativo',
    });
    expect(calls).toEqual([
      { url: 'https://registro.example/verify', body: { cref: '012345-G/DF', uf: 'DF' } },
    ]);
  });

  it('an answer without status gets one from valido; a failing or odd registry throws', async () => {
    const missing = httpCrefVerifier('https://r.example', registry({ valido: false }).fetcher);
    expect(await missing.verify('012345-G/DF', 'DF')).toEqual({
      valido: false,
      nome: null,
      status: 'nao_encontrado',
    });
    await expect(
      httpCrefVerifier('https://r.example', registry({}, 500).fetcher).verify('1', 'DF'),
    ).rejects.toThrow('HTTP 500');
    await expect(
      httpCrefVerifier('https://r.example', registry({ valido: 'sim' }).fetcher).verify('1', 'DF'),
    ).rejects.toThrow();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { authContext } from '@/testing/auth-context';
import { rpcHandler, server } from '@/testing/msw-server';
import { ApiError } from './api-error';
import { rpc } from './rpc';

const answer = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

afterEach(() => {
  delete window.__prontidaoFirstAnswers;
  delete window.__prontidaoCallsMade;
});

describe('answers a page shell asked for before the app ran (app/first-data.js)', () => {
  it('serve the first use of their call only; later uses ask the server', async () => {
    const early = authContext({ nickname: 'Cedo' });
    let served = 0;
    server.use(
      rpcHandler('get_auth_context', () => {
        served += 1;
        return authContext({ nickname: 'Depois' });
      }),
    );
    window.__prontidaoFirstAnswers = { get_auth_context: answer({ data: early }) };
    expect((await rpc('get_auth_context'))?.nickname).toBe('Cedo');
    expect(served).toBe(0);
    expect((await rpc('get_auth_context'))?.nickname).toBe('Depois');
    expect(served).toBe(1);
  });

  it('read an error answer as the API error it is', async () => {
    window.__prontidaoFirstAnswers = {
      get_auth_context: answer({ error: { code: 'UNAUTHENTICATED', message: 'Entre de novo.' } }, 401),
    };
    const error = await rpc('get_auth_context').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', status: 401, message: 'Entre de novo.' });
  });

  it('a call that failed to leave is asked again', async () => {
    server.use(rpcHandler('get_auth_context', () => authContext({ nickname: 'Rede' })));
    window.__prontidaoFirstAnswers = { get_auth_context: Promise.resolve(null) };
    expect((await rpc('get_auth_context'))?.nickname).toBe('Rede');
  });

  it('an answer that arrives after the app made the call itself is dropped, not served later', async () => {
    let served = 0;
    server.use(
      rpcHandler('get_auth_context', () => {
        served += 1;
        return authContext({ nickname: `Servidor${served}` });
      }),
    );
    // The app ran first (the shell's async script came later) and asked the server.
    expect((await rpc('get_auth_context'))?.nickname).toBe('Servidor1');
    // Then the shell's script ran: its answer is older than anything the app does next.
    window.__prontidaoFirstAnswers = {
      get_auth_context: answer({ data: authContext({ nickname: 'Velho' }) }),
    };
    expect((await rpc('get_auth_context'))?.nickname).toBe('Servidor2');
    expect(window.__prontidaoFirstAnswers).toEqual({});
  });
});

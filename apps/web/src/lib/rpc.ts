import type { RpcCatalog } from '@prontidao/server/app-type';
import { fetchJson, readJson } from './api-error';
import { takeFirstAnswer } from './first-answers';

export type RpcName = keyof RpcCatalog;
export type RpcInput<N extends RpcName> = RpcCatalog[N]['input'];
export type RpcOutput<N extends RpcName> = RpcCatalog[N]['output'];

/** Calls POST /api/rpc/<name>, typed from the server's catalogue. */
export async function rpc<N extends RpcName>(
  name: N,
  ...args: RpcInput<N> extends Record<string, never> ? [] : [RpcInput<N>]
) {
  const body = JSON.stringify(args[0] ?? {});
  // Already asked by the page shell (same call, no input): that answer, unless it failed to leave.
  const early = body === '{}' ? await takeFirstAnswer(name) : null;
  const answer = await (early
    ? readJson<{ data: RpcOutput<N> }>(Promise.resolve(early))
    : fetchJson<{ data: RpcOutput<N> }>(`/api/rpc/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }));
  return answer.data;
}

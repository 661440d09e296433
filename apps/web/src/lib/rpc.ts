import type { RpcCatalog } from '@prontidao/server/app-type';
import { fetchJson } from './api-error';

export type RpcName = keyof RpcCatalog;
export type RpcInput<N extends RpcName> = RpcCatalog[N]['input'];
export type RpcOutput<N extends RpcName> = RpcCatalog[N]['output'];

/** Calls POST /api/rpc/<name>, typed from the server's catalogue. */
export async function rpc<N extends RpcName>(
  name: N,
  ...args: RpcInput<N> extends Record<string, never> ? [] : [RpcInput<N>]
) {
  const body = await fetchJson<{ data: RpcOutput<N> }>(`/api/rpc/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(args[0] ?? {}),
  });
  return body.data;
}

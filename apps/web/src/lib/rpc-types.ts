import type { RpcCatalog } from '@prontidao/server/app-type';

/** The names, inputs and outputs of the API's calls, from the server's catalogue. */
export type RpcName = keyof RpcCatalog;
export type RpcInput<N extends RpcName> = RpcCatalog[N]['input'];
export type RpcOutput<N extends RpcName> = RpcCatalog[N]['output'];

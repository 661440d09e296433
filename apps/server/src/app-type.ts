/** The only server file the web app imports (types only): the call catalogue. */
export type { RpcCatalog } from './rpc-registry.js';

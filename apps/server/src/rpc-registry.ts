import type { RpcCatalogOf } from './lib/rpc.js';
import { authRpcs } from './modules/auth/auth.rpc.js';
import { profileRpcs } from './modules/profiles/profiles.rpc.js';
import { tafRpcs } from './modules/taf/taf.rpc.js';

/** Every named call of the API, by module. */
export const rpcRegistry = {
  ...authRpcs,
  ...profileRpcs,
  ...tafRpcs,
};

export type RpcCatalog = RpcCatalogOf<typeof rpcRegistry>;

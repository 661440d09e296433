import type { RpcName } from '../lib/rpc';

/**
 * The calls the dashboard's first screen needs, all without input. Its page shell starts them with
 * the HTML (vite.config.ts → app/first-data.js) and main.tsx asks them while the route's code loads,
 * each through the call's own query (lib/queries).
 */
export const DASHBOARD_FIRST_READS = {
  /** Asked first: the others only for someone signed in (issue 21). */
  signedIn: 'get_auth_context',
  /** The cards' own data: asked at once, not waited for. */
  cards: ['get_training_plan', 'get_rank_status', 'get_coin_wallet', 'get_medalhas_recentes'],
  /** The first render waits for these (up to a limit). */
  awaited: ['get_perfil_completo', 'get_last_simulado'],
} as const satisfies { signedIn: RpcName; cards: readonly RpcName[]; awaited: readonly RpcName[] };

export type DashboardFirstCall =
  | (typeof DASHBOARD_FIRST_READS)['cards'][number]
  | (typeof DASHBOARD_FIRST_READS)['awaited'][number];

/** Every call of the list, the signed-in check first. */
export const DASHBOARD_FIRST_CALLS: RpcName[] = [
  DASHBOARD_FIRST_READS.signedIn,
  ...DASHBOARD_FIRST_READS.awaited,
  ...DASHBOARD_FIRST_READS.cards,
];

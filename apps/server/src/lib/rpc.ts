import type { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import type { RateRule } from './rate-limit.js';

export type Access = 'public' | 'user' | 'admin';

export interface RpcContext {
  deps: AppDeps;
  /** Set for 'user' and 'admin' calls; may be set for 'public' ones when signed in. */
  userId: string | null;
  request: Request;
}

export interface RpcDefinition<I extends z.ZodType = z.ZodType, O = unknown> {
  summary: string;
  access: Access;
  input: I;
  /** Calls per user (or per address when signed out) and window; database-backed. */
  rateLimit?: RateRule;
  handler: (input: z.output<I>, ctx: RpcContext) => Promise<O>;
}

/** A named remote call of the spec's catalogue: POST /api/rpc/<name>, input validated by zod. */
export function defineRpc<I extends z.ZodType, O>(def: RpcDefinition<I, O>): RpcDefinition<I, O> {
  return def;
}

/** For calls whose handler needs a signed-in user. */
export function requireUser(ctx: RpcContext): string {
  if (!ctx.userId) throw new Error('requireUser on a call without a user: check its access');
  return ctx.userId;
}

export type RpcRegistry = Record<string, RpcDefinition<z.ZodType, unknown>>;

/** Input and output types per call name, for the typed web client. */
export type RpcCatalogOf<R extends RpcRegistry> = {
  [K in keyof R]: R[K] extends RpcDefinition<infer I, infer O> ? { input: z.input<I>; output: O } : never;
};

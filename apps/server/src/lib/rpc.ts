import type { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import type { RateRule } from './rate-limit.js';
import type { AccessLogResource, PolicyName, Viewer, ViewerProfile } from './viewer.js';

/** Who may call: anyone, any signed-in person, trainers (and admins), or admins only. */
export type Access = 'public' | 'user' | 'trainer' | 'admin';

export interface RpcContext {
  deps: AppDeps;
  /** Set for 'user' and 'admin' calls; may be set for 'public' ones when signed in. */
  userId: string | null;
  /** The signed-in person (role, profile completeness), or null. */
  viewer: Viewer | null;
  /** The signed-in person's own profile row, read with the viewer. */
  profile: ViewerProfile | null;
  /** Whose data the call is about: the viewer, or the person the subject policy allowed. */
  subjectId: string | null;
  request: Request;
}

export interface SubjectRule<I> {
  /** The policy that must allow the viewer to touch this person's data (refused as 'not found'). */
  policy: PolicyName;
  /** The input field naming the person (a user id); absent means the viewer themself. */
  field: keyof I & string;
  /** What a trainer opens through this call, written to the student's access log. */
  logAs?: AccessLogResource;
}

/**
 * A call on one row that belongs to someone (an activity by id): only its owner reaches it (others
 * get 'not found'). The generated guard tests make such a row with testing/owned-resources.ts.
 */
export interface OwnedResource<I> {
  field: keyof I & string;
}

export interface RpcDefinition<I extends z.ZodType = z.ZodType, O = unknown> {
  summary: string;
  access: Access;
  /** Calls about someone's data name whose, and the policy that guards it. */
  subject?: SubjectRule<z.output<I>>;
  /** Calls on a row of someone's: the guard tests aim them at a row of another person's. */
  ownedResource?: OwnedResource<z.output<I>>;
  input: I;
  /** A valid input: the generated guard tests call with it (and mutate it). */
  example: z.input<I>;
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

/** The caller's own profile row (read with the viewer) for calls that need a user. */
export function requireProfile(ctx: RpcContext): ViewerProfile {
  if (!ctx.profile) throw new Error('requireProfile on a call without a user: check its access');
  return ctx.profile;
}

/** The person a subject call is about (the viewer when the input names nobody). */
export function requireSubject(ctx: RpcContext): string {
  if (!ctx.subjectId) throw new Error('requireSubject on a call without a subject rule');
  return ctx.subjectId;
}

export type RpcRegistry = Record<string, RpcDefinition<z.ZodType, unknown>>;

/** Input and output types per call name, for the typed web client. */
export type RpcCatalogOf<R extends RpcRegistry> = {
  [K in keyof R]: R[K] extends RpcDefinition<infer I, infer O> ? { input: z.input<I>; output: O } : never;
};

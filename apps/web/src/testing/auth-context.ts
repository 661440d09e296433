import type { RpcOutput } from '@/lib/rpc';

export type AuthContextFixture = NonNullable<RpcOutput<'get_auth_context'>>;

/** A get_auth_context answer for web tests: a new candidate, changed by `overrides`. */
export const authContext = (overrides: Partial<AuthContextFixture> = {}): AuthContextFixture => ({
  user: { id: 'u1', email: 'a@b.com', name: 'Ana' },
  role: 'aluno',
  nickname: null,
  full_name: null,
  sexo: null,
  edital_id: null,
  edital_version: null,
  role_intent: null,
  profile_complete: false,
  has_profile_data: false,
  ...overrides,
});

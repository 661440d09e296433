import { ROLES, type Role } from '@prontidao/domain/auth/roles';
import { isPlanCode, type PlanCode } from '@prontidao/domain/plans/plan-codes';

// The user list's filters live in the address (?q=&role=&plan=&status=) so a search can be shared
// and survives a reload; anything unknown there is ignored.

export const STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof STATUSES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  aluno: 'Candidato',
  treinador: 'Treinador',
  admin: 'Administrador',
};

export const STATUS_LABELS: Record<UserStatus, string> = { active: 'Ativo', disabled: 'Desativado' };

/** The server's limit on the search text. */
export const QUERY_MAX = 100;

export interface UserFilters {
  q?: string;
  role?: Role;
  plan?: PlanCode;
  status?: UserStatus;
}

const pick = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  options.find((option) => option === value);

export function readUserFilters(params: URLSearchParams): UserFilters {
  const q = params.get('q')?.trim().slice(0, QUERY_MAX);
  const plan = params.get('plan');
  const filters: UserFilters = {};
  if (q) filters.q = q;
  const role = pick(ROLES, params.get('role'));
  if (role) filters.role = role;
  if (isPlanCode(plan)) filters.plan = plan;
  const status = pick(STATUSES, params.get('status'));
  if (status) filters.status = status;
  return filters;
}

/** The address for these filters, in a fixed order, without empty parameters. */
export function writeUserFilters(filters: UserFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['q', 'role', 'plan', 'status'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

export const roleLabel = (role: string): string =>
  ROLES.includes(role as Role) ? ROLE_LABELS[role as Role] : role;

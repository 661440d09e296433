import type { Role } from '../auth/roles';
import { GUARDED_PREFIXES, ROUTES, type RouteKind, routesOf } from './route-table';

// The roles live in auth/roles.ts; these names stay importable from here for older imports.
export { parseRole, ROLE_INTENTS, type Role, type RoleIntent } from '../auth/roles';

export type { RouteKind } from './route-table';

/** How the guard treats each path the route table names. */
const KIND_OF = new Map<string, RouteKind>(routesOf(ROUTES).map((route) => [route.path, route.kind]));

/** Pages only some roles may open; others are sent to their own dashboard. */
const ROLE_ONLY: { prefix: string; roles: Role[] }[] = [
  { prefix: ROUTES.trainer.dashboard.path, roles: ['treinador', 'admin'] },
  { prefix: ROUTES.trainer.turmas.path, roles: ['treinador', 'admin'] },
  { prefix: `${ROUTES.trainer.turmas.path}/`, roles: ['treinador', 'admin'] },
  { prefix: ROUTES.adminDashboard.path, roles: ['admin'] },
  { prefix: '/admin/', roles: ['admin'] },
];

export function normalizePath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '' ? '/' : trimmed;
}

export function classifyRoute(rawPath: string): RouteKind {
  const path = normalizePath(rawPath);
  const kind = KIND_OF.get(path);
  if (kind) return kind;
  return GUARDED_PREFIXES.some((prefix) => path.startsWith(prefix)) ? 'guarded' : 'unknown';
}

/**
 * A trainer's views of a student (/student-metrics, /aluno/{id}/metricas|relatorios|treinos|plano):
 * a candidate opening one is sent home before its calls answer 403 (issue 21 item 6); their own
 * metrics are /aluno/metricas.
 */
const STUDENT_VIEW = /^\/(student-metrics|aluno\/[^/]+\/(metricas|relatorios|treinos|plano))$/;

export function allowedRoles(rawPath: string): Role[] | undefined {
  const path = normalizePath(rawPath);
  if (STUDENT_VIEW.test(path)) return ['treinador', 'admin'];
  return ROLE_ONLY.find((r) => path === r.prefix || (r.prefix.endsWith('/') && path.startsWith(r.prefix)))
    ?.roles;
}

export function homeFor(role: Role): string {
  if (role === 'treinador') return ROUTES.trainer.dashboard.path;
  if (role === 'admin') return ROUTES.adminDashboard.path;
  return ROUTES.candidate.dashboard.path;
}

import type { Role } from '../auth/roles';

// The roles live in auth/roles.ts; these names stay importable from here for older imports.
export { parseRole, ROLE_INTENTS, type Role, type RoleIntent } from '../auth/roles';

/** How the guard treats a path. */
export type RouteKind =
  | 'landing' // public; a signed-in user with a complete profile goes to their dashboard
  | 'public' // public, never redirected (/landing, /privacidade)
  | 'login' // /auth pages: signed-in users with a complete profile go to their dashboard
  | 'flow' // e-mail links, errors, 404, dev pages: never redirected
  | 'onboarding'
  | 'profile'
  | 'guarded'
  | 'unknown';

const LANDING = new Set(['/', '/role-chooser', '/escolha']);
const PUBLIC = new Set(['/landing', '/privacidade']);
const LOGIN = new Set(['/auth', '/auth/treinador']);
const FLOW = new Set([
  '/auth/callback',
  '/auth/confirm',
  '/auth/confirm-or-callback',
  '/auth/verify',
  '/auth/error',
  '/404',
  '/dev/outbox',
]);
const ONBOARDING = new Set(['/aluno/onboarding', '/treinador/onboarding']);
const PROFILE = new Set(['/perfil', '/aluno/perfil']);
const GUARDED_EXACT = new Set([
  '/dashboard',
  '/ranking',
  '/recompensas',
  '/chat',
  '/integracoes',
  '/progresso-taf',
  '/testes',
  '/simulados',
  '/relatorios',
  '/join',
  '/join-by-token',
  '/strava-test',
  '/student-metrics',
]);
const GUARDED_PREFIXES = ['/aluno/', '/treinador/', '/admin/'];

/** Pages only some roles may open; others are sent to their own dashboard. */
const ROLE_ONLY: { prefix: string; roles: Role[] }[] = [
  { prefix: '/treinador/dashboard', roles: ['treinador', 'admin'] },
  { prefix: '/dashboard', roles: ['admin'] },
  { prefix: '/admin/', roles: ['admin'] },
];

export function normalizePath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '' ? '/' : trimmed;
}

export function classifyRoute(rawPath: string): RouteKind {
  const path = normalizePath(rawPath);
  if (LANDING.has(path)) return 'landing';
  if (PUBLIC.has(path)) return 'public';
  if (LOGIN.has(path)) return 'login';
  if (FLOW.has(path)) return 'flow';
  if (ONBOARDING.has(path)) return 'onboarding';
  if (PROFILE.has(path)) return 'profile';
  if (GUARDED_EXACT.has(path) || GUARDED_PREFIXES.some((p) => path.startsWith(p))) return 'guarded';
  return 'unknown';
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
  if (role === 'treinador') return '/treinador/dashboard';
  if (role === 'admin') return '/dashboard';
  return '/aluno/dashboard';
}

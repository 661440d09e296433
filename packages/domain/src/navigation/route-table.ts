// Every page of the app, once: its path and how the guard treats it. The web's config/paths.ts reads
// the paths from here, and routes.ts classifies a path by it, so a new page is added in one place.

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

export interface Route {
  path: string;
  kind: Exclude<RouteKind, 'unknown'>;
}

interface RouteTree {
  [name: string]: Route | RouteTree;
}

const route = <P extends string>(path: P, kind: Route['kind']) => ({ path, kind });

export const ROUTES = {
  home: route('/', 'landing'),
  roleChooser: route('/role-chooser', 'landing'),
  landing: route('/landing', 'public'),
  privacy: route('/privacidade', 'public'),
  choice: route('/escolha', 'landing'),
  auth: route('/auth', 'login'),
  trainerAuth: route('/auth/treinador', 'login'),
  authCallback: route('/auth/callback', 'flow'),
  authConfirm: route('/auth/confirm', 'flow'),
  authConfirmOrCallback: route('/auth/confirm-or-callback', 'flow'),
  authVerify: route('/auth/verify', 'flow'),
  authError: route('/auth/error', 'flow'),
  notFound: route('/404', 'flow'),
  devOutbox: route('/dev/outbox', 'flow'),
  adminDashboard: route('/dashboard', 'guarded'),
  adminUsers: route('/admin/users', 'guarded'),
  adminVerifications: route('/admin/verifications', 'guarded'),
  adminRanking: route('/admin/ranking', 'guarded'),
  adminAnalytics: route('/admin/analytics', 'guarded'),
  adminEditais: route('/admin/editais', 'guarded'),
  adminPayments: route('/admin/pagamentos', 'guarded'),
  candidate: {
    onboarding: route('/aluno/onboarding', 'onboarding'),
    dashboard: route('/aluno/dashboard', 'guarded'),
    profile: route('/aluno/perfil', 'profile'),
    trainings: route('/aluno/treinos', 'guarded'),
    tests: route('/aluno/testes', 'guarded'),
    simulations: route('/aluno/simulados', 'guarded'),
    progress: route('/aluno/progresso-taf', 'guarded'),
    reports: route('/aluno/relatorios', 'guarded'),
    plans: route('/aluno/planos', 'guarded'),
    /** Where the payment provider sends the person back (issue 25): the page asks the server. */
    paymentReturn: route('/aluno/planos/retorno', 'guarded'),
    metrics: route('/aluno/metricas', 'guarded'),
    trainingPlan: route('/aluno/plano', 'guarded'),
  },
  trainer: {
    onboarding: route('/treinador/onboarding', 'onboarding'),
    dashboard: route('/treinador/dashboard', 'guarded'),
    turmas: route('/treinador/turmas', 'guarded'),
  },
  profile: route('/perfil', 'profile'),
  progress: route('/progresso-taf', 'guarded'),
  tests: route('/testes', 'guarded'),
  simulations: route('/simulados', 'guarded'),
  reports: route('/relatorios', 'guarded'),
  ranking: route('/ranking', 'guarded'),
  rewards: route('/recompensas', 'guarded'),
  chat: route('/chat', 'guarded'),
  integrations: route('/integracoes', 'guarded'),
  join: route('/join', 'guarded'),
  joinByToken: route('/join-by-token', 'guarded'),
  /** A turma's link (issue 24): the student approves and joins. */
  turmaJoin: route('/turma/entrar', 'guarded'),
  stravaTest: route('/strava-test', 'guarded'),
  studentMetrics: route('/student-metrics', 'guarded'),
} as const satisfies RouteTree;

/** Paths under these are guarded even when the table does not name them (a student's views). */
export const GUARDED_PREFIXES = ['/aluno/', '/treinador/', '/admin/'] as const;

export type PathsOf<T> = { [K in keyof T]: T[K] extends Route ? T[K]['path'] : PathsOf<T[K]> };

const isRoute = (node: Route | RouteTree): node is Route => typeof node.path === 'string';

/** The table's paths by the same names: { home: '/', candidate: { dashboard: '/aluno/dashboard' } … }. */
export function pathsOf<T extends RouteTree>(tree: T): PathsOf<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([name, node]) => [name, isRoute(node) ? node.path : pathsOf(node)]),
  ) as PathsOf<T>;
}

/** Every route of the table, flat. */
export function routesOf(tree: RouteTree): Route[] {
  return Object.values(tree).flatMap((node) => (isRoute(node) ? [node] : routesOf(node)));
}

import { ROUTES } from './route-table.js';
import { allowedRoles, classifyRoute, homeFor, normalizePath, type Role, type RoleIntent } from './routes.js';

export interface Account {
  role: Role;
  /** check_profile_requirements: every required field of this role is set. */
  profileComplete: boolean;
  /** The candidate has filled in the profile before (nickname set): fix it on /perfil, not the wizard. */
  hasProfileData: boolean;
  /** What the account said it came for (server-side): 'treinador' leads to trainer onboarding. */
  roleIntent?: RoleIntent | null;
}

export interface NavigationState {
  path: string;
  /** The query string with its '?', kept in the redirect parameter. */
  search?: string;
  session: 'loading' | 'signed-out' | 'signed-in';
  /** Undefined while the profile is loading. */
  account?: Account;
  /** The role chosen on the landing page before signing in (localStorage intent_role). */
  intentRole?: Role | null;
}

export type Navigation = { type: 'render' } | { type: 'wait' } | { type: 'redirect'; to: string };

const render: Navigation = { type: 'render' };
const wait: Navigation = { type: 'wait' };
const redirect = (to: string): Navigation => ({ type: 'redirect', to });

/**
 * Every redirect rule of the app (spec §4), in one place. The web guard renders, waits or
 * navigates as told.
 */
export function resolveNavigation(state: NavigationState): Navigation {
  const path = normalizePath(state.path);
  const kind = classifyRoute(path);
  if (kind === 'flow' || kind === 'unknown' || kind === 'public') return render;
  const needsSession = kind === 'guarded' || kind === 'onboarding' || kind === 'profile';

  if (state.session === 'loading') return needsSession ? wait : render;
  if (state.session === 'signed-out') {
    return needsSession
      ? redirect(`/auth?redirect=${encodeURIComponent(path + (state.search ?? ''))}`)
      : render;
  }
  const account = state.account;
  if (!account) return needsSession ? wait : render;

  // Signed in on a login page that came from an invite: the same place the sign-in itself goes to
  // (the guard and the sign-in would otherwise race to different pages).
  if (kind === 'login') {
    const back = safeRedirectTarget(queryParam(state.search ?? '', 'redirect'));
    if (back && isInvitePath(back)) return redirect(postLoginPath(account, back));
  }
  // A brand-new candidate accepts a trainer's invite before the wizard (the dashboard sends them on).
  if (!account.profileComplete && isInvitePath(path) && account.role === 'aluno') return render;
  if (!account.profileComplete) {
    return incompleteProfile(kind, account, account.roleIntent ?? state.intentRole ?? null);
  }

  if (kind === 'landing' || kind === 'login') return redirect(homeFor(account.role));
  if (kind === 'onboarding') {
    return path === ROUTES.trainer.onboarding.path ? render : redirect(homeFor(account.role));
  }
  const roles = allowedRoles(path);
  if (roles && !roles.includes(account.role)) return redirect(homeFor(account.role));
  return render;
}

function incompleteProfile(kind: string, account: Account, intentRole: Role | null): Navigation {
  if (kind === 'onboarding' || kind === 'profile') return render;
  const isTrainer = account.role === 'treinador' || (account.role !== 'admin' && intentRole === 'treinador');
  if (isTrainer) return redirect(ROUTES.trainer.onboarding.path);
  if (kind === 'guarded' && account.role === 'aluno' && account.hasProfileData)
    return redirect(ROUTES.profile.path);
  return redirect(ROUTES.candidate.onboarding.path);
}

/** One parameter of a query string ('?a=1&b=2'), decoded; null when absent or malformed. */
function queryParam(search: string, name: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [key, ...rest] = pair.split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('=').replace(/\+/g, ' '));
    } catch {
      return null;
    }
  }
  return null;
}

/** A trainer's invite, or a turma's link: opened signed out, the sign-in comes back to it. */
const INVITE_PATHS = new Set<string>([ROUTES.join.path, ROUTES.joinByToken.path, ROUTES.turmaJoin.path]);
const isInvitePath = (pathWithQuery: string) =>
  INVITE_PATHS.has(normalizePath(pathWithQuery.split('?')[0] ?? ''));

/** A redirect parameter we may follow: a path of this app, never another site or a login page. */
export function safeRedirectTarget(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (/^\/auth(\/|$|\?)/.test(value)) return undefined;
  return value;
}

/** Where a user goes right after signing in (admins choose in the admin dialog instead). */
export function postLoginPath(account: Account, redirectParam?: string | null): string {
  const target = safeRedirectTarget(redirectParam);
  if (account.role === 'treinador') {
    return account.profileComplete
      ? (target ?? ROUTES.trainer.dashboard.path)
      : ROUTES.trainer.onboarding.path;
  }
  if (account.role === 'aluno' && !account.profileComplete && account.roleIntent === 'treinador') {
    return ROUTES.trainer.onboarding.path;
  }
  if (!account.profileComplete)
    return target && isInvitePath(target) ? target : ROUTES.candidate.onboarding.path;
  return target ?? ROUTES.candidate.dashboard.path;
}

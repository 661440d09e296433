import { resolveNavigation } from '@prontidao/domain/navigation/resolve-redirect';
import { useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { useAuthContext } from '@/hooks/use-auth-context';
import { intentRole } from '@/lib/local-auth-storage';

/** The one guard: asks the domain's navigation rules and renders, waits or redirects. */
export function RouteGuard() {
  const location = useLocation();
  const pending = useNavigation().state !== 'idle';
  // The document title is the product's on every page.
  useEffect(() => {
    if (location.pathname) document.title = 'Prontidão';
  }, [location.pathname]);
  const { data, isPending, isError } = useAuthContext();
  const session = isPending ? 'loading' : data ? 'signed-in' : 'signed-out';
  const navigation = resolveNavigation({
    path: location.pathname,
    search: location.search,
    // A failed profile check is treated as signed out (the spec: invalid → sign-in again).
    session: isError ? 'signed-out' : session,
    account: data
      ? {
          role: data.role,
          profileComplete: data.profile_complete,
          hasProfileData: data.has_profile_data,
          roleIntent: data.role_intent,
        }
      : undefined,
    intentRole: intentRole.get(),
  });
  if (navigation.type === 'wait') return <LoadingScreen />;
  // A page the rules send away from is never drawn, so it never makes a call (issue 21 item 6: a
  // signed-out sweep made 88 × 401 while the sign-in page's code loaded). While the app is already
  // moving (lazy page loading), that navigation lands first; the loading screen waits with it.
  if (navigation.type === 'redirect')
    return pending ? <LoadingScreen /> : <Navigate to={navigation.to} replace />;
  // A new page starts at its top (or at its #anchor); back and forward return where the person was.
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

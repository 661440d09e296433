import { PRIVACY_PATH } from '@prontidao/domain/privacy/consents';
import { ArrowRight, LogIn } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { Button } from '@/components/ui/button';
import { dashboardPathFor } from '@/config/navigation';
import { paths } from '@/config/paths';
import { useAuthContext } from '@/hooks/use-auth-context';
import { useHydrated } from '@/hooks/use-hydrated';
import { MAIN_ID, SkipLink } from './skip-link';

/**
 * The landing's prerendered HTML, and the app hydrating it: the server sends that page only to
 * visitors (someone with a session gets the app's own shell, decision 056) and the app hydrates it
 * only for a visitor (main.tsx).
 */
const isLandingPrerender = () =>
  typeof document === 'undefined' || Boolean(document.getElementById('root')?.hasAttribute('data-hydrate'));

/**
 * 'Entrar' for visitors — in the landing's HTML too —, 'Ir para o app' for someone signed in;
 * nothing while we do not know yet.
 */
function SessionAction() {
  const { data: auth, isPending } = useAuthContext();
  const hydrated = useHydrated();
  if (!hydrated) return isLandingPrerender() ? <SignInButton /> : null;
  if (isPending) return null;
  if (auth) {
    return (
      <Button asChild variant="outline">
        <Link to={dashboardPathFor(auth.role)}>
          Ir para o app
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    );
  }
  return <SignInButton />;
}

function SignInButton() {
  return (
    <Button asChild>
      <Link to={paths.auth}>
        <LogIn aria-hidden="true" />
        Entrar
      </Link>
    </Button>
  );
}

/** Landing and role choice: a slim brand bar, the page, a small footer. No app navigation. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b bg-card/95 px-safe pt-safe backdrop-blur">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Link to={paths.home} className="flex items-center gap-2 rounded-md">
            <img src="/favicon.svg" alt="" className="size-8" />
            <span className="font-bold text-lg tracking-tight">Prontidão</span>
          </Link>
          <SessionAction />
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <footer className="border-t bg-card px-safe pb-safe">
        <p className="mx-auto max-w-6xl px-4 py-6 text-center text-muted-foreground text-sm sm:px-6 lg:px-8">
          © 2026 Prontidão · Preparação para o TAF ·{' '}
          <Link to={PRIVACY_PATH} className="underline underline-offset-4 hover:text-foreground">
            Política de privacidade
          </Link>
        </p>
      </footer>
    </div>
  );
}

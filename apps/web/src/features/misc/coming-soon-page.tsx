import { resolveNavigation } from '@prontidao/domain/navigation/resolve-redirect';
import { ArrowLeft, Hammer } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { dashboardPathFor } from '@/config/navigation';
import { type AuthContext, useAuthContext } from '@/hooks/use-auth-context';
import { intentRole } from '@/lib/local-auth-storage';

/**
 * Where 'Voltar ao início' really lands: the role's home, or where the navigation rules send this
 * account from there (a trainer without a complete profile goes back to the onboarding).
 */
function homeOf(auth: AuthContext | null | undefined): string {
  const home = dashboardPathFor(auth?.role ?? 'aluno');
  if (!auth) return home;
  const navigation = resolveNavigation({
    path: home,
    session: 'signed-in',
    account: {
      role: auth.role,
      profileComplete: auth.profile_complete,
      hasProfileData: auth.has_profile_data,
      roleIntent: auth.role_intent,
    },
    intentRole: intentRole.get(),
  });
  return navigation.type === 'redirect' ? navigation.to : home;
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** A page that is not built yet, shown inside the app layout. */
export function ComingSoonPage({ title }: { title: string }) {
  const { data: auth } = useAuthContext();
  const { pathname } = useLocation();
  const home = homeOf(auth);

  return (
    <section aria-labelledby="em-breve-titulo" className="mx-auto max-w-2xl">
      <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center sm:px-10 sm:py-14">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Hammer className="size-7" aria-hidden="true" />
        </span>
        <Badge variant="accent">Em breve</Badge>
        <h1 id="em-breve-titulo" className="text-balance font-bold text-2xl tracking-tight sm:text-3xl">
          {title}
        </h1>
        <p className="max-w-md text-pretty text-muted-foreground">
          Esta área está sendo preparada e chega nas próximas versões da Prontidão.
        </p>
        {/* Never a link back to this very page (it would loop). */}
        {samePath(pathname, home) ? null : (
          <Button asChild className="mt-2">
            <Link to={home}>
              <ArrowLeft aria-hidden="true" />
              Voltar ao início
            </Link>
          </Button>
        )}
      </Card>
    </section>
  );
}

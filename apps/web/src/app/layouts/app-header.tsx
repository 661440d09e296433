import { countdownFor } from '@prontidao/domain/profile/countdown';
import { Plug, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { dashboardPathFor, type NavItem, profilePathFor, shellRoleOf } from '@/config/navigation';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { AuthContext } from '@/lib/queries/auth-context';
import { useFullProfile } from '@/lib/queries/profile';
import { CountdownBadge } from './countdown-badge';
import { DeferredMenuSheet, DeferredNotificationsMenu, DeferredUserMenu } from './deferred-menus';

type SignedIn = NonNullable<AuthContext>;

/** The name we greet: the nickname, else the first name of the account. */
function displayNameOf(auth: SignedIn): string {
  return auth.nickname?.trim() || auth.user.name?.trim().split(/\s+/)[0] || '';
}

function headingsOf(auth: SignedIn) {
  const name = displayNameOf(auth);
  if (shellRoleOf(auth) === 'treinador') {
    return { title: 'Dashboard do Treinador', welcome: name ? `Treinador ${name}` : 'Treinador' };
  }
  return { title: 'Prontidão', welcome: name ? `Bem-vindo, ${name}` : 'Bem-vindo' };
}

/** Secondary header link: icon only on small screens (named by aria-label), icon and text from lg. */
function HeaderLink({ to, label, icon: Icon }: Pick<NavItem, 'to' | 'label' | 'icon'>) {
  return (
    <Button asChild variant="ghost" className="w-10 shrink-0 px-0 lg:w-auto lg:px-3">
      <Link to={to} aria-label={label}>
        <Icon className="size-5" aria-hidden="true" />
        <span className="hidden lg:inline">{label}</span>
      </Link>
    </Button>
  );
}

/** 'Bem-vindo, {nickname}': a long nickname wraps, even without spaces, rather than being cut. */
function Welcome({ text, className }: { text: string; className?: string }) {
  return <p className={cn('min-w-0 text-muted-foreground leading-tight wrap-anywhere', className)}>{text}</p>;
}

/** The candidate's countdown to the TAF date of the profile (refetched every 60 s), in São Paulo days. */
function CandidateCountdown({ className }: { className?: string }) {
  const { data: profile } = useFullProfile();
  const { label } = countdownFor(profile?.taf_dt ?? null, new Date());
  return <CountdownBadge label={label} className={className} data-testid="header-countdown" />;
}

export interface AppHeaderProps {
  auth: SignedIn | null;
  items: readonly NavItem[];
  /** Phones: a smaller brand over the greeting; the candidate's countdown on a row of its own. */
  isCompact: boolean;
  /** Phones and the installed app: the 'Abrir menu' button with every item. */
  hasMenuButton: boolean;
}

export function AppHeader({ auth, items, isCompact, hasMenuButton }: AppHeaderProps) {
  const role = auth ? shellRoleOf(auth) : 'aluno';
  const isCandidate = role === 'aluno';
  const headings = auth ? headingsOf(auth) : { title: 'Prontidão', welcome: '' };
  const home = dashboardPathFor(role);
  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 pt-safe backdrop-blur">
      <div className="flex min-h-14 flex-wrap items-center gap-1 px-2 py-1.5 sm:gap-2 sm:px-4 md:h-16 md:flex-nowrap md:gap-4 md:px-6 md:py-0">
        {hasMenuButton ? <DeferredMenuSheet items={items} /> : null}
        {isCompact ? (
          // Phones: the product (or the trainer's title) over the greeting; the countdown gets its own row.
          <div className="flex min-w-0 flex-1 flex-col justify-center ps-1">
            <Link to={home} className="flex min-w-0 items-center gap-1.5 self-start rounded-md">
              <img src="/favicon.svg" alt="" className="size-5 shrink-0" />
              <span className="truncate font-bold text-base leading-tight tracking-tight">
                {headings.title}
              </span>
            </Link>
            <Welcome text={headings.welcome} className="text-xs" />
          </div>
        ) : (
          <>
            <Link to={home} className="flex min-w-0 shrink-0 items-center gap-2 rounded-md">
              <img src="/favicon.svg" alt="" className="size-8 shrink-0" />
              <span className="truncate font-bold text-lg tracking-tight">{headings.title}</span>
            </Link>
            <Welcome text={headings.welcome} className={cn('text-sm', !isCandidate && 'flex-1')} />
            {isCandidate ? (
              <div className="flex min-w-0 flex-1 justify-end">
                <CandidateCountdown />
              </div>
            ) : null}
          </>
        )}
        {isCandidate ? (
          <nav aria-label="Atalhos" className="flex shrink-0 items-center gap-1">
            <HeaderLink to={paths.ranking} label="Ranking" icon={Trophy} />
            <HeaderLink to={paths.integrations} label="Integrações" icon={Plug} />
          </nav>
        ) : null}
        {auth ? <DeferredNotificationsMenu /> : null}
        {auth ? (
          <DeferredUserMenu
            name={auth.user.name}
            email={auth.user.email}
            profilePath={profilePathFor(role)}
          />
        ) : null}
        {isCompact && isCandidate ? <CandidateCountdown className="basis-full ps-1" /> : null}
      </div>
    </header>
  );
}

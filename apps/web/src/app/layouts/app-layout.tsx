import { Outlet, useLocation } from 'react-router';
import { BOTTOM_BAR_ITEM_COUNT, navigationFor, shellRoleOf } from '@/config/navigation';
import { paths } from '@/config/paths';
import { PromotionOverlay } from '@/features/promotion/promotion-overlay';
import { OfflineQueueSync } from '@/features/training/offline/offline-queue-sync';
import { useAuthContext } from '@/hooks/use-auth-context';
import { MOBILE_QUERY, STANDALONE_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';
import { SideNav } from './side-nav';
import { MAIN_ID, SkipLink } from './skip-link';

/**
 * Every signed-in page: header, navigation and the page in <main>.
 * Web ≥ 768 px: a side drawer with every item. Phones (< 768 px) and the installed app
 * (display-mode standalone, any width): a bottom bar with the first items and a menu sheet with all.
 */
export function AppLayout() {
  const { data: auth } = useAuthContext();
  const { pathname } = useLocation();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const isStandalone = useMediaQuery(STANDALONE_QUERY);
  const hasBottomBar = isMobile || isStandalone;
  // The candidate's wizard has no bar: each of its items leads back to the wizard, and it sat over
  // 'Próximo' (issue 21 item 5). The header's menu stays.
  const showsBottomBar = hasBottomBar && pathname !== paths.candidate.onboarding;
  const items = auth ? navigationFor(shellRoleOf(auth), pathname) : [];

  return (
    <div className="min-h-dvh bg-background px-safe">
      <SkipLink />
      <AppHeader auth={auth ?? null} items={items} isCompact={isMobile} hasMenuButton={hasBottomBar} />
      <div className="flex">
        {hasBottomBar ? null : <SideNav items={items} />}
        <main
          id={MAIN_ID}
          tabIndex={-1}
          // The bottom bar is 4 rem tall plus the safe area: nothing may hide behind it.
          className={cn('min-w-0 flex-1 outline-none', showsBottomBar && 'pb-safe-offset-16')}
        >
          <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
            <Outlet />
          </div>
        </main>
      </div>
      {showsBottomBar ? <BottomBar items={items.slice(0, BOTTOM_BAR_ITEM_COUNT)} /> : null}
      <PromotionOverlay />
      {auth?.role === 'aluno' ? <OfflineQueueSync userId={auth.user.id} /> : null}
    </div>
  );
}

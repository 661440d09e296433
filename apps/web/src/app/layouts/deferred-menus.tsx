import {
  type ComponentProps,
  type ComponentType,
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { NavItem } from '@/config/navigation';
import { useNotifications } from '@/lib/queries/notifications';
import { MenuButton, NotificationsButton, UserMenuButton } from './menu-buttons';
import type { UserMenuProps } from './user-menu';

// The header's menus (Radix dropdown and dialog with their focus, scroll and position code, ~30 KB
// brotli) are closed on the first screen: their code loads once the page is idle, not with it. Until
// then the header shows the same buttons; reaching for one (pointer, focus) loads the code at once, a
// click before it has loaded opens the menu when it arrives, and the focus stays on the button.

const IDLE_TIMEOUT_MS = 2000;

function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

type Menu<P> = ComponentType<P & { defaultOpen: boolean }>;

/** One import per menu for the whole app; a failed one (offline) is tried again on the next reach. */
function loader<P>(load: () => Promise<Menu<P>>): () => Promise<Menu<P>> {
  let pending: Promise<Menu<P>> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

const loadUserMenu = loader<Omit<UserMenuProps, 'defaultOpen'>>(() =>
  import('./user-menu').then((m) => m.UserMenu),
);
const loadMenuSheet = loader<{ items: readonly NavItem[] }>(() =>
  import('./menu-sheet').then((m) => m.MenuSheet),
);
const loadNotificationsMenu = loader<{ unread: number }>(() =>
  import('./notifications-menu').then((m) => m.NotificationsMenu),
);

type ButtonHandlers = Pick<ComponentProps<'button'>, 'onClick' | 'onPointerEnter' | 'onFocus' | 'onBlur'>;

function Deferred<P extends object>({
  load,
  props,
  button,
}: {
  load: () => Promise<Menu<P>>;
  props: P;
  button: (handlers: ButtonHandlers) => ReactNode;
}) {
  const [Loaded, setLoaded] = useState<Menu<P> | null>(null);
  const [opensOnLoad, setOpensOnLoad] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const hasFocus = useRef(false);

  const start = useCallback(() => {
    load().then(
      (menu) => startTransition(() => setLoaded(() => menu)),
      () => {},
    );
  }, [load]);
  useEffect(() => whenIdle(start), [start]);
  useEffect(() => {
    // The placeholder had the focus when the real button replaced it: the real one gets it.
    if (Loaded && hasFocus.current && (!document.activeElement || document.activeElement === document.body))
      wrapper.current?.querySelector('button')?.focus();
  }, [Loaded]);

  return (
    <span ref={wrapper} className="contents">
      {Loaded ? (
        <Loaded {...props} defaultOpen={opensOnLoad} />
      ) : (
        button({
          onClick: () => {
            setOpensOnLoad(true);
            start();
          },
          onPointerEnter: start,
          onFocus: () => {
            hasFocus.current = true;
            start();
          },
          onBlur: () => {
            hasFocus.current = false;
          },
        })
      )}
    </span>
  );
}

export function DeferredUserMenu(props: Omit<UserMenuProps, 'defaultOpen'>) {
  return (
    <Deferred
      load={loadUserMenu}
      props={props}
      button={(handlers) => <UserMenuButton name={props.name} email={props.email} {...handlers} />}
    />
  );
}

export function DeferredMenuSheet({ items }: { items: readonly NavItem[] }) {
  return (
    <Deferred load={loadMenuSheet} props={{ items }} button={(handlers) => <MenuButton {...handlers} />} />
  );
}

/** The bell: its count comes with the page (read every minute); its list's code loads after it. */
export function DeferredNotificationsMenu() {
  const unread = useNotifications().data?.unread ?? 0;
  return (
    <Deferred
      load={loadNotificationsMenu}
      props={{ unread }}
      button={(handlers) => <NotificationsButton unread={unread} {...handlers} />}
    />
  );
}

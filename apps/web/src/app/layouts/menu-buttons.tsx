import { Bell, Menu } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';

// The header buttons that open a menu, without the menus: the header shows them from its first
// render, and the menus' code (Radix) loads after the page (deferred-menus.tsx).

/** Initials for the avatar: first letters of the first and last words, else of the e-mail. */
export function initialsOf(name: string | null | undefined, email: string): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0];
  const last = words.length > 1 ? words[words.length - 1]?.[0] : undefined;
  return (first ? `${first}${last ?? ''}` : (email[0] ?? '?')).toUpperCase();
}

/** 'Abrir menu': opens the sheet with every navigation item (phones and the installed app). */
export function MenuButton(props: ButtonProps) {
  return (
    <Button variant="ghost" size="icon" aria-label="Abrir menu" className="shrink-0" {...props}>
      <Menu className="size-5" aria-hidden="true" />
    </Button>
  );
}

/** 'Menu do usuário': the avatar with the person's initials. */
export function UserMenuButton({
  name,
  email,
  ...props
}: Omit<ButtonProps, 'name'> & { name: string | null | undefined; email: string }) {
  return (
    <Button variant="ghost" size="icon" aria-label="Menu do usuário" className="rounded-full" {...props}>
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-xs"
      >
        {initialsOf(name, email)}
      </span>
    </Button>
  );
}

/** The bell's name: 'Notificações', and how many are unread when some are. */
export const notificationsLabel = (unread: number) =>
  unread > 0 ? `Notificações, ${unread} não ${unread === 1 ? 'lida' : 'lidas'}` : 'Notificações';

/** 'Notificações': the bell, with the number of unread ones ('9+' above nine) when there are any. */
export function NotificationsButton({ unread, ...props }: ButtonProps & { unread: number }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={notificationsLabel(unread)}
      className="relative shrink-0"
      {...props}
    >
      <Bell className="size-5" aria-hidden="true" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notifications-count"
          className="absolute top-0.5 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 font-semibold text-[0.625rem] text-primary-foreground leading-none"
        >
          {unread > 9 ? '9+' : unread}
        </span>
      ) : null}
    </Button>
  );
}

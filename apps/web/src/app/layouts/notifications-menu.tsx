import { formatDayTime } from '@prontidao/domain/format/date';
import { CheckCheck, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import {
  type AppNotification,
  inAppPath,
  useMarkNotificationsRead,
  useNotifications,
} from '@/lib/queries/notifications';
import { NotificationsButton } from './menu-buttons';

const TITLE_ID = 'notificacoes-titulo';

export interface NotificationsMenuProps {
  unread: number;
  /** Open at once: the person asked for it before this code had loaded (deferred-menus.tsx). */
  defaultOpen?: boolean;
}

/**
 * The bell's menu: the newest notifications, unread ones marked; each leads to its page and counts as
 * read; 'Marcar todas como lidas' keeps the menu open.
 */
export function NotificationsMenu({ unread, defaultOpen = false }: NotificationsMenuProps) {
  const markRead = useMarkNotificationsRead();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <NotificationsButton unread={unread} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        // Named by its heading, not by the trigger (whose name has the count).
        aria-labelledby={TITLE_ID}
        className="w-[min(22rem,calc(100vw-1rem))] max-h-[min(32rem,var(--radix-dropdown-menu-content-available-height))]"
      >
        <DropdownMenuLabel id={TITLE_ID} className="text-foreground text-sm">
          Notificações
        </DropdownMenuLabel>
        <DropdownMenuItem
          disabled={unread === 0 || markRead.isPending}
          onSelect={(event) => {
            // The menu stays open: the list shows them read.
            event.preventDefault();
            markRead.mutate(undefined);
          }}
        >
          <CheckCheck aria-hidden="true" />
          Marcar todas como lidas
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <NotificationItems onOpen={(item) => (item.read ? undefined : markRead.mutate(item.id))} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function NotificationItems({ onOpen }: { onOpen: (item: AppNotification) => void }) {
  const query = useNotifications();
  if (query.isPending) return <p className="px-2 py-3 text-muted-foreground text-sm">Carregando…</p>;
  if (query.isError && !query.data) {
    return (
      <>
        <p className="px-2 py-2 text-muted-foreground text-sm">Não foi possível carregar as notificações.</p>
        <DropdownMenuItem
          disabled={query.isFetching}
          onSelect={(event) => {
            event.preventDefault();
            void query.refetch();
          }}
        >
          <RotateCcw aria-hidden="true" />
          Tentar de novo
        </DropdownMenuItem>
      </>
    );
  }
  if (query.data.items.length === 0) {
    return <p className="px-2 py-3 text-muted-foreground text-sm">Nenhuma notificação.</p>;
  }
  return query.data.items.map((item) => (
    <DropdownMenuItem
      key={item.id}
      asChild
      onSelect={() => onOpen(item)}
      className={cn('flex-col items-stretch gap-0.5 py-2', !item.read && 'bg-primary/5')}
    >
      <Link to={inAppPath(item.url)} data-unread={item.read ? undefined : ''}>
        <span className="flex items-start gap-2">
          {item.read ? null : (
            <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />
          )}
          <span className={cn('min-w-0 flex-1 wrap-anywhere', item.read ? 'font-medium' : 'font-semibold')}>
            {item.read ? null : <span className="sr-only">Não lida: </span>}
            {item.title}
          </span>
        </span>
        <span className={cn('text-pretty text-muted-foreground wrap-anywhere', !item.read && 'ps-4')}>
          {item.body}
        </span>
        <time
          dateTime={item.created_at}
          className={cn('text-muted-foreground text-xs', !item.read && 'ps-4')}
        >
          {formatDayTime(item.created_at)}
        </time>
      </Link>
    </DropdownMenuItem>
  ));
}

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RpcInput } from '@/lib/rpc';
import { rpcHandler, server } from '@/testing/msw-server';
import { type NotificationFixture, notification } from '@/testing/notifications';
import { LocationProbe, renderRoutes } from '@/testing/render';
import { DeferredNotificationsMenu } from './deferred-menus';

const session = notification();
const countdown = notification({
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'contagem_taf',
  title: 'Faltam 30 dias para o seu TAF',
  body: 'Seu TAF é em 30 dias. Veja sua chance de aprovação e o plano desta semana.',
  url: '/aluno/dashboard',
  created_at: '2026-11-21T10:30:00.000Z',
});
const summary = notification({
  id: '33333333-3333-4333-8333-333333333333',
  kind: 'resumo_semanal',
  title: 'Seu resumo da semana',
  body: '3 treinos e 40 moedas nesta semana.',
  created_at: '2026-11-16T23:00:00.000Z',
  read: true,
});

/** Serves the centre as the server keeps it: marking changes what the next read says. */
function serve(initial: NotificationFixture[], { unread }: { unread?: number } = {}) {
  let items = [...initial];
  const marked: RpcInput<'mark_notifications_read'>[] = [];
  const countUnread = () => unread ?? items.filter((item) => !item.read).length;
  server.use(
    rpcHandler('get_notifications', () => ({ unread: countUnread(), items })),
    rpcHandler('mark_notifications_read', (input) => {
      marked.push(input);
      const before = countUnread();
      items = items.map((item) => (!input.id || item.id === input.id ? { ...item, read: true } : item));
      unread = undefined;
      return { changed: before - countUnread(), unread: countUnread() };
    }),
  );
  return marked;
}

/**
 * The bell once its menu's code has loaded (Radix's trigger says it opens a menu): a click while the
 * placeholder is being swapped for it could fall between the two (deferred-menus.test.tsx covers a
 * click before the code is there).
 */
async function bell(name: string) {
  await waitFor(() =>
    expect(screen.getByRole('button', { name }).getAttribute('aria-haspopup')).toBe('menu'),
  );
  return screen.getByRole('button', { name });
}

const renderBell = () =>
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <DeferredNotificationsMenu />
            <LocationProbe />
          </>
        ),
      },
    ],
    '/aluno/dashboard',
  );

describe('the header bell', () => {
  it('says how many are unread in its name and its badge, 9+ above nine, nothing at zero', async () => {
    serve([session, countdown, summary]);
    const view = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notificações, 2 não lidas' });
    expect(within(bell).getByTestId('notifications-count').textContent).toBe('2');
    view.unmount();

    serve([session], { unread: 12 });
    const many = renderBell();
    const busy = await screen.findByRole('button', { name: 'Notificações, 12 não lidas' });
    expect(within(busy).getByTestId('notifications-count').textContent).toBe('9+');
    many.unmount();

    serve([summary]);
    renderBell();
    const quiet = await screen.findByRole('button', { name: 'Notificações' });
    await waitFor(() => expect(within(quiet).queryByTestId('notifications-count')).toBeNull());
  });

  it('lists the notifications, the unread ones marked, with their São Paulo date', async () => {
    serve([session, countdown, summary]);
    renderBell();
    await userEvent.click(await bell('Notificações, 2 não lidas'));
    const menu = await screen.findByRole('menu', { name: 'Notificações' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Marcar todas como lidas',
      'Não lida: Hoje: Corrida leveCorrida leve — Leve22/11 às 12:00',
      'Não lida: Faltam 30 dias para o seu TAFSeu TAF é em 30 dias. Veja sua chance de aprovação e o plano desta semana.21/11 às 07:30',
      'Seu resumo da semana3 treinos e 40 moedas nesta semana.16/11 às 20:00',
    ]);
    expect(items[1]?.getAttribute('href')).toBe('/aluno/plano');
  });

  it('opens a notification at its page and counts it as read', async () => {
    const marked = serve([session, countdown, summary]);
    renderBell();
    await userEvent.click(await bell('Notificações, 2 não lidas'));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Faltam 30 dias/ }));
    expect(screen.getByTestId('location').textContent).toBe('/aluno/dashboard');
    await waitFor(() => expect(marked).toEqual([{ id: countdown.id }]));
    expect(await screen.findByRole('button', { name: 'Notificações, 1 não lida' })).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();

    // A read one is only opened.
    await userEvent.click(await bell('Notificações, 1 não lida'));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Seu resumo da semana/ }));
    expect(screen.getByTestId('location').textContent).toBe('/aluno/plano');
    expect(marked).toHaveLength(1);
  });

  it("'Marcar todas como lidas' reads them all and keeps the menu open", async () => {
    const marked = serve([session, countdown, summary]);
    renderBell();
    await userEvent.click(await bell('Notificações, 2 não lidas'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(marked).toEqual([{}]));
    const menu = screen.getByRole('menu', { name: 'Notificações' });
    await waitFor(() => expect(within(menu).queryByText(/Não lida/)).toBeNull());
    expect(
      within(menu).getByRole('menuitem', { name: 'Marcar todas como lidas' }).getAttribute('aria-disabled'),
    ).toBe('true');
    // The menu is modal: the bell under it is hidden from the accessibility tree meanwhile.
    expect(screen.getByRole('button', { name: 'Notificações', hidden: true })).toBeTruthy();
  });

  it("says 'Nenhuma notificação.' when there is none", async () => {
    serve([]);
    renderBell();
    await userEvent.click(await bell('Notificações'));
    expect(await screen.findByText('Nenhuma notificação.')).toBeTruthy();
  });

  it('works with the keyboard: Enter opens, the arrows move, Enter follows the link', async () => {
    const marked = serve([session, summary]);
    renderBell();
    (await bell('Notificações, 1 não lida')).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu', { name: 'Notificações' });
    // Opened from the keyboard, the first item has the focus; ↓ reaches the first notification.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Marcar todas como lidas'));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toMatch(/^Não lida: Hoje/);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/aluno/plano'));
    await waitFor(() => expect(marked).toEqual([{ id: session.id }]));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { RpcInput } from '@/lib/rpc';
import { authContext } from '@/testing/auth-context';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import AdminUsersPage from './admin-users-page';
import type { AdminUser } from './api/user-queries';
import { adminUser, planHistory } from './testing/admin-fixtures';

const ana = adminUser();
const bruno = adminUser({
  id: 'u-bruno',
  email: 'bruno.com.um.endereco.bem.comprido@exemplo-de-dominio.com.br',
  full_name: 'Bruno Lima',
  nickname: null,
  role: 'treinador',
  plano_code: 'AVAN_MENSAL',
  created_at: '2026-01-15T02:00:00.000Z',
});
const me = adminUser({ id: 'u-admin', email: 'admin@exemplo.com', full_name: 'Admin', role: 'admin' });

function serve(
  pages: { items: AdminUser[]; next_cursor: string | null }[] = [
    { items: [ana, bruno, me], next_cursor: null },
  ],
) {
  const calls: RpcInput<'admin_list_users'>[] = [];
  server.use(
    rpcHandler('get_auth_context', () =>
      authContext({ user: { id: 'u-admin', email: 'admin@exemplo.com', name: 'Admin' }, role: 'admin' }),
    ),
    rpcHandler('admin_list_users', (input) => {
      calls.push(input);
      return input.cursor
        ? (pages[1] ?? { items: [], next_cursor: null })
        : (pages[0] ?? { items: [], next_cursor: null });
    }),
  );
  return calls;
}

const renderPage = (path: string = paths.adminUsers) =>
  renderRoutes(
    [
      {
        path: paths.adminUsers,
        element: (
          <>
            <AdminUsersPage />
            <LocationProbe />
          </>
        ),
      },
    ],
    path,
  );

const row = (id: string) => within(screen.getByTestId(`user-${id}`));
const location = () => screen.getByTestId('location').textContent;
const toasts = () => within(screen.getByRole('region', { name: /Notificações/ }));

describe('Admin users page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the accounts in a table: e-mail, name, nickname, role, plan, status, sign-up date', async () => {
    const calls = serve();
    renderPage();
    const table = await screen.findByRole('table');
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual(['E-mail', 'Nome e apelido', 'Papel', 'Plano', 'Situação', 'Cadastro', 'Ações']);
    expect(row('u-ana').getByRole('rowheader').textContent).toBe('ana@exemplo.com');
    expect(row('u-ana').getByRole('combobox', { name: 'Papel de ana@exemplo.com' })).toHaveProperty(
      'value',
      'aluno',
    );
    expect(row('u-ana').getByRole('combobox', { name: 'Plano de ana@exemplo.com' })).toHaveProperty(
      'value',
      'FREE',
    );
    expect(row('u-ana').getByText('Ativo')).toBeTruthy();
    expect(row('u-ana').getByText('01/02/2026')).toBeTruthy();
    // 02:00 UTC on the 15th is still the 14th in Brasília.
    expect(row('u-bruno').getByText('14/01/2026')).toBeTruthy();
    // No nickname: the name alone.
    expect(row('u-bruno').getByText('Bruno Lima').parentElement?.children).toHaveLength(1);
    // Nobody disables their own account from here.
    expect(row('u-admin').queryByRole('button', { name: /Desativar/ })).toBeNull();
    expect(row('u-admin').getByText('Sua conta')).toBeTruthy();
    // Nor changes their own role: the select is disabled and says why (issue 21 §7).
    const ownRole = row('u-admin').getByRole('combobox', { name: /^Papel de / }) as HTMLSelectElement;
    expect(ownRole.disabled).toBe(true);
    expect(ownRole.getAttribute('aria-describedby')).toBeTruthy();
    expect(row('u-admin').getByText('Só outro administrador pode mudar o seu papel.')).toBeTruthy();
    expect(
      (row('u-ana').getByRole('combobox', { name: 'Papel de ana@exemplo.com' }) as HTMLSelectElement)
        .disabled,
    ).toBe(false);
    expect(screen.getByText('3 usuários')).toBeTruthy();
    expect(calls).toEqual([{ limit: 50 }]);
  });

  it('searches once the typing stops, and keeps the search and filters in the address', async () => {
    const calls = serve();
    renderPage();
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'ana');
    await waitFor(() => expect(location()).toBe('/admin/users?q=ana'));
    await waitFor(() => expect(calls.at(-1)).toEqual({ limit: 50, query: 'ana' }));
    // One call for the page, one for the finished word: not one per key.
    expect(calls).toHaveLength(2);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Papel' }), 'treinador');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Plano' }), 'AVAN_MENSAL');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'disabled');
    await waitFor(() =>
      expect(location()).toBe('/admin/users?q=ana&role=treinador&plan=AVAN_MENSAL&status=disabled'),
    );
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        limit: 50,
        query: 'ana',
        role: 'treinador',
        plan: 'AVAN_MENSAL',
        status: 'disabled',
      }),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Papel' }), '');
    await waitFor(() => expect(location()).toBe('/admin/users?q=ana&plan=AVAN_MENSAL&status=disabled'));
  });

  it('opens with the filters of the address, ignoring unknown values', async () => {
    const calls = serve([{ items: [], next_cursor: null }]);
    renderPage('/admin/users?q=bru&role=treinador&plan=GOLD&status=active');
    expect(await screen.findByText('Nenhum usuário encontrado com esses filtros.')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveProperty('value', 'bru');
    expect(screen.getByRole('combobox', { name: 'Papel' })).toHaveProperty('value', 'treinador');
    expect(screen.getByRole('combobox', { name: 'Plano' })).toHaveProperty('value', '');
    expect(calls).toEqual([{ limit: 50, query: 'bru', role: 'treinador', status: 'active' }]);
  });

  it('loads the next page with the cursor', async () => {
    const carla = adminUser({ id: 'u-carla', email: 'carla@exemplo.com', full_name: 'Carla' });
    const calls = serve([
      { items: [ana], next_cursor: 'next-1' },
      { items: [carla], next_cursor: null },
    ]);
    renderPage();
    await screen.findByTestId('user-u-ana');
    expect(screen.getByText('1 usuário carregados')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByTestId('user-u-carla')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(calls).toEqual([{ limit: 50 }, { limit: 50, cursor: 'next-1' }]);
  });

  it('changes a role after confirmation, and leaves it when cancelled', async () => {
    serve();
    const changes: unknown[] = [];
    server.use(
      rpcHandler('admin_set_user_role', (input) => {
        changes.push(input);
        return { ...ana, role: input.role };
      }),
    );
    renderPage();
    await screen.findByRole('table');
    const select = row('u-ana').getByRole('combobox', { name: 'Papel de ana@exemplo.com' });

    await userEvent.selectOptions(select, 'treinador');
    let dialog = await screen.findByRole('dialog', { name: 'Alterar papel?' });
    expect(dialog.textContent).toContain('Ana Souza (ana@exemplo.com) passa de Candidato para Treinador.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(select).toHaveProperty('value', 'aluno');
    expect(changes).toEqual([]);

    await userEvent.selectOptions(select, 'treinador');
    dialog = await screen.findByRole('dialog', { name: 'Alterar papel?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alterar papel' }));
    await waitFor(() => expect(select).toHaveProperty('value', 'treinador'));
    expect(changes).toEqual([{ user_id: 'u-ana', role: 'treinador' }]);
    expect(await toasts().findByText('Ana Souza agora é Treinador.')).toBeTruthy();
  });

  it('shows the server’s refusal in a toast and keeps the role', async () => {
    serve();
    server.use(
      rpcError('admin_set_user_role', 404, { code: 'NOT_FOUND', message: 'Usuário não encontrado.' }),
    );
    renderPage();
    await screen.findByRole('table');
    const select = row('u-ana').getByRole('combobox', { name: 'Papel de ana@exemplo.com' });
    await userEvent.selectOptions(select, 'treinador');
    await userEvent.click(await screen.findByRole('button', { name: 'Alterar papel' }));
    expect(await toasts().findByText('Usuário não encontrado.')).toBeTruthy();
    expect(toasts().getByText('Não foi possível alterar o papel')).toBeTruthy();
    expect(select).toHaveProperty('value', 'aluno');
  });

  it('changes a plan at once', async () => {
    serve();
    const changes: unknown[] = [];
    server.use(
      rpcHandler('admin_set_user_plan', (input) => {
        changes.push(input);
        return { ...ana, plano_code: input.plano_code };
      }),
    );
    renderPage();
    await screen.findByRole('table');
    const select = row('u-ana').getByRole('combobox', { name: 'Plano de ana@exemplo.com' });
    await userEvent.selectOptions(select, 'AVAN_SEMESTRE');
    await waitFor(() => expect(select).toHaveProperty('value', 'AVAN_SEMESTRE'));
    expect(changes).toEqual([{ user_id: 'u-ana', plano_code: 'AVAN_SEMESTRE' }]);
    expect(await toasts().findByText('Ana Souza agora está no plano Avançado Semestral.')).toBeTruthy();
  });

  it('disables an account after a confirmation that says its sessions end at once, then re-enables it', async () => {
    serve();
    const changes: unknown[] = [];
    server.use(
      rpcHandler('admin_set_user_disabled', (input) => {
        changes.push(input);
        return { ...ana, disabled: input.disabled };
      }),
    );
    renderPage();
    await screen.findByRole('table');
    await userEvent.click(row('u-ana').getByRole('button', { name: /^Desativar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Desativar conta?' });
    expect(dialog.textContent).toContain('todas as sessões abertas dessa pessoa terminam imediatamente');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desativar conta' }));
    expect(await row('u-ana').findByText('Desativado')).toBeTruthy();

    await userEvent.click(row('u-ana').getByRole('button', { name: /^Reativar/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reativar conta' }));
    expect(await row('u-ana').findByText('Ativo')).toBeTruthy();
    expect(changes).toEqual([
      { user_id: 'u-ana', disabled: true },
      { user_id: 'u-ana', disabled: false },
    ]);
  });

  it('shows one card per account on a phone, with the same controls', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(max-width: 767px)',
          media: query,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    serve();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Usuários' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(row('u-bruno').getByText(bruno.email, { selector: 'p' })).toBeTruthy();
    expect(row('u-bruno').getByRole('combobox', { name: `Papel de ${bruno.email}` })).toBeTruthy();
    expect(row('u-bruno').getByRole('button', { name: /^Desativar/ })).toBeTruthy();
    expect(row('u-bruno').getByRole('button', { name: `Histórico do plano de ${bruno.email}` })).toBeTruthy();
  });

  it('opens a person’s plan history from the list', async () => {
    serve();
    const asked: RpcInput<'admin_get_plan_history'>[] = [];
    server.use(
      rpcHandler('admin_get_plan_history', (input) => {
        asked.push(input);
        return planHistory({
          plano_code: 'AVAN_SEMESTRE',
          until: '2026-08-01T12:00:00.000Z',
          events: [
            {
              kind: 'admin',
              at: '2026-02-01T12:00:00.000Z',
              payment: null,
              from: 'FREE',
              to: 'AVAN_SEMESTRE',
              actor_email: 'admin@exemplo.com',
            },
          ],
        });
      }),
    );
    renderPage();
    await screen.findByRole('table');
    await userEvent.click(
      row('u-ana').getByRole('button', { name: 'Histórico do plano de ana@exemplo.com' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Histórico do plano' }));
    expect(
      await dialog.findByText('Plano alterado por admin@exemplo.com: Gratuito → Avançado Semestral'),
    ).toBeTruthy();
    expect(dialog.getByTestId('plan-now').textContent).toContain('Plano agora: Avançado Semestral');
    expect(asked).toEqual([{ user_id: 'u-ana' }]);
  });

  it('says so when the list cannot be loaded', async () => {
    serve();
    server.use(rpcError('admin_list_users', 403, { code: 'FORBIDDEN', message: 'Acesso negado.' }));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Não foi possível carregar os usuários.Acesso negado.');
  });
});

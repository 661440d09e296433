import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import AdminDashboardPage from './admin-dashboard-page';
import type { SystemStatus } from './api/dashboard-queries';
import { adminStats, auditEntry, systemStatus } from './testing/admin-fixtures';

function serve({ status = [systemStatus()] }: { status?: SystemStatus[] } = {}) {
  const calls = { status: 0, audit: [] as unknown[] };
  server.use(
    rpcHandler('get_admin_stats', () => adminStats()),
    rpcHandler('get_system_status', () => {
      calls.status += 1;
      return status[Math.min(calls.status, status.length) - 1] ?? systemStatus();
    }),
    rpcHandler('get_audit_log', (input) => {
      calls.audit.push(input);
      return input.cursor
        ? { items: [auditEntry('a3', 'Admin aprovou o CREF de Bruno Lima.')], next_cursor: null }
        : {
            items: [
              auditEntry('a1', 'Admin mudou o papel de Ana para Treinador.'),
              auditEntry(
                'a2',
                'Admin mudou o plano de Caio para Avançado Mensal.',
                '2026-03-08T15:00:00.000Z',
              ),
            ],
            next_cursor: 'c2',
          };
    }),
  );
  return calls;
}

const renderPage = () =>
  renderRoutes([{ path: paths.adminDashboard, element: <AdminDashboardPage /> }], paths.adminDashboard);

describe('Admin dashboard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T15:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the five counts of the system', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Painel administrativo' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('stat-total_users').textContent).toContain('1.234'));
    const cards = ['total_users', 'candidates', 'trainers', 'active_30d', 'trainers_unverified'].map(
      (key) => screen.getByTestId(`stat-${key}`).textContent,
    );
    expect(cards).toEqual([
      'Total de usuários1.234',
      'Candidatos1.180',
      'Treinadores50',
      'Ativos nos últimos 30 dias310',
      'Treinadores com CREF não verificado7',
    ]);
  });

  it('enters as candidate or trainer, and opens the admin pages in new tabs', async () => {
    serve();
    renderPage();
    const candidate = await screen.findByRole('link', { name: 'Entrar como candidato' });
    expect(candidate.getAttribute('href')).toBe('/aluno/dashboard');
    expect(screen.getByRole('link', { name: 'Entrar como treinador' }).getAttribute('href')).toBe(
      '/treinador/dashboard',
    );
    for (const [name, href] of [
      [/^Gerenciar usuários ?\(abre em nova aba\)$/, '/admin/users'],
      [/^Verificar CREFs ?\(abre em nova aba\)$/, '/admin/verifications'],
      [/^Moderar o ranking ?\(abre em nova aba\)$/, '/admin/ranking'],
      [/^Ver análises ?\(abre em nova aba\)$/, '/admin/analytics'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('shows each live check with a word for its status, and checks again on request', async () => {
    const calls = serve({
      status: [
        systemStatus(),
        systemStatus({
          checked_at: '2026-03-10T15:10:00.000Z',
          checks: [
            { key: 'jobs', label: 'Fila de tarefas', status: 'ok', detail: 'Nenhuma tarefa pendente.' },
          ],
        }),
      ],
    });
    renderPage();
    const checks = await screen.findByRole('list', { name: 'Verificações' });
    expect(
      within(checks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Banco de dados: OperacionalRespondeu em 3 ms.',
      'E-mail: AtençãoSem SMTP: e-mails vão para a caixa local.',
      'Fila de tarefas: Falha12 tarefas falharam na última hora.',
    ]);
    expect(screen.getByText('Verificado em 10/03/2026 12:04.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Verificar agora' }));
    await waitFor(() => expect(screen.getByTestId('check-jobs').textContent).toContain('Operacional'));
    expect(screen.queryByTestId('check-database')).toBeNull();
    expect(screen.getByText('Verificado em 10/03/2026 12:10.')).toBeTruthy();
    expect(calls.status).toBe(2);
  });

  it('lists the audit log with relative and absolute dates, and loads more', async () => {
    const calls = serve();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Atividades' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Admin mudou o papel de Ana para Treinador.há 3 horas · 10/03/2026 09:00',
      'Admin mudou o plano de Caio para Avançado Mensal.anteontem · 08/03/2026 12:00',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await within(list).findByText('Admin aprovou o CREF de Bruno Lima.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(calls.audit).toEqual([{ limit: 10 }, { limit: 10, cursor: 'c2' }]);
  });

  it('says the log is empty when nothing was recorded', async () => {
    serve();
    server.use(rpcHandler('get_audit_log', () => ({ items: [], next_cursor: null })));
    renderPage();
    expect(await screen.findByText('Nenhuma atividade registrada ainda.')).toBeTruthy();
  });

  it('says “Erro ao carregar dados” when the counts fail, in an alert and a toast, and retries', async () => {
    serve();
    server.use(rpcError('get_admin_stats', 500, { code: 'INTERNAL', message: 'Erro interno.' }));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Erro ao carregar dadosNão foi possível carregar as estatísticas do sistema.',
    );
    const toasts = within(await screen.findByRole('region', { name: /Notificações/ }));
    expect(await toasts.findByText('Não foi possível carregar as estatísticas do sistema.')).toBeTruthy();

    server.use(rpcHandler('get_admin_stats', () => adminStats({ total_users: 5 })));
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByTestId('stat-total_users').textContent).toContain('5'));
  });
});

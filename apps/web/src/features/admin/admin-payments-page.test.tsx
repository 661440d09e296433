import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { RpcInput } from '@/lib/rpc';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import AdminPaymentsPage from './admin-payments-page';
import type { AdminPayment, PlanHistory } from './api/payment-queries';
import { adminPayment, planHistory } from './testing/admin-fixtures';

const monthly = adminPayment();
const renewal = adminPayment({
  id: '22222222-2222-4222-8222-222222222222',
  user_id: 'u-bruno',
  email: 'bruno.com.um.endereco.bem.comprido@exemplo-de-dominio.com.br',
  status: 'pendente',
  method: 'cartao',
  provider_payment_id: null,
  created_at: '2026-03-29T12:00:00.000Z',
  paid_at: null,
  period_start: null,
  period_end: null,
  renewal_for: '2026-04-01T15:02:00.000Z',
});
const oneOff = adminPayment({
  id: '33333333-3333-4333-8333-333333333333',
  plano_code: 'COMUM',
  plano: 'Simulado avulso',
  amount_cents: 1990,
  method: 'cartao',
  provider_payment_id: '555',
  period_end: null,
});
const deleted = adminPayment({
  id: '44444444-4444-4444-8444-444444444444',
  user_id: null,
  email: null,
  status: 'estornado',
  provider_payment_id: '777',
  ended_at: '2026-03-05T12:00:00.000Z',
});

type Page = { payments: AdminPayment[]; next_cursor: string | null };

function serve(pages: Page[] = [{ payments: [renewal, monthly, oneOff, deleted], next_cursor: null }]) {
  const calls: RpcInput<'admin_list_payments'>[] = [];
  server.use(
    rpcHandler('admin_list_payments', (input) => {
      calls.push(input);
      return (input.cursor ? pages[1] : pages[0]) ?? { payments: [], next_cursor: null };
    }),
  );
  return calls;
}

function serveHistory(history: PlanHistory) {
  const calls: RpcInput<'admin_get_plan_history'>[] = [];
  server.use(
    rpcHandler('admin_get_plan_history', (input) => {
      calls.push(input);
      return history;
    }),
  );
  return calls;
}

const renderPage = (path: string = paths.adminPayments) =>
  renderRoutes(
    [
      {
        path: paths.adminPayments,
        element: (
          <>
            <AdminPaymentsPage />
            <LocationProbe />
          </>
        ),
      },
    ],
    path,
  );

const row = (payment: AdminPayment) => within(screen.getByTestId(`payment-${payment.id}`));
const cells = (payment: AdminPayment) =>
  within(screen.getByTestId(`payment-${payment.id}`))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

function phone() {
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
}

describe('Admin payments page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists every payment in a table: date, person, plan, amount and method, status, provider id, period', async () => {
    const calls = serve();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Pagamentos' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Data',
      'Pessoa',
      'Plano',
      'Valor e forma',
      'Situação',
      'Mercado Pago nº',
      'Período',
      'Ações',
    ]);
    expect(row(monthly).getByRole('rowheader').textContent).toBe('ana@exemplo.com');
    // 15:00 UTC is noon in Brasília.
    expect(cells(monthly).slice(0, 6)).toEqual([
      '01/03/2026 12:00',
      'Avançado Mensal',
      'R$ 49,90 PIX',
      'Aprovado',
      '1324567890',
      '01/03/2026 – 01/04/2026',
    ]);
    // A renewal of the monthly plan, not paid yet: no provider id, no period.
    expect(row(renewal).getByText('Renovação')).toBeTruthy();
    expect(cells(renewal).slice(1, 6)).toEqual([
      'Avançado MensalRenovação',
      'R$ 49,90 Cartão',
      'Aguardando pagamento',
      '—',
      '—',
    ]);
    expect(row(monthly).queryByText('Renovação')).toBeNull();
    // The one-off simulation, approved, has no end.
    expect(row(oneOff).getByText('01/03/2026 – sem fim')).toBeTruthy();
    // A refund ends the period early.
    expect(row(deleted).getByText('01/03/2026 – 01/04/2026 (encerrado em 05/03/2026)')).toBeTruthy();
    expect(screen.getByText('4 pagamentos')).toBeTruthy();
    expect(calls).toEqual([{}]);
  });

  it('says whose payment is of a deleted account, with no plan history to open', async () => {
    serve();
    renderPage();
    await screen.findByRole('table');
    expect(row(deleted).getByRole('rowheader').textContent).toBe('Conta excluída');
    expect(row(deleted).queryByRole('button')).toBeNull();
    expect(row(monthly).getByRole('button', { name: 'Histórico do plano de ana@exemplo.com' })).toBeTruthy();
  });

  it('filters by status, kept in the address', async () => {
    const calls = serve();
    renderPage();
    await screen.findByRole('table');
    const filter = screen.getByRole('combobox', { name: 'Situação' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Todas',
      'Não concluído',
      'Aguardando pagamento',
      'Aprovado',
      'Recusado',
      'Cancelado',
      'Estornado',
      'Contestado',
    ]);
    await userEvent.selectOptions(filter, 'aprovado');
    await waitFor(() => expect(calls.at(-1)).toEqual({ status: 'aprovado' }));
    expect(screen.getByTestId('location').textContent).toBe('/admin/pagamentos?situacao=aprovado');
    await userEvent.selectOptions(filter, '');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/pagamentos'));
  });

  it('opens with the status of the address, ignoring an unknown one', async () => {
    const calls = serve([{ payments: [], next_cursor: null }]);
    renderPage('/admin/pagamentos?situacao=estornado');
    expect(await screen.findByText('Nenhum pagamento com essa situação.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Situação' })).toHaveProperty('value', 'estornado');
    expect(calls).toEqual([{ status: 'estornado' }]);
  });

  it('says so when there is no payment', async () => {
    const calls = serve([{ payments: [], next_cursor: null }]);
    renderPage('/admin/pagamentos?situacao=pago');
    expect(await screen.findByText('Nenhum pagamento.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls).toEqual([{}]);
  });

  it('loads the next page with the cursor and appends it', async () => {
    const calls = serve([
      {
        payments: [monthly],
        next_cursor: '2026-03-01T15:00:00.000000Z|11111111-1111-4111-8111-111111111111',
      },
      { payments: [oneOff], next_cursor: null },
    ]);
    renderPage();
    await screen.findByTestId(`payment-${monthly.id}`);
    expect(screen.getByText('1 pagamento carregado')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByTestId(`payment-${oneOff.id}`)).toBeTruthy();
    expect(screen.getByTestId(`payment-${monthly.id}`)).toBeTruthy();
    expect(screen.getByText('2 pagamentos')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(calls).toEqual([
      {},
      { cursor: '2026-03-01T15:00:00.000000Z|11111111-1111-4111-8111-111111111111' },
    ]);
  });

  it('shows a person’s plan history: the plan now, the subscription, payments and admins’ changes', async () => {
    serve();
    const calls = serveHistory(
      planHistory({
        plano_code: 'AVAN_SEMESTRE',
        since: '2026-03-10T12:00:00.000Z',
        until: '2026-09-10T12:00:00.000Z',
        subscription: {
          status: 'encerrada',
          started_at: '2026-02-01T12:00:00.000Z',
          cancelled_at: null,
          ended_at: '2026-03-10T12:00:00.000Z',
          end_reason: 'semestral',
          renewal: null,
        },
        events: [
          {
            kind: 'admin',
            at: '2026-03-12T12:00:00.000Z',
            payment: null,
            from: 'FREE',
            to: 'AVAN_SEMESTRE',
            actor_email: 'admin@exemplo.com',
          },
          {
            kind: 'admin',
            at: '2026-03-11T12:00:00.000Z',
            payment: null,
            from: 'AVAN_SEMESTRE',
            to: 'FREE',
            actor_email: null,
          },
          {
            kind: 'pagamento',
            at: '2026-03-01T15:02:00.000Z',
            payment: {
              id: monthly.id,
              plano_code: monthly.plano_code,
              plano: monthly.plano,
              amount_cents: monthly.amount_cents,
              status: 'estornado',
              method: monthly.method,
              provider: monthly.provider,
              provider_payment_id: monthly.provider_payment_id,
              created_at: monthly.created_at,
              paid_at: monthly.paid_at,
              period_start: monthly.period_start,
              period_end: monthly.period_end,
              ended_at: '2026-03-05T12:00:00.000Z',
            },
            from: null,
            to: null,
            actor_email: null,
          },
        ],
      }),
    );
    renderPage();
    await screen.findByRole('table');
    const button = row(monthly).getByRole('button', { name: 'Histórico do plano de ana@exemplo.com' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Histórico do plano' });
    const history = within(dialog);
    expect(history.getByText('ana@exemplo.com')).toBeTruthy();
    const now = await history.findByTestId('plan-now');
    expect(now.textContent).toContain('Plano agora: Avançado Semestral');
    expect(now.textContent).toContain('Desde 10/03/2026 · até 10/09/2026');
    expect(now.textContent).toContain('Assinatura encerrada: substituída pelo plano semestral (10/03/2026)');

    const events = history.getAllByTestId('plan-event');
    expect(events.map((event) => event.textContent)).toEqual([
      '12/03/2026 09:00Plano alterado por admin@exemplo.com: Gratuito → Avançado Semestral',
      '11/03/2026 09:00Plano alterado por um admin: Avançado Semestral → Gratuito',
      '01/03/2026 12:02Pagamento: Avançado MensalR$ 49,90PIX · Mercado Pago nº 1324567890EstornadoPeríodo: 01/03/2026 – 01/04/2026 (encerrado em 05/03/2026)',
    ]);
    expect(calls).toEqual([{ user_id: 'u-ana' }]);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('says how the subscription stands and when a person has no change', async () => {
    serve();
    serveHistory(
      planHistory({
        plano_code: 'AVAN_MENSAL',
        until: '2026-04-01T15:02:00.000Z',
        subscription: {
          status: 'cancelada',
          started_at: '2026-03-01T15:02:00.000Z',
          cancelled_at: '2026-03-15T12:00:00.000Z',
          ended_at: null,
          end_reason: null,
          renewal: null,
        },
      }),
    );
    renderPage();
    await screen.findByRole('table');
    await userEvent.click(row(monthly).getByRole('button', { name: /^Histórico do plano/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Assinatura cancelada em 15/03/2026')).toBeTruthy();
    expect(dialog.getByText('Até 01/04/2026')).toBeTruthy();
    expect(dialog.getByText('Nenhuma mudança registrada.')).toBeTruthy();
  });

  it('says so when the plan history cannot be loaded', async () => {
    serve();
    server.use(
      rpcError('admin_get_plan_history', 404, { code: 'NOT_FOUND', message: 'Usuário não encontrado.' }),
    );
    renderPage();
    await screen.findByRole('table');
    await userEvent.click(row(monthly).getByRole('button', { name: /^Histórico do plano/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Não foi possível carregar o histórico do plano.')).toBeTruthy();
    expect(dialog.getByText('Usuário não encontrado.')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('shows one card per payment on a phone, with the plan history button', async () => {
    phone();
    serve();
    serveHistory(planHistory());
    renderPage();
    const list = await screen.findByRole('list', { name: 'Pagamentos' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(row(renewal).getByText(renewal.email ?? '', { selector: 'p' })).toBeTruthy();
    expect(row(renewal).getByText('Renovação')).toBeTruthy();
    expect(row(deleted).getByText('Conta excluída')).toBeTruthy();
    expect(row(deleted).queryByRole('button')).toBeNull();
    await userEvent.click(
      row(renewal).getByRole('button', { name: `Histórico do plano de ${renewal.email}` }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Histórico do plano' }));
    expect(await dialog.findByText('Sem data de fim')).toBeTruthy();
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    server.use(rpcError('admin_list_payments', 500, { code: 'INTERNAL', message: 'Erro interno.' }));
    renderPage();
    expect(await screen.findByText('Não foi possível carregar os pagamentos.')).toBeTruthy();
    const calls = serve();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(calls).toEqual([{}]);
  });
});

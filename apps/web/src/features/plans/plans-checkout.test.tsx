import { entitlementsOf } from '@prontidao/domain/plans/entitlements';
import { PLAN_NAMES, type PlanCode } from '@prontidao/domain/plans/plan-codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goToCheckout } from '@/lib/queries/checkout';
import type { CurrentPlan } from '@/lib/queries/current-plan';
import type { RpcOutput } from '@/lib/rpc';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import PlansPage from './plans-page';

// Issue 25 on /aluno/planos: 'Assinar' / 'Comprar' open the provider's checkout, the current plan
// says since and until when, the renewal to pay, 'Cancelar assinatura', and 'Meus pagamentos'.

const NO_LINKS = { COMUM: null, AVAN_MENSAL: null, AVAN_SEMESTRE: null, consult: null };
const UNTIL = '2026-12-27T13:00:00.000Z';
const SINCE = '2026-10-27T13:00:00.000Z';

const planOf = (code: PlanCode, extra: Partial<CurrentPlan> = {}): CurrentPlan => ({
  plano_code: code,
  name: PLAN_NAMES[code],
  is_free: code === 'FREE',
  entitlements: entitlementsOf(code),
  purchase_links: NO_LINKS,
  until: null,
  checkout: true,
  since: null,
  subscription: null,
  ...extra,
});

type Payment = RpcOutput<'get_my_payments'>[number];
const payment = (extra: Partial<Payment>): Payment => ({
  id: '6f1c1f8e-2a55-4c1e-9a53-7c1d2d3e4f50',
  plano_code: 'AVAN_MENSAL',
  plano: 'Avançado Mensal',
  amount_cents: 4990,
  status: 'aprovado',
  method: 'pix',
  provider: 'mercado_pago',
  provider_payment_id: '1000000001',
  created_at: SINCE,
  paid_at: SINCE,
  period_start: SINCE,
  period_end: '2026-11-27T13:00:00.000Z',
  ended_at: null,
  ...extra,
});

const renderPage = (plan: CurrentPlan, payments: Payment[] = []) => {
  server.use(
    rpcHandler('get_plano_atual', () => plan),
    rpcHandler('get_my_payments', () => payments),
  );
  return renderRoutes([{ path: '/aluno/planos', element: <PlansPage /> }], '/aluno/planos');
};

const cardNamed = async (name: string) => {
  const card = (await screen.findAllByTestId('plan-card')).find(
    (c) => within(c).getByRole('heading', { level: 2 }).textContent === name,
  );
  if (!card) throw new Error(`no card ${name}`);
  return within(card);
};

const activeMonthly = (renewal: NonNullable<CurrentPlan['subscription']>['renewal'] = null) =>
  planOf('AVAN_MENSAL', {
    until: UNTIL,
    since: SINCE,
    subscription: {
      status: 'ativa',
      started_at: SINCE,
      cancelled_at: null,
      ended_at: null,
      end_reason: null,
      renewal,
    },
  });

afterEach(() => vi.restoreAllMocks());

describe('buying a plan on /aluno/planos (issue 25)', () => {
  it('"Assinar" opens the plan’s checkout at the provider in this tab', async () => {
    const assign = vi.spyOn(goToCheckout, 'assign').mockImplementation(() => {});
    let asked: unknown = null;
    renderPage(planOf('FREE'));
    server.use(
      rpcHandler('create_checkout', (input) => {
        asked = input;
        return { payment_id: payment({}).id, checkout_url: 'https://checkout.exemplo/pagar/1' };
      }),
    );
    const mensal = await cardNamed('Avançado Mensal');
    expect(mensal.queryByRole('link')).toBeNull();
    await userEvent.click(mensal.getByRole('button', { name: 'Assinar Avançado Mensal' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.exemplo/pagar/1'));
    expect(asked).toEqual({ plano_code: 'AVAN_MENSAL' });
    // On its way to the provider: no second checkout from another button.
    const avulso = await cardNamed('Simulado avulso');
    expect((avulso.getByRole('button', { name: /Comprar/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says why when the checkout cannot be opened, and changes nothing', async () => {
    const assign = vi.spyOn(goToCheckout, 'assign').mockImplementation(() => {});
    renderPage(planOf('FREE'));
    server.use(
      rpcError('create_checkout', 502, {
        code: 'PAYMENT_PROVIDER_FAILED',
        message: 'Não foi possível abrir o pagamento agora. Tente de novo em instantes.',
      }),
    );
    await userEvent.click((await cardNamed('Simulado avulso')).getByRole('button', { name: /Comprar/ }));
    expect(await screen.findByText('Não foi possível abrir o pagamento.')).toBeTruthy();
    expect(screen.getByText(/Tente de novo em instantes/)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the plan since and until when, and lists the receipts in Meus pagamentos', async () => {
    renderPage(activeMonthly(), [
      payment({ id: 'a', period_start: '2026-11-27T13:00:00.000Z', period_end: UNTIL, created_at: UNTIL }),
      payment({ id: 'b' }),
      payment({ id: 'c', status: 'recusado', method: 'cartao', period_start: null, period_end: null }),
    ]);
    const panel = within(await screen.findByTestId('current-plan'));
    expect(panel.getByRole('heading', { name: 'Seu plano: Avançado Mensal' })).toBeTruthy();
    expect(panel.getByText('27/10/2026')).toBeTruthy();
    expect(panel.getByText('27/12/2026')).toBeTruthy();
    expect(panel.getByText(/Assinatura ativa/)).toBeTruthy();
    const rows = await screen.findAllByTestId('payment');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('Período pago: 27/10/2026 a 27/11/2026')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('R$ 49,90')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/PIX · nº 1000000001/)).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Recusado')).toBeTruthy();
  });

  it('Cancelar assinatura asks first, then says until when the plan lasts', async () => {
    let cancelled = false;
    renderPage(activeMonthly());
    server.use(
      rpcHandler('cancel_subscription', () => {
        cancelled = true;
        const plan = activeMonthly();
        return {
          since: plan.since,
          subscription: {
            ...(plan.subscription as NonNullable<CurrentPlan['subscription']>),
            status: 'cancelada' as const,
            cancelled_at: '2026-11-27T13:00:00.000Z',
          },
        };
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/continua valendo até 27\/12\/2026 e não será mais cobrado/)).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Manter assinatura' }));
    expect(cancelled).toBe(false);

    server.use(
      rpcHandler('get_plano_atual', () => {
        const plan = activeMonthly();
        return {
          ...plan,
          subscription: {
            ...(plan.subscription as NonNullable<CurrentPlan['subscription']>),
            status: 'cancelada' as const,
          },
        };
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar assinatura' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar assinatura' }),
    );
    expect(
      await screen.findByText('Assinatura cancelada: o plano vale até 27/12/2026 e não será mais cobrado.'),
    ).toBeTruthy();
    expect(cancelled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).toBeNull();
  });

  it('a renewal to pay: its amount, its date and "Pagar mensalidade" to the provider’s page', async () => {
    renderPage(
      activeMonthly({
        payment_id: '7f1c1f8e-2a55-4c1e-9a53-7c1d2d3e4f51',
        amount_cents: 4990,
        checkout_url: 'https://checkout.exemplo/pagar/2',
        due_at: UNTIL,
        status: 'criado',
      }),
    );
    expect(await screen.findByText('Mensalidade de R$ 49,90: pague até 27/12/2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pagar mensalidade' }).getAttribute('href')).toBe(
      'https://checkout.exemplo/pagar/2',
    );
  });

  it('a subscription that ended unpaid says so on the free tier', async () => {
    renderPage(
      planOf('FREE', {
        subscription: {
          status: 'encerrada',
          started_at: SINCE,
          cancelled_at: null,
          ended_at: UNTIL,
          end_reason: 'renovacao_nao_paga',
          renewal: null,
        },
      }),
    );
    expect(
      await screen.findByText(/A mensalidade não foi paga e a assinatura terminou em 27\/12\/2026/),
    ).toBeTruthy();
    expect(await screen.findByText('Nenhum pagamento ainda.')).toBeTruthy();
  });
});

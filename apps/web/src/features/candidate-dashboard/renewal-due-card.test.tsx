import { entitlementsOf } from '@prontidao/domain/plans/entitlements';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentPlan } from '@/lib/queries/current-plan';
import { rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import { RenewalDueCard } from './renewal-due-card';

const monthly = (renewal: NonNullable<CurrentPlan['subscription']>['renewal']): CurrentPlan => ({
  plano_code: 'AVAN_MENSAL',
  name: 'Avançado Mensal',
  is_free: false,
  entitlements: entitlementsOf('AVAN_MENSAL'),
  purchase_links: { COMUM: null, AVAN_MENSAL: null, AVAN_SEMESTRE: null, consult: null },
  until: '2026-12-27T13:00:00.000Z',
  checkout: true,
  since: '2026-11-27T13:00:00.000Z',
  subscription: {
    status: 'ativa',
    started_at: '2026-11-27T13:00:00.000Z',
    cancelled_at: null,
    ended_at: null,
    end_reason: null,
    renewal,
  },
});

let reads = 0;
const render = (plan: CurrentPlan) => {
  server.use(
    rpcHandler('get_plano_atual', () => {
      reads += 1;
      return plan;
    }),
  );
  return renderRoutes([{ path: '/aluno/dashboard', element: <RenewalDueCard /> }], '/aluno/dashboard');
};

describe('RenewalDueCard (dashboard, issue 25)', () => {
  it('shows the renewal to pay with its amount, its date and the provider’s page', async () => {
    render(
      monthly({
        payment_id: '7f1c1f8e-2a55-4c1e-9a53-7c1d2d3e4f51',
        amount_cents: 4990,
        checkout_url: 'https://checkout.exemplo/pagar/9',
        due_at: '2026-12-27T13:00:00.000Z',
        status: 'criado',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Mensalidade a pagar' })).toBeTruthy();
    expect(screen.getByText('R$ 49,90 até 27/12/2026 para continuar no plano Avançado Mensal.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pagar mensalidade' }).getAttribute('href')).toBe(
      'https://checkout.exemplo/pagar/9',
    );
  });

  it('says nothing without a renewal to pay', async () => {
    reads = 0;
    render(monthly(null));
    await waitFor(() => expect(reads).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('renewal-due-card')).toBeNull();
  });
});

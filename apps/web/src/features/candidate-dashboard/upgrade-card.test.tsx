import { entitlementsOf } from '@prontidao/domain/plans/entitlements';
import { PLAN_NAMES, type PlanCode } from '@prontidao/domain/plans/plan-codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { goToCheckout } from '@/lib/queries/checkout';
import type { RpcOutput } from '@/lib/rpc';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import { UpgradeCard } from './upgrade-card';

type Links = RpcOutput<'get_plano_atual'>['purchase_links'];
const LINKS: Links = {
  COMUM: 'https://pagamento.exemplo.com/avulso',
  AVAN_MENSAL: 'https://pagamento.exemplo.com/mensal',
  AVAN_SEMESTRE: null,
  consult: 'https://wa.me/5561999990000',
};

function serve(code: PlanCode, checkout = false) {
  let calls = 0;
  server.use(
    rpcHandler('get_plano_atual', () => {
      calls += 1;
      return {
        plano_code: code,
        name: PLAN_NAMES[code],
        is_free: code === 'FREE',
        entitlements: entitlementsOf(code),
        purchase_links: LINKS,
        until: null,
        checkout,
        since: null,
        subscription: null,
      };
    }),
  );
  return () => calls;
}

const renderCard = () =>
  renderRoutes(
    [
      { path: '/aluno/dashboard', element: <UpgradeCard /> },
      { path: '*', element: <LocationProbe /> },
    ],
    '/aluno/dashboard',
  );

describe('UpgradeCard (dashboard)', () => {
  it('where plans are bought here, each plan opens its checkout (issue 25)', async () => {
    const assign = vi.spyOn(goToCheckout, 'assign').mockImplementation(() => {});
    serve('FREE', true);
    let asked: unknown = null;
    server.use(
      rpcHandler('create_checkout', (input) => {
        asked = input;
        return {
          payment_id: '6f1c1f8e-2a55-4c1e-9a53-7c1d2d3e4f50',
          checkout_url: 'https://checkout.exemplo/3',
        };
      }),
    );
    renderCard();
    const card = within(await screen.findByTestId('upgrade-card'));
    // Even the plan without a configured link: the checkout is the server's.
    await userEvent.click(card.getByRole('button', { name: /^Assinar Avançado Semestral, R\$ 249,90/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.exemplo/3'));
    expect(asked).toEqual({ plano_code: 'AVAN_SEMESTRE' });
    expect(card.queryByText('Em breve')).toBeNull();
    assign.mockRestore();
  });

  it('on the free tier: the purchase links, the consultation and the plans page', async () => {
    serve('FREE');
    renderCard();
    const card = within(await screen.findByTestId('upgrade-card'));
    expect(card.getByRole('heading', { name: 'Desbloqueie o plano Avançado' })).toBeTruthy();
    expect(card.getByRole('link', { name: /Simulado avulso/ }).getAttribute('href')).toBe(LINKS.COMUM);
    expect(card.getByRole('link', { name: /Avançado Mensal/ }).getAttribute('href')).toBe(LINKS.AVAN_MENSAL);
    // No link configured: shown with its price, not clickable.
    expect(card.queryByRole('link', { name: /Avançado Semestral/ })).toBeNull();
    expect(card.getByText('Avançado Semestral')).toBeTruthy();
    expect(card.getByText('Em breve')).toBeTruthy();
    expect(card.getByRole('link', { name: /Consultoria de nutrição e treino/ }).getAttribute('href')).toBe(
      LINKS.consult,
    );
    await userEvent.click(card.getByRole('link', { name: 'Comparar todos os planos' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/aluno/planos');
  });

  it.each<PlanCode>(['COMUM', 'AVAN_MENSAL', 'AVAN_SEMESTRE'])(
    'is not shown on a paid plan (%s)',
    async (code) => {
      const calls = serve(code);
      renderCard();
      await waitFor(() => expect(calls()).toBe(1));
      // Let the answer render: nothing appears.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByTestId('upgrade-card')).toBeNull();
      expect(screen.queryByText('Desbloqueie o plano Avançado')).toBeNull();
    },
  );

  it('is not shown when the plan cannot be read', async () => {
    server.use(rpcError('get_plano_atual', 500, { code: 'INTERNAL', message: 'x' }));
    renderCard();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('upgrade-card')).toBeNull();
  });
});

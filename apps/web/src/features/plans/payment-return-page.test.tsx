import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RpcOutput } from '@/lib/rpc';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import PaymentReturnPage from './payment-return-page';

// Issue 25: back from the provider, the page asks the server — 'Aguardando pagamento' while the
// PIX has not cleared (asking again by itself), 'Pagamento confirmado' once the notice granted it.

const ID = '6f1c1f8e-2a55-4c1e-9a53-7c1d2d3e4f50';
type Payment = RpcOutput<'get_my_payment'>;

const payment = (extra: Partial<Payment>): Payment => ({
  id: ID,
  plano_code: 'AVAN_MENSAL',
  plano: 'Avançado Mensal',
  amount_cents: 4990,
  status: 'pendente',
  method: 'pix',
  provider: 'mercado_pago',
  provider_payment_id: '1000000001',
  created_at: '2026-11-27T13:00:00.000Z',
  paid_at: null,
  period_start: null,
  period_end: null,
  ended_at: null,
  ...extra,
});

const open = (query: string) =>
  renderRoutes(
    [{ path: '/aluno/planos/retorno', element: <PaymentReturnPage /> }],
    `/aluno/planos/retorno${query}`,
  );

describe('payment return page (/aluno/planos/retorno)', () => {
  it('waits for the PIX, asking again, then says "Pagamento confirmado" with until when', async () => {
    let calls = 0;
    server.use(
      rpcHandler('get_my_payment', (input) => {
        calls += 1;
        expect(input).toEqual({ payment_id: ID });
        return calls < 2
          ? payment({})
          : payment({
              status: 'aprovado',
              paid_at: '2026-11-27T13:02:00.000Z',
              period_start: '2026-11-27T13:02:00.000Z',
              period_end: '2026-12-27T13:02:00.000Z',
            });
      }),
    );
    open(`?pagamento=${ID}&status=approved&collection_status=approved`);
    // The provider's query says 'approved': the page still waits for the server's word.
    expect(await screen.findByRole('heading', { name: 'Aguardando pagamento' })).toBeTruthy();
    expect(screen.getByText(/Um PIX pode levar alguns minutos/)).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Pagamento confirmado' }, { timeout: 6_000 }),
    ).toBeTruthy();
    expect(screen.getByText(/Seu plano Avançado Mensal está liberado até 27\/12\/2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver meus planos' }).getAttribute('href')).toBe('/aluno/planos');
  });

  it('a refused payment says nothing was charged', async () => {
    server.use(rpcHandler('get_my_payment', () => payment({ status: 'recusado', method: 'cartao' })));
    open(`?pagamento=${ID}`);
    expect(await screen.findByRole('heading', { name: 'Pagamento recusado' })).toBeTruthy();
    expect(screen.getByText(/Nada foi cobrado/)).toBeTruthy();
  });

  it('someone else’s or a made-up payment, and a missing id, are "Pagamento não encontrado"', async () => {
    server.use(rpcError('get_my_payment', 404, { code: 'NOT_FOUND', message: 'Pagamento não encontrado.' }));
    open(`?pagamento=${ID}`);
    expect(await screen.findByRole('heading', { name: 'Pagamento não encontrado' })).toBeTruthy();
  });

  it('an address without a payment asks nothing', async () => {
    open('?pagamento=../../admin');
    expect(await screen.findByRole('heading', { name: 'Pagamento não encontrado' })).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { RpcInput } from '@/lib/rpc';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import AdminVerificationsPage from './admin-verifications-page';
import type { CrefRequest } from './api/cref-queries';
import { crefRequest } from './testing/admin-fixtures';

const bruno = crefRequest();
const carla = crefRequest({
  user_id: 't-carla',
  full_name: 'Carla Dias',
  email: 'carla@exemplo.com',
  cref_number: '000999-P',
  cref_region: 'SP',
  submitted_at: '2026-03-09T12:00:00.000Z',
});

function serve(initial: CrefRequest[] = [bruno, carla]) {
  let queue = [...initial];
  const decisions: RpcInput<'decide_cref'>[] = [];
  server.use(
    rpcHandler('get_cref_queue', () => queue),
    rpcHandler('decide_cref', (input) => {
      decisions.push(input);
      queue = queue.filter((request) => request.user_id !== input.user_id);
      return input.decision === 'aprovar'
        ? { cref_status: 'verificado', cref_rejection_reason: null }
        : { cref_status: 'rejeitado', cref_rejection_reason: input.reason };
    }),
  );
  return decisions;
}

const renderPage = () =>
  renderRoutes(
    [{ path: paths.adminVerifications, element: <AdminVerificationsPage /> }],
    paths.adminVerifications,
  );

const item = (id: string) => within(screen.getByTestId(`cref-${id}`));

describe('Admin CREF verifications', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists the waiting trainers, oldest first, with their CREF and when they sent it', async () => {
    serve();
    renderPage();
    const list = await screen.findByRole('list', { name: 'CREFs aguardando verificação' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Bruno Lima', 'Carla Dias']);
    expect(item('t-bruno').getByText('bruno@exemplo.com')).toBeTruthy();
    expect(item('t-bruno').getByText('012345-G/DF')).toBeTruthy();
    expect(item('t-bruno').getByText(/01\/03\/2026 09:00/).textContent).toBe('01/03/2026 09:00');
    expect(item('t-carla').getByText(/ontem/)).toBeTruthy();
    expect(screen.getByText('2 CREFs aguardando')).toBeTruthy();
  });

  it('shows a CREF stored with its UF once (issue 21 §8: it read 012345-G/DF/DF)', async () => {
    serve([crefRequest({ cref_number: '012345-G/DF', cref_region: 'DF' })]);
    renderPage();
    await screen.findByRole('list', { name: 'CREFs aguardando verificação' });
    expect(item('t-bruno').getByText('012345-G/DF')).toBeTruthy();
    expect(screen.queryByText(/\/DF\/DF/)).toBeNull();
  });

  it('approves a CREF: the trainer leaves the queue', async () => {
    const decisions = serve();
    renderPage();
    await screen.findByTestId('cref-t-bruno');
    await userEvent.click(item('t-bruno').getByRole('button', { name: /^Aprovar/ }));
    await waitFor(() => expect(screen.queryByTestId('cref-t-bruno')).toBeNull());
    expect(decisions).toEqual([{ user_id: 't-bruno', decision: 'aprovar' }]);
    expect(await screen.findByText('CREF aprovado')).toBeTruthy();
    expect(screen.getByTestId('cref-t-carla')).toBeTruthy();
  });

  it('rejects only with a reason, written in a labelled field of at most 500 characters', async () => {
    const decisions = serve([bruno]);
    renderPage();
    await screen.findByTestId('cref-t-bruno');
    await userEvent.click(item('t-bruno').getByRole('button', { name: /^Rejeitar/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rejeitar CREF' }));
    const reason = dialog.getByRole('textbox', { name: /Motivo da rejeição/ });
    expect(reason.getAttribute('maxlength')).toBe('500');

    await userEvent.click(dialog.getByRole('button', { name: 'Rejeitar' }));
    expect(dialog.getByText('Informe o motivo da rejeição.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(reason, '  a ');
    await userEvent.click(dialog.getByRole('button', { name: 'Rejeitar' }));
    expect(dialog.getByText('Informe o motivo da rejeição.')).toBeTruthy();
    expect(decisions).toEqual([]);

    await userEvent.clear(reason);
    await userEvent.type(reason, 'Número não encontrado no CREF7.');
    expect(dialog.getByText('31/500 caracteres')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Rejeitar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(decisions).toEqual([
      { user_id: 't-bruno', decision: 'rejeitar', reason: 'Número não encontrado no CREF7.' },
    ]);
    expect(await screen.findByText('Nenhum CREF aguardando verificação.')).toBeTruthy();
  });

  it('keeps the dialog open and says why when the server refuses the decision', async () => {
    serve([bruno]);
    server.use(
      rpcError('decide_cref', 400, {
        code: 'VALIDATION_FAILED',
        message: 'Informe o motivo da rejeição.',
        issues: [{ path: 'reason', message: 'Informe o motivo da rejeição.' }],
      }),
    );
    renderPage();
    await screen.findByTestId('cref-t-bruno');
    await userEvent.click(item('t-bruno').getByRole('button', { name: /^Rejeitar/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox'), 'abc');
    await userEvent.click(dialog.getByRole('button', { name: 'Rejeitar' }));
    expect(await screen.findByText('Não foi possível registrar a decisão')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says when nobody is waiting', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('Nenhum CREF aguardando verificação.')).toBeTruthy();
  });
});

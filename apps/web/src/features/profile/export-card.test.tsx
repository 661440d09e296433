import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import { type DataExport, ExportCard, formatSize } from './export-card';

const renderCard = () => renderRoutes([{ path: '/', element: <ExportCard /> }], '/');

const pending: DataExport = {
  id: '11111111-1111-4111-8111-111111111111',
  status: 'pendente',
  created_at: '2026-11-20T12:00:00.000Z',
  ready_at: null,
  expires_at: null,
  size_bytes: null,
  expired: false,
  download_url: null,
};
const ready: DataExport = {
  ...pending,
  status: 'pronto',
  ready_at: '2026-11-20T12:00:05.000Z',
  expires_at: '2026-11-21T12:00:05.000Z',
  size_bytes: 48_000,
  download_url: `/api/data-exports/${pending.id}/download`,
};

/** The list the server gives, one answer after the other (the last one repeats). */
function serveExports(...answers: DataExport[][]) {
  let calls = 0;
  server.use(
    rpcHandler('get_data_exports', () => answers[Math.min(calls++, answers.length - 1)] as DataExport[]),
  );
  return () => calls;
}

describe('ExportCard', () => {
  it('requests an export, shows it preparing, reads again until it is ready, then offers Baixar', async () => {
    const calls = serveExports([], [pending], [ready]);
    let requests = 0;
    server.use(
      rpcHandler('request_data_export', () => {
        requests++;
        return pending;
      }),
    );
    renderCard();
    expect(screen.getByRole('heading', { name: 'Exportar meus dados' })).toBeTruthy();
    const button = await screen.findByRole('button', { name: 'Exportar meus dados' });
    expect(screen.queryByText('Exportações recentes')).toBeNull();
    await userEvent.click(button);
    expect(await screen.findByText(/Preparando seus dados…/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Preparando…' }) as HTMLButtonElement).disabled).toBe(true);
    expect(requests).toBe(1);

    // Polled every few seconds while pending: the ready export replaces it.
    const link = await screen.findByRole('link', { name: 'Baixar' }, { timeout: 8000 });
    expect(link.getAttribute('href')).toBe(`/api/data-exports/${pending.id}/download`);
    expect(screen.getByText(/Seus dados estão prontos\. O link vale até 21\/11\/2026/)).toBeTruthy();
    expect(calls()).toBeGreaterThanOrEqual(2);
    const recent = screen.getByRole('region', { name: 'Exportações recentes' });
    expect(within(recent).getByText(/Pronto · disponível até 21\/11\/2026.* · 47 KB/)).toBeTruthy();
    expect(
      within(recent)
        .getByRole('link', { name: 'Baixar a exportação pedida em 20/11/2026, 12:00' })
        .getAttribute('href'),
    ).toBe(ready.download_url);
    expect((screen.getByRole('button', { name: 'Exportar meus dados' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  }, 15_000);

  it('a failed export says so and retries in one click', async () => {
    serveExports([{ ...pending, status: 'falhou' }]);
    let requests = 0;
    server.use(
      rpcHandler('request_data_export', () => {
        requests++;
        return { ...pending, id: '22222222-2222-4222-8222-222222222222' };
      }),
    );
    renderCard();
    expect(await screen.findByText('Não foi possível preparar seus dados. Tente novamente.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(requests).toBe(1);
    expect(await screen.findByText(/Preparando seus dados…/)).toBeTruthy();
  });

  it('an expired export has no link; the server refusing more requests is said in pt-BR', async () => {
    serveExports([{ ...ready, expired: true, download_url: null }]);
    server.use(
      rpcError('request_data_export', 429, {
        code: 'TOO_MANY_REQUESTS',
        message: 'Muitas tentativas. Aguarde alguns segundos e tente novamente.',
      }),
    );
    renderCard();
    expect(await screen.findByText(/^Expirado/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Baixar/ })).toBeNull();
    expect(screen.getByText(/O link da sua última exportação expirou/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar meus dados' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Muitas tentativas. Aguarde alguns segundos e tente novamente.',
    );
  });

  it('sizes read in KB and MB', () => {
    expect(formatSize(300)).toBe('1 KB');
    expect(formatSize(48_000)).toBe('47 KB');
    expect(formatSize(3.5 * 1024 * 1024)).toBe('3,5 MB');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import AdminAnalyticsPage from './admin-analytics-page';
import { adminAnalytics, analyticsWeek } from './testing/admin-fixtures';

const weeks = [
  analyticsWeek('2026-02-23', { signups: 12, active_users: 30, apto_rate: 0.5 }),
  analyticsWeek('2026-03-02', { signups: 3, active_users: 41, simulations: 0, apto_rate: null }),
];

function serve() {
  const calls: unknown[] = [];
  server.use(
    rpcHandler('get_admin_analytics', (input) => {
      calls.push(input);
      return adminAnalytics(weeks);
    }),
  );
  return calls;
}

const renderPage = (path: string = paths.adminAnalytics) =>
  renderRoutes(
    [
      {
        path: paths.adminAnalytics,
        element: (
          <>
            <AdminAnalyticsPage />
            <LocationProbe />
          </>
        ),
      },
    ],
    path,
  );

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** Captures what 'Exportar CSV' hands to the browser: the file name and its bytes. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let pending: Blob | null = null;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    pending = blob;
    return 'blob:csv';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (pending) files.push({ name: this.download, blob: pending });
  });
  return files;
}

const readBytes = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

describe('Admin analytics', () => {
  beforeEach(() => {
    // recharts warns that jsdom gives its container no size; the charts' numbers are checked in the tables.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows each chart with its numbers in a table', async () => {
    const calls = serve();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Análises' })).toBeTruthy();
    const titles = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(titles).toEqual([
      'Cadastros por semana',
      'Usuários ativos por semana',
      'Simulados e treinos por semana, por tipo',
      'Taxa de aptos nos simulados',
      'Funil de conversão',
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Cadastros por semana' }))).toEqual([
      ['Semana (início)', 'Cadastros'],
      ['23/02/2026', '12'],
      ['02/03/2026', '3'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Simulados e treinos por semana, por tipo' }))).toEqual([
      ['Semana (início)', 'Simulados', 'Corrida', 'Natação', 'Barra'],
      ['23/02/2026', '8', '20', '5', '3'],
      ['02/03/2026', '0', '20', '5', '3'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Taxa de aptos nos simulados' }))).toEqual([
      ['Semana (início)', 'Taxa de aptos'],
      ['23/02/2026', '50%'],
      ['02/03/2026', 'sem simulados'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Funil de conversão' }))).toEqual([
      ['Etapa', 'Pessoas', 'Parte dos cadastros'],
      ['Cadastro', '200', '100%'],
      ['Perfil completo', '150', '75%'],
      ['Primeiro simulado', '90', '45%'],
      ['Primeiro treino', '45', '22,5%'],
    ]);
    expect(screen.getAllByText('Ver dados em tabela')).toHaveLength(5);
    // The chart describes itself and points to the table.
    expect(
      // recharts is a lazy chunk: the first load may take a while on a busy machine.
      await screen.findByRole(
        'img',
        { name: /^Usuários ativos por semana, semanas de 23\/02\/2026 a 02\/03\/2026/ },
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(calls).toEqual([{ weeks: 12 }]);
  });

  it('changes the period and keeps it in the address', async () => {
    const calls = serve();
    renderPage();
    const period = await screen.findByRole('combobox', { name: 'Período' });
    expect(
      within(period)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Últimas 4 semanas', 'Últimas 12 semanas', 'Últimas 26 semanas', 'Últimas 52 semanas']);
    await screen.findByRole('table', { name: 'Cadastros por semana' });
    await userEvent.selectOptions(period, '26');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/analytics?semanas=26'),
    );
    await waitFor(() => expect(calls).toEqual([{ weeks: 12 }, { weeks: 26 }]));
  });

  it('opens on the period of the address', async () => {
    const calls = serve();
    renderPage('/admin/analytics?semanas=52');
    expect(await screen.findByRole('combobox', { name: 'Período' })).toHaveProperty('value', '52');
    await waitFor(() => expect(calls).toEqual([{ weeks: 52 }]));
  });

  it('exports a chart’s weekly series as a CSV for Excel: BOM, semicolons, decimal comma', async () => {
    serve();
    const files = captureDownloads();
    renderPage();
    await screen.findByRole('table', { name: 'Taxa de aptos nos simulados' });
    await userEvent.click(
      screen.getByRole('button', { name: /^Exportar CSV.*Taxa de aptos nos simulados$/ }),
    );
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file?.name).toBe('prontidao-taxa-de-aptos-2026-02-23-a-2026-03-02.csv');
    const bytes = await readBytes(file?.blob as Blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Semana (início);Taxa de aptos (%)\r\n23/02/2026;50\r\n02/03/2026;\r\n',
    );

    await userEvent.click(screen.getByRole('button', { name: /^Exportar CSV.*Funil de conversão$/ }));
    expect(files[1]?.name).toBe('prontidao-funil.csv');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar todas as séries' }));
    const all = new TextDecoder().decode((await readBytes(files[2]?.blob as Blob)).slice(3));
    expect(all.split('\r\n')[0]).toBe(
      'Semana (início);Cadastros;Usuários ativos;Simulados;Corrida;Natação;Barra;Taxa de aptos (%)',
    );
    expect(all.split('\r\n')[1]).toBe('23/02/2026;12;30;8;20;5;3;50');
  });

  it('says “Erro ao carregar dados” with the reason, and retries', async () => {
    serve();
    server.use(rpcError('get_admin_analytics', 500, { code: 'INTERNAL', message: 'Erro interno.' }));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Erro ao carregar dadosErro interno.');
    serve();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Cadastros por semana' })).toBeTruthy();
  });
});

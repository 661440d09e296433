import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EditalSummary } from '@/lib/queries/taf';
import { authContext } from '@/testing/auth-context';
import { rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import SimulationPage from './simulation-page';

const editais: EditalSummary[] = [
  {
    id: 'cbmdf-2025-estimada',
    version: 1,
    format: 'grade_table',
    name: 'CBMDF 2025 — referência estimada',
    short_name: 'CBMDF 2025 — referência estimada',
    body: 'Corpo de Bombeiros Militar do Distrito Federal',
    uf: 'DF',
    year: 2025,
    cargos: [],
    completeness: 'complete',
    is_estimate: true,
    is_default: true,
    is_archived: false,
    tests: [
      {
        key: 'barra',
        label: 'Barra',
        labels: { M: 'Barra', F: 'Barra' },
        measures: { M: 'reps', F: 'seconds_hang' },
        pass_marks: { M: null, F: null },
        time_window_s: null,
        distance_m: null,
      },
      {
        key: 'corrida_2400m',
        label: 'Corrida 2400 m',
        labels: { M: 'Corrida 2400 m', F: 'Corrida 2400 m' },
        measures: { M: 'seconds_time', F: 'seconds_time' },
        pass_marks: { M: null, F: null },
        time_window_s: null,
        distance_m: null,
      },
      {
        key: 'natacao_100m',
        label: 'Natação 100 m',
        labels: { M: 'Natação 100 m', F: 'Natação 100 m' },
        measures: { M: 'seconds_time', F: 'seconds_time' },
        pass_marks: { M: null, F: null },
        time_window_s: null,
        distance_m: null,
      },
    ],
  },
  {
    id: 'cbmmg-2026-cfsd-masculino',
    version: 1,
    format: 'grade_table',
    name: 'CBMMG 2026 — CFSd masculino',
    short_name: 'CBMMG 2026 — CFSd masculino',
    body: 'Corpo de Bombeiros Militar de Minas Gerais',
    uf: 'MG',
    year: 2026,
    cargos: [],
    completeness: 'complete',
    is_estimate: false,
    is_default: false,
    is_archived: false,
    tests: [
      {
        key: 'barra',
        label: 'Barra',
        labels: { M: 'Barra', F: 'Barra' },
        measures: { M: 'reps', F: null },
        pass_marks: { M: null, F: null },
        time_window_s: null,
        distance_m: null,
      },
      {
        key: 'corrida_2400m',
        label: 'Corrida 2400 m',
        labels: { M: 'Corrida 2400 m', F: 'Corrida 2400 m' },
        measures: { M: 'seconds_time', F: null },
        pass_marks: { M: null, F: null },
        time_window_s: null,
        distance_m: null,
      },
      {
        key: 'natacao_50m',
        label: 'Natação 50 m',
        labels: { M: 'Natação 50 m', F: 'Natação 50 m' },
        measures: { M: 'seconds_time', F: null },
        pass_marks: { M: null, F: null },
        time_window_s: null,
        distance_m: null,
      },
    ],
  },
];

function serve(sexo: 'M' | 'F', editalId: string | null = null) {
  server.use(
    rpcHandler('get_auth_context', () =>
      authContext({
        nickname: 'Ana',
        full_name: 'Ana',
        sexo,
        edital_id: editalId,
        profile_complete: true,
        has_profile_data: true,
      }),
    ),
    rpcHandler('list_editais', () => editais),
    rpcHandler('get_user_tests', () => []),
  );
}

const renderPage = () =>
  renderRoutes([{ path: '/aluno/testes', element: <SimulationPage /> }], '/aluno/testes');

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .filter((option) => !(option as HTMLOptionElement).disabled)
    .map((option) => option.textContent);

describe('Simulation form', () => {
  it('says what is wrong with a value in pt-BR, by its field, never naming a parameter', async () => {
    serve('M');
    server.use(
      http.post('http://localhost:3000/api/rpc/save_user_test', () =>
        HttpResponse.json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Dados inválidos: corrida_tempo_seg_param: Tempo de corrida acima do possível.',
              issues: [{ path: 'corrida_tempo_seg_param', message: 'Tempo de corrida acima do possível.' }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderPage();
    await userEvent.type(await screen.findByLabelText('Barra (repetições)'), '10');
    const run = screen.getByLabelText('Corrida 2400 m (MM:SS)');
    await userEvent.type(run, '9959');
    await userEvent.type(screen.getByLabelText('Natação 100 m (MM:SS)'), '145');
    await userEvent.click(screen.getByRole('button', { name: 'Calcular nota' }));

    expect(await screen.findByText('Valores inválidos')).toBeTruthy();
    await waitFor(() => expect(run.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(run.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(message?.textContent).toBe('Tempo de corrida acima do possível.');
    expect(document.body.textContent).not.toMatch(/_param|Dados inválidos:/);
  });

  it('marks a malformed time on its field, accessibly, and sends nothing', async () => {
    serve('M');
    renderPage();
    await userEvent.type(await screen.findByLabelText('Barra (repetições)'), '10');
    const run = screen.getByLabelText('Corrida 2400 m (MM:SS)');
    await userEvent.type(run, '1075');
    await userEvent.type(screen.getByLabelText('Natação 100 m (MM:SS)'), '145');
    await userEvent.click(screen.getByRole('button', { name: 'Calcular nota' }));
    const message = await screen.findByText('Tempo inválido (use MM:SS)');
    expect(run.getAttribute('aria-invalid')).toBe('true');
    expect(run.getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(run);
  });

  it('offers a woman only the editais that grade women', async () => {
    serve('F');
    renderPage();
    const select = await screen.findByLabelText('Edital usado nos cálculos');
    expect(optionsOf(select)).toEqual(['CBMDF 2025 — referência estimada']);
  });

  it('asks a woman who chose a men-only edital before to choose again', async () => {
    serve('F', 'cbmmg-2026-cfsd-masculino');
    renderPage();
    expect(await screen.findByText('Escolha um edital')).toBeTruthy();
    expect((screen.getByLabelText('Edital usado nos cálculos') as HTMLSelectElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Calcular nota' })).toHaveProperty('disabled', true);
  });

  it('offers a man every edital', async () => {
    serve('M');
    renderPage();
    const select = await screen.findByLabelText('Edital usado nos cálculos');
    expect(optionsOf(select)).toEqual(['CBMDF 2025 — referência estimada', 'CBMMG 2026 — CFSd masculino']);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GradedUserTest } from '@/lib/queries/taf';
import type { RpcInput, RpcOutput } from '@/lib/rpc';
import { authContext } from '@/testing/auth-context';
import { rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import SimulationPage from './simulation-page';

const editais: RpcOutput<'list_editais'> = [
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
];

const saved: GradedUserTest = {
  id: 't1',
  user_id: 'u1',
  created_at: '2026-11-22T15:00:00.000Z',
  json_resultado: {
    tests: {
      natacao_100m: {
        valor_s: 105,
        nota: 8,
        percentil: 91,
        medalha: 'prata',
        feedback: 'bom',
        label: 'Natação 100 m',
        measure: 'seconds_time',
        minimo: 160,
        passou: true,
        margem: 'sobram 55 s',
      },
      barra: {
        valor: 12,
        nota: 7.75,
        percentil: 92,
        medalha: 'prata',
        feedback: 'bom',
        label: 'Barra',
        measure: 'reps',
        minimo: 3,
        passou: true,
        margem: 'sobram 9 repetições',
      },
      corrida_2400m: {
        valor_s: 630,
        nota: 6,
        percentil: 78,
        medalha: 'bronze',
        feedback: 'regular',
        label: 'Corrida 2400 m',
        measure: 'seconds_time',
        minimo: 765,
        passou: true,
        margem: 'sobram 2 min 15 s',
      },
    },
    nota_final: 7.25,
    medalha: 'prata',
    apto: true,
    motivos: [],
    edital: {
      id: 'cbmdf-2025-estimada',
      version: 1,
      name: 'CBMDF 2025 — referência estimada',
      is_estimate: true,
      format: 'grade_table',
    },
  },
};

function serve(sexo: 'M' | 'F', onSave: (input: RpcInput<'save_user_test'>) => void = () => {}) {
  server.use(
    rpcHandler('get_auth_context', () =>
      authContext({
        nickname: 'Ana',
        full_name: 'Ana',
        sexo,
        edital_id: null,
        profile_complete: true,
        has_profile_data: true,
      }),
    ),
    rpcHandler('list_editais', () => editais),
    rpcHandler('get_user_tests', () => []),
    rpcHandler('save_user_test', (input) => {
      onSave(input);
      return saved;
    }),
  );
}

const renderPage = () =>
  renderRoutes([{ path: '/aluno/testes', element: <SimulationPage /> }], '/aluno/testes');

describe('Simulation page', () => {
  it('refuses empty fields with the spec toast and sends nothing', async () => {
    const sent: unknown[] = [];
    serve('M', (input) => sent.push(input));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Calcular nota' }));
    expect(await screen.findByText('Campos Obrigatórios')).toBeTruthy();
    expect(screen.getByText('Preencha todos os campos para calcular o resultado')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('masks times as MM:SS, sends seconds and reps, and shows the result in the spec order', async () => {
    const sent: RpcInput<'save_user_test'>[] = [];
    serve('M', (input) => sent.push(input));
    renderPage();
    await userEvent.type(await screen.findByLabelText('Barra (repetições)'), '12a');
    const run = screen.getByLabelText('Corrida 2400 m (MM:SS)');
    await userEvent.type(run, '10305');
    expect((run as HTMLInputElement).value).toBe('10:30');
    await userEvent.type(screen.getByLabelText('Natação 100 m (MM:SS)'), '145');
    await userEvent.click(screen.getByRole('button', { name: 'Calcular nota' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      barra_reps_param: 12,
      corrida_tempo_seg_param: 630,
      natacao_tempo_seg_param: 105,
    });

    expect((await screen.findByTestId('nota-final')).textContent).toContain('7,25');
    expect(screen.getByTestId('resultado-apto').textContent).toBe('Apto');
    expect(screen.getByText('Tabela de referência estimada — confira o edital oficial')).toBeTruthy();
    const isTestRow = (_: string, el: Element | null) =>
      el?.tagName === 'P' && /^(Barra|Corrida 2400 m|Natação 100 m) · /.test(el.textContent ?? '');
    const rows = screen.getAllByText(isTestRow).map((el) => el.textContent);
    expect(rows).toEqual(['Barra · 12 repetições', 'Corrida 2400 m · 10:30', 'Natação 100 m · 1:45']);
  });

  it("dismisses the 'Campos Obrigatórios' toast once a correct result comes back", async () => {
    serve('M');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Calcular nota' }));
    expect(await screen.findByText('Campos Obrigatórios')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Barra (repetições)'), '12');
    await userEvent.type(screen.getByLabelText('Corrida 2400 m (MM:SS)'), '1030');
    await userEvent.type(screen.getByLabelText('Natação 100 m (MM:SS)'), '145');
    await userEvent.click(screen.getByRole('button', { name: 'Calcular nota' }));
    expect(await screen.findByTestId('nota-final')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Campos Obrigatórios')).toBeNull());
  });

  it("never reads 'Acima da média' beside a test without a medal, even on a result stored before the rule", async () => {
    serve('M');
    server.use(
      rpcHandler('save_user_test', () => ({
        ...saved,
        json_resultado: {
          ...saved.json_resultado,
          tests: {
            ...saved.json_resultado.tests,
            corrida_2400m: {
              valor_s: 630,
              label: 'Corrida 2400 m',
              measure: 'seconds_time',
              nota: 4.25,
              medalha: 'nenhuma',
              feedback: 'precisa_melhorar',
              percentil: 73,
              minimo: 765,
              passou: true,
              margem: 'sobram 2 min 15 s',
            },
          },
        },
      })),
    );
    renderPage();
    await userEvent.type(await screen.findByLabelText('Barra (repetições)'), '12');
    await userEvent.type(screen.getByLabelText('Corrida 2400 m (MM:SS)'), '1030');
    await userEvent.type(screen.getByLabelText('Natação 100 m (MM:SS)'), '145');
    await userEvent.click(screen.getByRole('button', { name: 'Calcular nota' }));
    await screen.findByTestId('nota-final');
    expect(screen.getByText('Percentil estimado: 49 — Abaixo da média — continue treinando')).toBeTruthy();
    expect(screen.queryByText(/Percentil estimado: 73/)).toBeNull();
  });

  it('asks women for the hang in seconds on the default edital', async () => {
    serve('F');
    renderPage();
    expect(await screen.findByLabelText('Barra isométrica (segundos)')).toBeTruthy();
    expect(screen.queryByLabelText('Barra (repetições)')).toBeNull();
  });
});

import type { BodyReport } from '@prontidao/domain/endurance/body-report';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserTest } from '@/lib/queries/taf';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import ProgressPage from './progress-page';

const bodyReport = (overrides: Partial<BodyReport> = {}): BodyReport => ({
  idade: 28,
  birth_date: '1998-01-15',
  altura_cm: 170,
  peso_kg: 72.5,
  imc: 25.1,
  imc_categoria: 'Sobrepeso',
  pesos: [
    { data: '2026-01-10', peso_kg: 75 },
    { data: '2026-02-10', peso_kg: 73.2 },
    { data: '2026-03-10', peso_kg: 72.5 },
  ],
  ...overrides,
});

const simulation = {
  id: 't1',
  user_id: 'u1',
  created_at: '2026-03-10T15:00:00.000Z',
  json_resultado: {
    tests: {
      barra: {
        valor: 9,
        nota: 7.5,
        percentil: 60,
        medalha: 'prata',
        feedback: 'bom',
        label: 'Barra',
        measure: 'reps',
      },
    },
    nota_final: 7.5,
    medalha: 'prata',
    apto: true,
    motivos: [],
    edital: { id: 'e', version: 1, name: 'Edital CBMDF', is_estimate: true },
  },
} as UserTest;

function serve({ tests = [] as UserTest[], report = bodyReport() } = {}) {
  const bioCalls: unknown[] = [];
  server.use(
    rpcHandler('get_user_tests', () => tests),
    rpcHandler('get_relatorio_bio', (input) => {
      bioCalls.push(input);
      return report;
    }),
  );
  return bioCalls;
}

const renderPage = () =>
  renderRoutes(
    [
      {
        path: '/aluno/progresso-taf',
        element: (
          <>
            <ProgressPage />
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    '/aluno/progresso-taf',
  );

const bodyCard = () =>
  within(
    screen
      .getByRole('heading', { level: 2, name: 'Relatório corporal' })
      .closest('[data-slot="card"]') as HTMLElement,
  );

describe('Progress page: the candidate’s own body report', () => {
  it('shows age, height, weight, BMI with its WHO category and the weight history, from the own call', async () => {
    const bioCalls = serve({ tests: [simulation] });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Progresso TAF' })).toBeTruthy();
    const report = await screen.findByTestId('body-report');
    expect(report.textContent).toBe('Idade28 anosAltura170 cmPeso72,5 kgIMC25,1 kg/m² · Sobrepeso (OMS)');
    const weights = bodyCard().getByRole('list', { name: /Histórico de peso/ });
    expect(
      within(weights)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['10/03/202672,5 kg', '10/02/202673,2 kg', '10/01/202675,0 kg']);
    // No p_student: the server answers with the viewer's own report.
    expect(bioCalls).toEqual([{}]);
    // The simulations' summary is still there.
    expect(await screen.findByRole('tab', { name: 'Visão geral' })).toBeTruthy();
  });

  it('without a birth date, the age says so and links to the profile page', async () => {
    serve({ report: bodyReport({ idade: null, birth_date: null }) });
    renderPage();
    const report = await screen.findByTestId('body-report');
    expect(report.textContent).toContain('IdadeNão informada. Informe sua data de nascimento no perfil');
    const link = within(report).getByRole('link', { name: 'Informe sua data de nascimento no perfil' });
    expect(link.getAttribute('href')).toBe('/aluno/perfil');
    await userEvent.click(link);
    expect((await screen.findByTestId('location')).textContent).toBe('/aluno/perfil');
  });

  it('is shown even before the first simulation, and says what is missing', async () => {
    serve({
      report: bodyReport({
        idade: null,
        birth_date: null,
        altura_cm: null,
        peso_kg: null,
        imc: null,
        imc_categoria: null,
        pesos: [],
      }),
    });
    renderPage();
    expect(await screen.findByText('Você ainda não fez nenhum simulado.')).toBeTruthy();
    const report = await screen.findByTestId('body-report');
    expect(report.textContent).toContain(
      'AlturaNão informadoPesoNão informadoIMCSem peso e altura para calcular',
    );
    expect(bodyCard().getByText('Nenhuma pesagem registrada.')).toBeTruthy();
  });

  it('shows an error with a retry when the report fails, without hiding the simulations', async () => {
    serve({ tests: [simulation] });
    server.use(
      rpcError('get_relatorio_bio', 500, { code: 'INTERNAL', message: 'Erro interno. Tente novamente.' }),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erro: Erro interno. Tente novamente.');
    expect(await screen.findByRole('tab', { name: 'Visão geral' })).toBeTruthy();
    server.use(rpcHandler('get_relatorio_bio', () => bodyReport()));
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect((await screen.findByTestId('body-report')).textContent).toContain('28 anos');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

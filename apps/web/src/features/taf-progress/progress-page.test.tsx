import { calendarDate } from '@prontidao/domain/dates/time-zone';
import type { BodyReport } from '@prontidao/domain/endurance/body-report';
import { cbmdf2025Estimada } from '@prontidao/domain/scoring/editais/cbmdf-2025-estimada';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FullProfile } from '@/lib/queries/profile';
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

const inDays = (days: number) => calendarDate(new Date(Date.now() + days * 86_400_000));

const profile = (overrides: Partial<FullProfile> = {}): FullProfile => ({
  id: 'u1',
  plano_code: 'FREE',
  taf_dt: inDays(30),
  sexo: 'M',
  peso_kg: 72.5,
  altura_cm: 170,
  altura_m: 1.7,
  email: 'davi@exemplo.com',
  nickname: 'Davi',
  consent_ranking: true,
  cargo_code: 'SOLDADO',
  full_name: 'Davi Lima',
  birth_date: '1998-01-15',
  edital_id: null,
  role: 'aluno',
  ...overrides,
});

function serve({ tests = [] as UserTest[], report = bodyReport(), me = profile() } = {}) {
  const bioCalls: unknown[] = [];
  server.use(
    rpcHandler('get_perfil_completo', () => [me]),
    rpcHandler('get_edital_table', () => {
      const { id, version, name, isEstimate, pointsScale, tests: editalTests } = cbmdf2025Estimada;
      return { id, version, name, is_estimate: isEstimate, points_scale: pointsScale, tests: editalTests };
    }),
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

/** A CBMDF simulation `daysAgo` days ago: the three tests, graded as the server stored them. */
const cbmdfSimulation = (daysAgo: number, barra: number, corrida: number, natacao: number): UserTest =>
  ({
    id: `c${daysAgo}`,
    user_id: 'u1',
    created_at: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
    json_resultado: {
      tests: {
        barra: {
          valor: barra,
          nota: 8,
          percentil: 60,
          medalha: 'prata',
          feedback: 'bom',
          label: 'Barra',
          measure: 'reps',
        },
        corrida_2400m: {
          valor_s: corrida,
          nota: 8,
          percentil: 60,
          medalha: 'prata',
          feedback: 'bom',
          label: 'Corrida 2400 m',
          measure: 'seconds_time',
        },
        natacao_100m: {
          valor_s: natacao,
          nota: 8,
          percentil: 60,
          medalha: 'prata',
          feedback: 'bom',
          label: 'Natação 100 m',
          measure: 'seconds_time',
        },
      },
      nota_final: 8,
      medalha: 'prata',
      apto: true,
      motivos: [],
      edital: {
        id: 'cbmdf-2025-estimada',
        version: 1,
        name: 'CBMDF 2025 — referência estimada',
        is_estimate: true,
      },
    },
  }) as UserTest;

describe('Progress page: the chance of passing', () => {
  it('from weekly simulations a week before the TAF: a range, the test that weighs most, an estimate', async () => {
    const weeks = [35, 28, 21, 14, 7, 0];
    // Bar and swim far past their minimums; the run close to its own (12:45): the run weighs most.
    serve({
      tests: weeks.map((days, i) => cbmdfSimulation(days, 10 + (i % 2), 752 - (i % 3), 110 + (i % 3))),
      me: profile({ taf_dt: inDays(7) }),
    });
    renderPage();
    const card =
      (await screen.findByRole('heading', { name: 'Chance de aprovação' })).closest(
        'div.rounded-xl, [class*="card"]',
      ) ?? document.body;
    expect(within(card as HTMLElement).getByText(/^\d+(–\d+)? %$/)).toBeTruthy();
    expect(within(card as HTMLElement).getByText(/O que mais pesa:/).textContent).toMatch(
      /^O que mais pesa: Corrida 2400 m \(chance de atingir o mínimo: \d+(–\d+)? %\)\.$/,
    );
    expect(within(card as HTMLElement).getByText(/não é uma garantia/)).toBeTruthy();
  });

  it('with one simulation, far from TAF day: what to do instead of a range too wide to help', async () => {
    serve({ tests: [cbmdfSimulation(0, 6, 700, 140)], me: profile({ taf_dt: inDays(120) }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Chance de aprovação' })).toBeTruthy();
    expect(screen.getByText(/^Ainda poucos dados: registre mais resultados de .+ até o TAF/)).toBeTruthy();
  });

  it('without a TAF date, or before a simulation of every test of the edital, nothing is guessed', async () => {
    serve({ tests: [simulation], me: profile({ taf_dt: null }) });
    renderPage();
    expect(await screen.findByText('Simulados recentes')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Chance de aprovação' })).toBeNull();
  });
});

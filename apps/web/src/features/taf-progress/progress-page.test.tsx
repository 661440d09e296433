import { calendarDate } from '@prontidao/domain/dates/time-zone';
import type { BodyReport } from '@prontidao/domain/endurance/body-report';
import type { ExamMeasure } from '@prontidao/domain/exams/exam-schema';
import { cbmdf2025Estimada } from '@prontidao/domain/scoring/editais/cbmdf-2025-estimada';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FullProfile } from '@/lib/queries/profile';
import type { EditalSummary, PassChance, UserTest } from '@/lib/queries/taf';
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
        minimo: 3,
        passou: true,
        margem: 'sobram 6 repetições',
      },
    },
    nota_final: 7.5,
    medalha: 'prata',
    apto: true,
    motivos: [],
    edital: { id: 'e', version: 1, name: 'Edital CBMDF', is_estimate: true, format: 'grade_table' },
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

function cbmdfTable() {
  const { id, version, name, isEstimate, pointsScale, tests: editalTests } = cbmdf2025Estimada;
  return { id, version, name, is_estimate: isEstimate, points_scale: pointsScale, tests: editalTests };
}

function serve({
  tests = [] as UserTest[],
  report = bodyReport(),
  me = profile(),
  chance = null as PassChance | null,
} = {}) {
  const bioCalls: unknown[] = [];
  server.use(
    rpcHandler('get_perfil_completo', () => [me]),
    rpcHandler('get_pass_chance', () => chance),
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
          minimo: 3,
          passou: true,
          margem: `sobram ${barra - 3} repetições`,
        },
        corrida_2400m: {
          valor_s: corrida,
          nota: 8,
          percentil: 60,
          medalha: 'prata',
          feedback: 'bom',
          label: 'Corrida 2400 m',
          measure: 'seconds_time',
          minimo: 765,
          passou: corrida <= 765,
          margem: `sobram ${765 - corrida} s`,
        },
        natacao_100m: {
          valor_s: natacao,
          nota: 8,
          percentil: 60,
          medalha: 'prata',
          feedback: 'bom',
          label: 'Natação 100 m',
          measure: 'seconds_time',
          minimo: 160,
          passou: natacao <= 160,
          margem: `sobram ${160 - natacao} s`,
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
        format: 'grade_table',
      },
    },
  }) as UserTest;

/** get_pass_chance as the server answers it (pass-chance.test.ts proves how it is computed). */
const passChance = (overrides: Partial<PassChance> = {}): PassChance => ({
  low: 0.7,
  high: 0.85,
  range: '70–85 %',
  advice: null,
  weakest: { key: 'corrida_2400m', label: 'Corrida 2400 m', low: 0.72, high: 0.9, range: '70–90 %' },
  note: null,
  ...overrides,
});

describe('Progress page: the chance of passing', () => {
  const chanceCard = async () =>
    within(
      (await screen.findByRole('heading', { name: 'Chance de aprovação' })).closest(
        '[data-slot="card"]',
      ) as HTMLElement,
    );

  it('the server’s estimate: its band, the test that weighs most, and that it is an estimate', async () => {
    serve({ tests: [simulation], chance: passChance() });
    renderPage();
    const card = await chanceCard();
    expect(card.getByText('70–85 %')).toBeTruthy();
    expect(card.getByText(/O que mais pesa:/).textContent).toBe(
      'O que mais pesa: Corrida 2400 m (chance de atingir o mínimo: 70–90 %).',
    );
    expect(card.getByText(/não é uma garantia/)).toBeTruthy();
  });

  it('a band too wide to help: what to do instead; every test nearly sure: no test named', async () => {
    const advice =
      'ainda poucos dados: registre mais resultados de Barra fixa até o TAF para a estimativa ficar mais precisa';
    serve({ tests: [simulation], chance: passChance({ advice }) });
    const { unmount } = renderPage();
    const card = await chanceCard();
    expect(card.getByText(`A${advice.slice(1)}.`)).toBeTruthy();
    expect(card.queryByText('70–85 %')).toBeNull();
    unmount();

    const weakest = { key: 'barra', label: 'Barra', low: 0.96, high: 0.99, range: '95–99 %' };
    serve({ tests: [simulation], chance: passChance({ range: '95–99 %', weakest }) });
    renderPage();
    const sure = await chanceCard();
    expect(sure.getByText('95–99 %')).toBeTruthy();
    expect(sure.queryByText(/O que mais pesa/)).toBeNull();
  });

  it('the note of what the estimate leaves out, when the server gives one', async () => {
    const note =
      'Considera o mínimo de cada prova; a pontuação mínima do concurso não entra nesta estimativa.';
    serve({ tests: [simulation], chance: passChance({ note }) });
    renderPage();
    expect((await chanceCard()).getByText(note)).toBeTruthy();
  });

  it('without an estimate (no TAF date, too few results), nothing is guessed', async () => {
    serve({ tests: [simulation], chance: null });
    renderPage();
    expect(await screen.findByText('Simulados recentes')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Chance de aprovação' })).toBeNull();
  });
});

/** list_editais' PMESP entry, as catalogue-summary.ts lists it. */
const pmespEntry: EditalSummary = {
  id: 'pmesp-2025-soldado',
  version: 1,
  format: 'exam',
  name: 'PMESP — Soldado PM de 2ª Classe (novo ISF, editais após 31/03/2025)',
  short_name: 'PMESP — Soldado (2025)',
  body: 'Polícia Militar do Estado de São Paulo',
  uf: 'SP',
  year: 2025,
  cargos: ['Soldado PM de 2ª Classe'],
  completeness: 'complete',
  is_estimate: false,
  is_default: false,
  is_archived: false,
  tests: [
    ['barra', 'Barra fixa', 'Isometria na barra fixa', 'reps', 'seconds_hang', 13, 7, null],
    ['abdominal_remador', 'Abdominal remador', 'Abdominal remador', 'reps', 'reps', 36, 32, null],
    [
      'corrida_50m',
      'Corrida de 50 metros',
      'Corrida de 50 metros',
      'seconds_time',
      'seconds_time',
      8.25,
      9.5,
      50,
    ],
    [
      'corrida_2400m',
      'Corrida de 2.400 metros',
      'Corrida de 2.400 metros',
      'seconds_time',
      'seconds_time',
      780,
      900,
      2400,
    ],
  ].map(([key, labelM, labelF, measureM, measureF, passM, passF, distance]) => ({
    key: key as string,
    label: labelM as string,
    labels: { M: labelM as string, F: labelF as string },
    measures: { M: measureM as ExamMeasure, F: measureF as ExamMeasure },
    pass_marks: { M: passM as number, F: passF as number },
    time_window_s: null,
    distance_m: distance as number | null,
  })),
};

type Marks = { barra: number; abdominal_remador: number; corrida_50m: number; corrida_2400m: number };

/** A PMESP (M) simulation as save_user_test stores it (stored-result.ts, exams.test.ts). */
function pmespSimulation(id: string, createdAt: string, marks: Marks): UserTest {
  const test = (label: string, measure: ExamMeasure, valor: number, minimo: number, margem: string) => {
    const passou = measure === 'seconds_time' ? valor <= minimo : valor >= minimo;
    return { valor, label, measure, minimo, passou, margem, eliminatoria: true };
  };
  const bar = marks.barra - 13;
  const tests = {
    barra: test(
      'Barra fixa',
      'reps',
      marks.barra,
      13,
      bar < 0 ? 'falta 1 repetição' : bar === 0 ? 'no limite' : `sobram ${bar} repetições`,
    ),
    abdominal_remador: test('Abdominal remador', 'reps', marks.abdominal_remador, 36, 'sobram 4 repetições'),
    corrida_50m: test('Corrida de 50 metros', 'seconds_time', marks.corrida_50m, 8.25, 'sobram 0,35 s'),
    corrida_2400m: test(
      'Corrida de 2.400 metros',
      'seconds_time',
      marks.corrida_2400m,
      780,
      'sobram 1 min 20 s',
    ),
  };
  const apto = Object.values(tests).every((t) => t.passou);
  return {
    id,
    user_id: 'u1',
    created_at: createdAt,
    json_resultado: {
      tests,
      nota_final: null,
      apto,
      motivos: apto ? [] : ['Barra fixa: falta 1 repetição para o mínimo'],
      pontos: null,
      avisos: ['Conforme divulgado — confira o edital oficial'],
      edital: {
        id: 'pmesp-2025-soldado',
        version: 1,
        name: 'PMESP — Soldado (2025)',
        is_estimate: false,
        format: 'exam',
      },
    },
  };
}

const pmespMarks = { barra: 12, abdominal_remador: 40, corrida_50m: 7.9, corrida_2400m: 700 };

function serveExam(tests: UserTest[], me: FullProfile) {
  const tableCalls: unknown[] = [];
  serve({ tests, me });
  server.use(
    rpcHandler('list_editais', () => [pmespEntry]),
    // An exam has no table (the server answers 404): the page never asks for one.
    rpcHandler('get_edital_table', (input) => {
      tableCalls.push(input);
      return cbmdfTable();
    }),
  );
  return tableCalls;
}

describe('Progress page: a candidate who follows an exam (PMESP)', () => {
  it('reads only the exam’s simulations: apto or not, each mark in its unit against the pass mark, no grade', async () => {
    const tableCalls = serveExam(
      [
        pmespSimulation('p2', '2026-03-10T15:00:00.000Z', pmespMarks),
        pmespSimulation('p1', '2026-03-03T15:00:00.000Z', { ...pmespMarks, barra: 14 }),
        cbmdfSimulation(40, 10, 700, 110),
      ],
      profile({ edital_id: 'pmesp-2025-soldado', taf_dt: null }),
    );
    renderPage();
    expect(await screen.findByText('Concurso: PMESP — Soldado (2025)')).toBeTruthy();
    const summary = within(screen.getByLabelText('Resumo dos simulados'));
    expect(summary.getByText('Total de testes').nextElementSibling?.textContent).toBe('2');
    expect(summary.getByText('Aptos').nextElementSibling?.textContent).toBe('1 de 2');
    // No grade, medal or percentile of the CBMDF simulation.
    expect(screen.queryByText('Melhor nota')).toBeNull();
    expect(screen.queryByText(/\/10/)).toBeNull();
    const best = within(screen.getByRole('list', { name: 'Melhor marca por prova' }));
    expect(best.getAllByRole('listitem')[0]?.textContent).toBe(
      'Barra fixa 14 repetiçõesPassou · mínimo 13 repetições',
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Último teste' }));
    const bar = within(
      (await screen.findByRole('heading', { level: 3, name: 'Barra fixa' })).closest(
        '[data-slot="card"]',
      ) as HTMLElement,
    );
    expect(bar.getByText('Não passou')).toBeTruthy();
    expect(bar.getByText('Resultado').nextElementSibling?.textContent).toBe('12 repetições');
    expect(bar.getByText('Mínimo').nextElementSibling?.textContent).toBe('13 repetições');
    expect(bar.getByText('Margem').nextElementSibling?.textContent).toBe('falta 1 repetição');
    const last = within(screen.getByRole('tabpanel'));
    expect(last.getByText('Inapto')).toBeTruthy();
    expect(last.getByText('Barra fixa: falta 1 repetição para o mínimo')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Evolução' }));
    const marks = (label: string) =>
      within(screen.getByRole('list', { name: `Marcas em ${label}` }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(marks('Barra fixa')).toEqual([
      '10/03/202612 repetiçõesNão passou',
      '03/03/202614 repetiçõesPassou',
    ]);
    expect(marks('Corrida de 50 metros')).toEqual(['10/03/20267,9 sPassou', '03/03/20267,9 sPassou']);
    expect(marks('Corrida de 2.400 metros')[0]).toBe('10/03/202611:40Passou');
    expect(screen.getAllByText('Mínimo: 13 repetições')).toHaveLength(1);
    expect(tableCalls).toEqual([]);
  });

  it('before a simulation of the exam, says so instead of the older edital’s grades', async () => {
    serveExam([cbmdfSimulation(3, 10, 700, 110)], profile({ edital_id: 'pmesp-2025-soldado' }));
    renderPage();
    expect(await screen.findByText('Nenhum simulado de PMESP — Soldado (2025) ainda.')).toBeTruthy();
    expect(screen.queryByText('Melhor nota')).toBeNull();
  });
});

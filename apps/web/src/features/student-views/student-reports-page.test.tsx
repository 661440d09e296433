import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import StudentReportsPage from './student-reports-page';
import { renderStudentPage } from './testing/render-student-page';
import {
  bodyReport,
  gradedResult,
  PMESP_EXAM,
  pmespInaptoResult,
  recentMedal,
  STUDENT_ID,
  studentSummary,
  studentTest,
} from './testing/student-fixtures';

const renderPage = () =>
  renderStudentPage(StudentReportsPage, ['/aluno/:studentId/relatorios'], `/aluno/${STUDENT_ID}/relatorios`);

function serveAll() {
  const calls: Record<string, unknown[]> = { tests: [], medals: [], bio: [] };
  server.use(
    rpcHandler('get_student_summary', () => studentSummary()),
    rpcHandler('get_user_tests', (input) => {
      calls.tests?.push(input);
      return [
        studentTest(),
        studentTest({
          id: 't0',
          created_at: '2026-02-01T02:30:00.000Z',
          json_resultado: {
            ...gradedResult(),
            nota_final: 4.5,
            medalha: 'nenhuma',
            apto: false,
          },
        }),
      ];
    }),
    rpcHandler('get_medalhas_recentes', (input) => {
      calls.medals?.push(input);
      return [recentMedal(), recentMedal({ test_key: 'barra', label: 'Barra', medalha: 'prata', nota: 7.5 })];
    }),
    rpcHandler('get_relatorio_bio', (input) => {
      calls.bio?.push(input);
      return bodyReport();
    }),
  );
  return calls;
}

const section = (title: string) =>
  within(screen.getByRole('heading', { level: 2, name: title }).closest('[data-slot="card"]') as HTMLElement);

describe('Student reports (trainer, read-only)', () => {
  it('lists the student’s simulations with grade /10, apto/inapto, date and each test', async () => {
    const calls = serveAll();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Relatórios' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Simulados do aluno' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('10/03/2026')).toBeTruthy();
    expect(items[0]?.textContent).toContain('7,75/10');
    expect(first.getByText('Apto')).toBeTruthy();
    expect(first.getByText('Prata')).toBeTruthy();
    expect(items[0]?.textContent).toContain('Barra: 9 repetições (nota 7,50)');
    expect(items[0]?.textContent).toContain('Corrida 2400 m: 10:30 (nota 8,00)');
    // 02:30 UTC is still the day before in Brasília.
    expect(within(items[1] as HTMLElement).getByText('31/01/2026')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Inapto')).toBeTruthy();
    expect(calls.tests).toEqual([{ user_id: STUDENT_ID, limit: 50 }]);

    const tabs = within(screen.getByRole('navigation', { name: 'Dados do aluno' }));
    expect(tabs.getByRole('link', { name: 'Relatórios' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the exam the student follows and an exam result: Inapto, each mark against its pass mark', async () => {
    serveAll();
    server.use(
      rpcHandler('get_user_tests', () => [
        studentTest({
          id: 't2',
          created_at: '2026-03-12T15:00:00.000Z',
          json_resultado: pmespInaptoResult(),
        }),
        studentTest(),
      ]),
    );
    renderPage();
    const list = await screen.findByRole('list', { name: 'Simulados do aluno' });
    expect(section('Simulados').getByText(/^Concurso:/).textContent).toBe(
      'Concurso: PMESP — Soldado (2025) (simulado mais recente).',
    );
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    const exam = within(items[0] as HTMLElement);
    expect(exam.getByText('12/03/2026')).toBeTruthy();
    expect(exam.getByText('PMESP — Soldado (2025)')).toBeTruthy();
    expect(exam.getByText('Inapto')).toBeTruthy();
    expect(exam.getByText('Barra fixa: falta 1 repetição para o mínimo')).toBeTruthy();
    expect(items[0]?.textContent).toContain(
      'Barra fixa: 12 repetições (mínimo 13 repetições) · não passou · falta 1 repetição',
    );
    expect(items[0]?.textContent).toContain(
      'Corrida de 50 metros: 7,9 s (mínimo 8,25 s) · passou · sobram 0,35 s',
    );
    expect(items[0]?.textContent).not.toContain('/10');
    // The older graded simulation keeps its grade.
    expect(items[1]?.textContent).toContain('7,75/10');
  });

  it('a graded CBMDF student keeps today’s view: no ‘Por prova’', async () => {
    serveAll();
    renderPage();
    expect(await screen.findByRole('list', { name: 'Simulados do aluno' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Por prova' })).toBeNull();
  });

  it('for a student following an exam of pass marks: ‘Por prova’ — newest and best marks, pass mark, passed, margin', async () => {
    const calls = serveAll();
    const older = pmespInaptoResult();
    older.tests.barra = { ...(older.tests.barra as NonNullable<typeof older.tests.barra>), valor: 14 };
    older.tests.corrida_50m = {
      ...(older.tests.corrida_50m as NonNullable<typeof older.tests.corrida_50m>),
      valor: 7.6,
    };
    server.use(
      rpcHandler('get_student_summary', () => studentSummary({ exam: PMESP_EXAM })),
      rpcHandler('get_user_tests', (input) => {
        calls.tests?.push(input);
        return [
          studentTest({
            id: 't3',
            created_at: '2026-03-12T15:00:00.000Z',
            json_resultado: pmespInaptoResult(),
          }),
          studentTest({ id: 't2', created_at: '2026-03-01T15:00:00.000Z', json_resultado: older }),
          // A CBMDF simulation from before the move to PMESP: not an event of this exam.
          studentTest(),
        ];
      }),
    );
    renderPage();
    const list = await screen.findByRole('list', { name: 'Marcas por prova' });
    const card = section('Por prova');
    expect(card.getByText(/^Concurso:/).textContent).toBe('Concurso: PMESP — Soldado (2025).');
    expect(card.getByText(/simulados deste concurso/).textContent).toContain('em 2 simulados deste concurso');
    const events = within(list).getAllByTestId('exam-event');
    expect(events).toHaveLength(4);
    const [bar, sprint] = events as [HTMLElement, HTMLElement];
    expect(within(bar).getByText('Barra fixa')).toBeTruthy();
    expect(within(bar).getByText('não passou')).toBeTruthy();
    expect(bar.querySelector('svg')).toBeTruthy();
    expect(bar.textContent).toContain('Última12 repetições');
    expect(bar.textContent).toContain('Melhor14 repetições');
    expect(bar.textContent).toContain('Mínimo13 repetições');
    expect(bar.textContent).toContain('Margemfalta 1 repetição');
    expect(within(sprint).getByText('passou')).toBeTruthy();
    expect(sprint.textContent).toContain('Última7,9 s');
    expect(sprint.textContent).toContain('Melhor7,6 s');
    expect(sprint.textContent).toContain('Mínimo8,25 s');
    expect(sprint.textContent).toContain('Margemsobram 0,35 s');
    // The page's own calls, once each: nothing more is asked for the card.
    expect(calls.tests).toEqual([{ user_id: STUDENT_ID, limit: 50 }]);
  });

  it('says so when the student follows an exam of pass marks with no simulation of it yet', async () => {
    serveAll();
    server.use(rpcHandler('get_student_summary', () => studentSummary({ exam: PMESP_EXAM })));
    renderPage();
    expect(await section('Simulados').findByRole('list', { name: 'Simulados do aluno' })).toBeTruthy();
    expect(section('Por prova').getByText('O aluno ainda não fez um simulado deste concurso.')).toBeTruthy();
  });

  it('shows the recent medals and the body report with BMI and its WHO category', async () => {
    const calls = serveAll();
    renderPage();
    const medals = await screen.findByRole('list', { name: 'Medalhas recentes do aluno' });
    expect(
      within(medals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Corrida 2400 mNota 8,00 · 10/03/2026Ouro', 'BarraNota 7,50 · 10/03/2026Prata']);
    const report = await screen.findByTestId('body-report');
    expect(report.textContent).toBe('Idade28 anosAltura170 cmPeso72,5 kgIMC25,1 kg/m² · Sobrepeso (OMS)');
    const weights = section('Relatório corporal').getByRole('list', { name: /Histórico de peso/ });
    expect(
      within(weights)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['10/03/202672,5 kg', '10/02/202673,2 kg', '10/01/202675,0 kg']);
    expect(calls.medals).toEqual([{ user_uuid: STUDENT_ID }]);
    expect(calls.bio).toEqual([{ p_student: STUDENT_ID }]);
  });

  it('says what is missing when the student has no simulations, medals or measures', async () => {
    server.use(
      rpcHandler('get_student_summary', () => studentSummary()),
      rpcHandler('get_user_tests', () => []),
      rpcHandler('get_medalhas_recentes', () => []),
      rpcHandler('get_relatorio_bio', () =>
        bodyReport({
          idade: null,
          birth_date: null,
          altura_cm: null,
          peso_kg: null,
          imc: null,
          imc_categoria: null,
          pesos: [],
        }),
      ),
    );
    renderPage();
    expect(await screen.findByText('O aluno ainda não fez nenhum simulado.')).toBeTruthy();
    expect(await screen.findByText('Nenhuma medalha ainda.')).toBeTruthy();
    expect((await screen.findByTestId('body-report')).textContent).toBe(
      'IdadeNão informadoAlturaNão informadoPesoNão informadoIMCSem peso e altura para calcular',
    );
    expect(screen.getByText('Nenhuma pesagem registrada.')).toBeTruthy();
  });

  it('shows loading, then an error with a retry, per section', async () => {
    serveAll();
    server.use(
      rpcHandler('get_user_tests', async () => {
        await delay('infinite');
        return [];
      }),
      rpcError('get_relatorio_bio', 500, { code: 'INTERNAL', message: 'Erro interno. Tente novamente.' }),
    );
    renderPage();
    expect(await screen.findByText('Carregando simulados...')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erro: Erro interno. Tente novamente.');
    server.use(rpcHandler('get_relatorio_bio', () => bodyReport()));
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('body-report')).toBeTruthy();
  });

  it.each(['get_student_summary', 'get_user_tests', 'get_medalhas_recentes', 'get_relatorio_bio'] as const)(
    'a 404 from %s turns the whole page into “Aluno não encontrado”',
    async (failing) => {
      serveAll();
      server.use(rpcError(failing, 404, { code: 'NOT_FOUND', message: 'Recurso não encontrado.' }));
      renderPage();
      expect(await screen.findByRole('heading', { level: 1, name: 'Aluno não encontrado' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Relatórios' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Simulados' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Relatório corporal' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Voltar ao painel do treinador' })).toBeTruthy();
    },
  );
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EditalSummary, UserTest } from '@/lib/queries/taf';
import type { RpcInput } from '@/lib/rpc';
import { authContext } from '@/testing/auth-context';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import { cbmdf, pf2021, pmesp, pmespApto, pmespInapto, ppdf, ppdfInapto, userTest } from './exam-fixtures';
import SimulationPage from './simulation-page';

// Issue 23: the simulator of the candidate's own exam (PMESP, Polícia Penal DF, …), beside the
// editais graded 0–10 (CBMDF), which stay as they were.

const CATALOGUE: EditalSummary[] = [cbmdf, pmesp, ppdf, pf2021];

interface Serve {
  sexo: 'M' | 'F';
  editalId: string | null;
  saved?: UserTest;
  history?: UserTest[];
  onSave?: (input: RpcInput<'save_user_test'>) => void;
}

function serve({ sexo, editalId, saved, history = [], onSave = () => {} }: Serve) {
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
    rpcHandler('list_editais', () => CATALOGUE),
    rpcHandler('get_user_tests', () => history),
    rpcHandler('save_user_test', (input) => {
      onSave(input);
      if (!saved) throw new Error('save_user_test was not expected');
      return saved;
    }),
  );
}

const renderPage = () =>
  renderRoutes([{ path: '/aluno/simulado', element: <SimulationPage /> }], '/aluno/simulado');

/** The text under an input (its pass mark), as assistive technology reads it with the field. */
const descriptionOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

const SAVED_AT = '2026-11-22T15:00:00.000Z';

async function fillPmesp(barra: string) {
  await userEvent.type(await screen.findByLabelText('Barra fixa (repetições)'), barra);
  await userEvent.type(screen.getByLabelText('Abdominal remador (repetições)'), '40');
  await userEvent.type(screen.getByLabelText('Corrida de 50 metros (s)'), '7,9');
  await userEvent.type(screen.getByLabelText('Corrida de 2.400 metros (MM:SS)'), '1140');
}

describe('Simulator of an exam (PMESP, a man)', () => {
  it('asks each test in the exam order, with its unit, input mode and pass mark', async () => {
    serve({ sexo: 'M', editalId: 'pmesp-2025-soldado' });
    renderPage();
    const barra = await screen.findByLabelText('Barra fixa (repetições)');
    const sprint = screen.getByLabelText('Corrida de 50 metros (s)');
    const run = screen.getByLabelText('Corrida de 2.400 metros (MM:SS)');
    const inputs = within(screen.getByRole('group', { name: /Resultados do simulado/ })).getAllByRole(
      'textbox',
    );
    expect(inputs.map((input) => input.id)).toEqual([
      'simulado-prova-barra',
      'simulado-prova-abdominal_remador',
      'simulado-prova-corrida_50m',
      'simulado-prova-corrida_2400m',
    ]);
    expect(descriptionOf(barra)).toBe('13 repetições para passar');
    expect(descriptionOf(sprint)).toBe('Mínimo: 8,25 s');
    expect(descriptionOf(run)).toBe('Mínimo: 13:00');
    expect(barra.getAttribute('inputmode')).toBe('numeric');
    expect(sprint.getAttribute('inputmode')).toBe('decimal');
    expect(screen.queryByRole('button', { name: 'Calcular nota' })).toBeNull();
  });

  it('sends every mark by test key, in seconds and repetitions, and shows Apto with the margins', async () => {
    const sent: RpcInput<'save_user_test'>[] = [];
    serve({
      sexo: 'M',
      editalId: 'pmesp-2025-soldado',
      saved: userTest('t1', pmespApto, SAVED_AT),
      onSave: (input) => sent.push(input),
    });
    renderPage();
    await fillPmesp('13');
    const sprint = screen.getByLabelText('Corrida de 50 metros (s)') as HTMLInputElement;
    const run = screen.getByLabelText('Corrida de 2.400 metros (MM:SS)') as HTMLInputElement;
    expect(sprint.value).toBe('7,9');
    expect(run.value).toBe('11:40');
    await userEvent.click(screen.getByRole('button', { name: 'Ver resultado' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      p_marks: { barra: 13, abdominal_remador: 40, corrida_50m: 7.9, corrida_2400m: 700 },
    });
    expect((await screen.findByTestId('resultado-apto')).textContent).toBe('Apto');
    const rows = within(screen.getByRole('list', { name: 'Resultado por prova' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Barra fixa · 13 repetições',
      'Abdominal remador · 40 repetições',
      'Corrida de 50 metros · 7,9 s',
      'Corrida de 2.400 metros · 11:40',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('no limite')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Mínimo: 13 repetições')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('sobram 0,35 s')).toBeTruthy();
    expect(screen.getAllByText('Passou')).toHaveLength(4);
    expect(screen.getByText('Conforme divulgado — confira o edital oficial')).toBeTruthy();
    // An exam has no grade out of 10 and no medals.
    expect(screen.queryByTestId('nota-final')).toBeNull();
    expect(document.body.textContent).not.toMatch(/\/10|Ouro|Prata|Bronze/);
  });

  it('shows Inapto, the missing repetition and the reason when the bar is one short', async () => {
    serve({ sexo: 'M', editalId: 'pmesp-2025-soldado', saved: userTest('t2', pmespInapto, SAVED_AT) });
    renderPage();
    await fillPmesp('12');
    await userEvent.click(screen.getByRole('button', { name: 'Ver resultado' }));

    expect((await screen.findByTestId('resultado-apto')).textContent).toBe('Inapto');
    const rows = within(screen.getByRole('list', { name: 'Resultado por prova' })).getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByText('falta 1 repetição')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Não passou')).toBeTruthy();
    expect(screen.getByText('Barra fixa: falta 1 repetição para o mínimo')).toBeTruthy();
  });

  it('refuses blank and impossible marks on their fields, in pt-BR, and sends nothing', async () => {
    const sent: unknown[] = [];
    serve({ sexo: 'M', editalId: 'pmesp-2025-soldado', onSave: (input) => sent.push(input) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ver resultado' }));
    expect(await screen.findByText('Campos Obrigatórios')).toBeTruthy();
    const barra = screen.getByLabelText('Barra fixa (repetições)');
    expect(barra.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(barra);

    await fillPmesp('13');
    const sprint = screen.getByLabelText('Corrida de 50 metros (s)');
    await userEvent.clear(sprint);
    await userEvent.type(sprint, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Ver resultado' }));
    await waitFor(() => expect(sprint.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(sprint)).toMatch(/^Corrida de 50 metros em menos de .* recorde mundial\./);
    expect(document.activeElement).toBe(sprint);
    expect(sent).toEqual([]);
  });

  it("puts the server's refusal of a mark on its field", async () => {
    serve({ sexo: 'M', editalId: 'pmesp-2025-soldado' });
    server.use(
      rpcError('save_user_test', 400, {
        code: 'VALIDATION_FAILED',
        message: 'Informe o resultado de Abdominal remador.',
        issues: [{ path: 'p_marks.abdominal_remador', message: 'Informe o resultado de Abdominal remador.' }],
      }),
    );
    renderPage();
    await fillPmesp('13');
    await userEvent.click(screen.getByRole('button', { name: 'Ver resultado' }));
    expect(await screen.findByText('Valores inválidos')).toBeTruthy();
    const abdominal = screen.getByLabelText('Abdominal remador (repetições)');
    await waitFor(() => expect(abdominal.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(abdominal)).toContain('Informe o resultado de Abdominal remador.');
  });
});

describe('Simulator of an exam, as each sex does it', () => {
  it('asks a woman in PMESP for the hang on the bar in seconds', async () => {
    serve({ sexo: 'F', editalId: 'pmesp-2025-soldado' });
    renderPage();
    const hang = await screen.findByLabelText('Isometria na barra fixa (segundos)');
    expect(descriptionOf(hang)).toBe('Mínimo: 7 s');
    expect(screen.queryByLabelText('Barra fixa (repetições)')).toBeNull();
    expect(descriptionOf(screen.getByLabelText('Corrida de 50 metros (s)'))).toBe('Mínimo: 9,5 s');
  });

  it('asks a woman in Polícia Penal DF for the static bar, the jump in cm and the 12-minute run in metres', async () => {
    const sent: RpcInput<'save_user_test'>[] = [];
    serve({
      sexo: 'F',
      editalId: 'ppdf-taf',
      saved: userTest('t3', ppdfInapto, SAVED_AT),
      onSave: (input) => sent.push(input),
    });
    renderPage();
    const bar = await screen.findByLabelText('Teste estático de barra fixa (segundos)');
    const run = screen.getByLabelText('Corrida de 12 minutos (m)');
    const jump = screen.getByLabelText('Impulsão horizontal (cm)');
    expect(descriptionOf(run)).toBe('Mínimo: 2.000 m em 12 minutos');
    expect(descriptionOf(jump)).toBe('Mínimo: 1,40 m');
    expect(run.getAttribute('inputmode')).toBe('numeric');

    await userEvent.type(bar, '25');
    await userEvent.type(jump, '150');
    await userEvent.type(screen.getByLabelText('Flexão de braço com apoio (solo) (repetições)'), '20');
    await userEvent.type(screen.getByLabelText('Flexão abdominal (repetições)'), '25');
    await userEvent.type(run, '1950');
    await userEvent.click(screen.getByRole('button', { name: 'Ver resultado' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      p_marks: { barra: 25, impulsao: 150, flexao_braco: 20, abdominal: 25, corrida_12min: 1950 },
    });
    expect((await screen.findByTestId('resultado-apto')).textContent).toBe('Inapto');
    const rows = within(screen.getByRole('list', { name: 'Resultado por prova' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Teste estático de barra fixa · 25 s',
      'Impulsão horizontal · 1,50 m',
      'Flexão de braço com apoio (solo) · 20 repetições',
      'Flexão abdominal · 25 repetições',
      'Corrida de 12 minutos · 1.950 m em 12 minutos',
    ]);
    expect(screen.getByText('faltam 50 m')).toBeTruthy();
  });
});

describe('A partial exam and the editais graded 0–10', () => {
  it("says 'Tabela incompleta' for a partial exam and offers no simulation to send", async () => {
    serve({ sexo: 'M', editalId: 'pf-2021' });
    renderPage();
    expect(await screen.findByText('Tabela incompleta')).toBeTruthy();
    expect(
      screen.getByText(
        'As marcas deste concurso ainda não estão completas: você pode seguir o concurso e treinar; o simulado fica disponível quando a administração completar o edital.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ver resultado|Calcular nota/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('keeps the CBMDF form as it was when the list has exams too', async () => {
    const sent: RpcInput<'save_user_test'>[] = [];
    serve({ sexo: 'M', editalId: null, onSave: (input) => sent.push(input) });
    renderPage();
    const select = (await screen.findByLabelText('Edital usado nos cálculos')) as HTMLSelectElement;
    expect(select.value).toBe('cbmdf-2025-estimada');
    expect(
      within(select)
        .getAllByRole('group')
        .map((group) => group.getAttribute('label')),
    ).toEqual(['Editais com nota de 0 a 10', 'Concursos (índices mínimos)']);
    expect(screen.getByLabelText('Barra (repetições)')).toBeTruthy();
    expect(screen.getByLabelText('Corrida 2400 m (MM:SS)')).toBeTruthy();
    expect(screen.getByLabelText('Natação 100 m (MM:SS)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Calcular nota' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ver resultado' })).toBeNull();
  });
});

describe('History with both kinds of simulation', () => {
  it('lists an exam with its name, Apto/Inapto and marks, and a graded one with its grade', async () => {
    const graded = userTest(
      'g1',
      {
        tests: {
          barra: {
            valor: 12,
            nota: 7.75,
            percentil: 89,
            medalha: 'prata',
            feedback: 'bom',
            label: 'Barra',
            measure: 'reps',
            minimo: 3,
            passou: true,
            margem: 'sobram 9 repetições',
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
      '2026-11-20T15:00:00.000Z',
    );
    serve({
      sexo: 'M',
      editalId: 'pmesp-2025-soldado',
      history: [userTest('e1', pmespInapto, SAVED_AT), graded],
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Histórico de simulados' });
    const [exam, gradedItem] = within(list).getAllByRole('button');
    expect(exam?.textContent).toContain('PMESP — Soldado (2025)');
    expect(exam?.textContent).toContain('Inapto');
    expect(exam?.textContent).toContain(
      'Barra fixa: 12 repetições · Abdominal remador: 40 repetições · Corrida de 50 metros: 7,9 s · Corrida de 2.400 metros: 11:40',
    );
    expect(gradedItem?.textContent).toContain('7,25/10');
    expect(gradedItem?.textContent).toContain('Prata');

    // The newest (the exam) is shown in the result card; picking the graded one shows its grade.
    expect((await screen.findByTestId('resultado-apto')).textContent).toBe('Inapto');
    await userEvent.click(gradedItem as HTMLElement);
    expect((await screen.findByTestId('nota-final')).textContent).toContain('7,25');
  });
});

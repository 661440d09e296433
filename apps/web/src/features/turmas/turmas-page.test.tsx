import { calendarDate } from '@prontidao/domain/dates/time-zone';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { EXAM_CATALOGUE } from '@/components/exam-search/exam-catalogue.fixture';
import type { RpcInput, RpcOutput } from '@/lib/rpc';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import { PMESP_EXAM, turma } from './testing/turma-fixtures';
import TurmasPage from './turmas-page';

type Turma = RpcOutput<'get_trainer_turmas'>[number];

const inDays = (days: number) => calendarDate(new Date(Date.now() + days * 86_400_000));
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/** The server's turmas: creating adds one, archiving flags it; each call is recorded. */
function serve(initial: Turma[]) {
  const state = {
    turmas: [...initial],
    lists: [] as RpcInput<'get_trainer_turmas'>[],
    created: [] as RpcInput<'create_turma'>[],
    archived: [] as RpcInput<'set_turma_archived'>[],
  };
  server.use(
    rpcHandler('list_editais', () => EXAM_CATALOGUE),
    rpcHandler('get_trainer_turmas', (input) => {
      state.lists.push(input);
      return state.turmas.filter((t) => input.include_archived || t.archived_at === null);
    }),
    rpcHandler('create_turma', (input) => {
      state.created.push(input);
      const exam = EXAM_CATALOGUE.find((e) => e.id === input.edital_id);
      const made = turma({
        id: `t-${state.created.length}`,
        name: input.name,
        edital_id: input.edital_id ?? null,
        exam: exam ? { id: exam.id, short_name: exam.short_name, format: exam.format } : null,
        taf_date: input.taf_date ?? null,
        description: input.description ?? null,
        member_count: 0,
      });
      state.turmas.unshift(made);
      return made;
    }),
    rpcHandler('set_turma_archived', (input) => {
      state.archived.push(input);
      const found = state.turmas.find((t) => t.id === input.id) as Turma;
      found.archived_at = input.archived ? '2026-11-26T12:00:00.000Z' : null;
      return found;
    }),
  );
  return state;
}

const renderPage = () =>
  renderRoutes(
    [
      { path: '/treinador/turmas', element: <TurmasPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    '/treinador/turmas',
  );

const cards = () => screen.getAllByTestId('turma-card');

afterEach(() => {
  toast.dismiss();
});

describe('Turmas page (/treinador/turmas)', () => {
  it('lists each turma with its exam, TAF date and days left, and members; a card opens its board', async () => {
    const date = inDays(30);
    serve([
      turma({ id: 't-a', name: 'Turma PMESP sábado', taf_date: date, member_count: 12 }),
      turma({
        id: 't-b',
        name: 'Turma sem data',
        edital_id: null,
        exam: null,
        taf_date: null,
        member_count: 1,
      }),
    ]);
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Turmas' });
    const [first, second] = within(list).getAllByTestId('turma-card') as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('Turma PMESP sábado');
    expect(first.textContent).toContain(PMESP_EXAM.short_name);
    expect(first.textContent).toContain(`TAF em ${ddmmyyyy(date)} (faltam 30 dias)`);
    expect(first.textContent).toContain('12 alunos');
    expect(second.textContent).toContain('Sem concurso definido');
    expect(second.textContent).toContain('Data do TAF não definida');
    expect(second.textContent).toContain('1 aluno');

    await user.click(within(first).getByRole('link', { name: 'Abrir quadro da turma Turma PMESP sábado' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/treinador/turmas/t-a'));
  });

  it('creates a turma with name, exam from the search, TAF date and description', async () => {
    const state = serve([]);
    const user = userEvent.setup();
    renderPage();
    expect((await screen.findByTestId('turmas-empty')).textContent).toContain('Nenhuma turma ativa.');
    await user.click(screen.getByRole('button', { name: 'Criar turma' }));
    const form = screen.getByRole('form', { name: 'Nova turma' });

    // Nothing typed: the name is asked for; nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Criar turma' }));
    expect(await within(form).findByText('Informe o nome da turma.')).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/Nome da turma/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(state.created).toEqual([]);

    const date = inDays(45);
    await user.type(within(form).getByLabelText(/Nome da turma/), 'Turma PM SP noite');
    await user.type(await within(form).findByRole('combobox', { name: 'Concurso' }), 'pm sp');
    await user.click(within(form).getByRole('option', { name: /PMESP — Soldado/ }));
    expect(within(form).getByText('Concurso escolhido')).toBeTruthy();
    await user.type(within(form).getByLabelText('Data do TAF'), date);
    await user.type(within(form).getByLabelText('Descrição (opcional)'), 'Terças e quintas, 19h');
    await user.click(within(form).getByRole('button', { name: 'Criar turma' }));

    expect(await screen.findByText('Turma criada')).toBeTruthy();
    expect(state.created).toEqual([
      {
        name: 'Turma PM SP noite',
        edital_id: 'pmesp-2025-soldado',
        taf_date: date,
        description: 'Terças e quintas, 19h',
      },
    ]);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]?.textContent).toContain('Turma PM SP noite');
    expect(screen.queryByRole('form', { name: 'Nova turma' })).toBeNull();
  });

  it('refuses a TAF date in the past before sending, and shows a refusal of the server by its field', async () => {
    const state = serve([]);
    server.use(
      rpcError('create_turma', 400, {
        code: 'VALIDATION_FAILED',
        message: 'Concurso desconhecido: escolha um do catálogo.',
        issues: [{ path: 'name', message: 'Já existe uma turma com este nome.' }],
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Criar turma' }));
    const form = screen.getByRole('form', { name: 'Nova turma' });
    await user.type(within(form).getByLabelText(/Nome da turma/), 'Turma A');
    await user.type(within(form).getByLabelText('Data do TAF'), inDays(-2));
    await user.click(within(form).getByRole('button', { name: 'Criar turma' }));
    expect(within(form).getByLabelText('Data do TAF').getAttribute('aria-invalid')).toBe('true');
    expect(state.created).toEqual([]);

    await user.clear(within(form).getByLabelText('Data do TAF'));
    await user.click(within(form).getByRole('button', { name: 'Criar turma' }));
    expect(await screen.findByText('Erro ao criar turma')).toBeTruthy();
    expect(await within(form).findByText('Já existe uma turma com este nome.')).toBeTruthy();
  });

  it("archives a turma, shows the archived ones on 'Mostrar arquivadas' and reactivates", async () => {
    const state = serve([turma({ id: 't-a', name: 'Turma A' }), turma({ id: 't-b', name: 'Turma B' })]);
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Arquivar a turma Turma B' }));
    expect(await screen.findByText('Turma arquivada')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(state.archived).toEqual([{ id: 't-b', archived: true }]);

    await user.click(screen.getByRole('checkbox', { name: 'Mostrar arquivadas' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(state.lists.at(-1)).toEqual({ include_archived: true });
    const archived = cards().find((card) => card.textContent?.includes('Turma B')) as HTMLElement;
    expect(within(archived).getByText('Arquivada')).toBeTruthy();
    await user.click(within(archived).getByRole('button', { name: 'Reativar a turma Turma B' }));
    expect(await screen.findByText('Turma reativada')).toBeTruthy();
    expect(state.archived.at(-1)).toEqual({ id: 't-b', archived: false });
    await waitFor(() => expect(screen.queryByText('Arquivada')).toBeNull());
  });

  it('says so when the list does not load, and retries', async () => {
    serve([]);
    server.use(rpcError('get_trainer_turmas', 500, { code: 'INTERNAL', message: 'Erro interno.' }));
    renderPage();
    expect(await screen.findByText('Não foi possível carregar suas turmas.')).toBeTruthy();
    server.use(rpcHandler('get_trainer_turmas', () => [turma({ name: 'Voltou' })]));
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Voltou')).toBeTruthy();
  });
});

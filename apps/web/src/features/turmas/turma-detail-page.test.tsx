import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXAM_CATALOGUE } from '@/components/exam-search/exam-catalogue.fixture';
import { MOBILE_QUERY } from '@/hooks/use-media-query';
import type { RpcInput, RpcOutput } from '@/lib/rpc';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import { thisMonth } from './challenge-dates';
import { NO_EXAM_EMPHASIS } from './emphasis-field';
import { board, notSharingRow, sharingRow, simulation, TURMA_ID } from './testing/turma-fixtures';
import { CHALLENGE_PRIVACY_TEXT } from './turma-challenges-card';
import TurmaDetailPage from './turma-detail-page';
import { CLASS_PLAN_TEXT } from './turma-plan-card';

type Board = RpcOutput<'get_turma_board'>;
type Invite = RpcOutput<'get_turma_invites'>[number];
type Challenge = RpcOutput<'get_turma_challenges'>[number];

const CHALLENGE: Challenge = {
  id: 'des-1',
  title: 'Mais treinos de novembro',
  metric: 'treinos',
  starts_on: '2026-11-01',
  ends_on: '2026-11-30',
  status: 'em_andamento',
  standings: [
    { position: 1, nickname: 'Ana', score: 12, me: false },
    { position: 2, nickname: 'Caio', score: 1, me: false },
    { position: 2, nickname: 'Bruno', score: 1, me: false },
  ],
};

const LINK = `http://localhost:3000/turma/entrar?token=${'a'.repeat(43)}`;

const ROWS = [
  sharingRow({
    student_id: 'ana',
    nickname: 'Ana',
    full_name: 'Ana Souza',
    week: { sessions_done: 3, sessions_planned: 4, sessions_expected: 2, plan_source: 'turma' },
    last_simulation: simulation({ apto: true, nota_final: 8.5, score: 8.5, trend: 'up' }),
    chance: { low: 0.7, high: 0.85, range: '70–85 %', too_few_results: false, weakest_label: 'Barra' },
    days_since_activity: 0,
  }),
  sharingRow({
    student_id: 'bruno',
    nickname: 'Bruno',
    full_name: 'Bruno Lima',
    week: { sessions_done: 0, sessions_planned: null, sessions_expected: 0, plan_source: null },
    days_since_activity: null,
    flags: [{ code: 'idle', text: 'sem treinos registrados' }],
  }),
  sharingRow({
    student_id: 'caio',
    nickname: 'Caio',
    full_name: 'Caio Reis',
    week: { sessions_done: 1, sessions_planned: 5, sessions_expected: 3, plan_source: 'aluno' },
    last_simulation: simulation({ apto: false, score: 40, trend: 'same', at: '2026-11-20T15:00:00.000Z' }),
    days_since_activity: 9,
    flags: [
      { code: 'behind_plan', text: 'atrás do plano' },
      { code: 'at_risk', text: 'em risco na barra', test_key: 'barra' },
    ],
  }),
  notSharingRow({ student_id: 'dora', nickname: 'Dora', full_name: 'Dora Reis' }),
];

/** The turma's board and links, as the server keeps them; every write is recorded. */
function serve(answer: Board = board(ROWS), invites: Invite[] = [], challenges: Challenge[] = []) {
  const state = {
    board: answer,
    boardReads: 0,
    invites: [...invites],
    challenges: [...challenges],
    plans: [] as RpcInput<'set_turma_plan'>[],
    createdChallenges: [] as RpcInput<'create_turma_challenge'>[],
    deletedChallenges: [] as string[],
    created: [] as RpcInput<'create_turma_invite'>[],
    revoked: [] as string[],
    removed: [] as RpcInput<'remove_turma_member'>[],
    notes: [] as RpcOutput<'get_turma_notes'>,
    posted: [] as RpcInput<'post_turma_note'>[],
  };
  server.use(
    rpcHandler('list_editais', () => EXAM_CATALOGUE),
    rpcHandler('get_turma_board', () => {
      state.boardReads += 1;
      return state.board;
    }),
    rpcHandler('get_turma_challenges', () => state.challenges),
    rpcHandler('set_turma_plan', ({ turma_id, ...plan }) => {
      state.plans.push({ turma_id, ...plan });
      const turma = {
        ...state.board.turma,
        plan: { sessions_per_week: plan.sessions_per_week, emphasis: plan.emphasis ?? [] },
      };
      state.board = { ...state.board, turma };
      return turma;
    }),
    rpcHandler('create_turma_challenge', ({ turma_id, ...fields }) => {
      state.createdChallenges.push({ turma_id, ...fields });
      state.challenges = [
        {
          id: `des-${state.createdChallenges.length + 1}`,
          ...fields,
          status: 'em_breve',
          standings: [
            { position: 1, nickname: 'Ana', score: 0, me: false },
            { position: 1, nickname: 'Bruno', score: 0, me: false },
          ],
        },
        ...state.challenges,
      ];
      return state.challenges;
    }),
    rpcHandler('delete_turma_challenge', ({ id }) => {
      state.deletedChallenges.push(id);
      state.challenges = state.challenges.filter((challenge) => challenge.id !== id);
      return { ok: true as const };
    }),
    rpcHandler('get_turma_invites', () => state.invites),
    rpcHandler('get_turma_notes', () => state.notes),
    rpcHandler('post_turma_note', (input) => {
      state.posted.push(input);
      state.notes = [
        ...state.notes,
        {
          id: `note-${state.posted.length}`,
          body: input.body,
          created_at: '2026-11-26T13:00:00.000Z',
          author_name: 'Carla Treinadora',
          author_role: 'treinador' as const,
          mine: true,
        },
      ];
      return state.notes;
    }),
    rpcHandler('create_turma_invite', (input) => {
      state.created.push(input);
      const invite = {
        id: `inv-${state.created.length}`,
        max_uses: input.max_uses ?? 50,
        uses: 0,
        created_at: '2026-11-26T13:00:00.000Z',
        expires_at: '2026-12-26T13:00:00.000Z',
      };
      state.invites.unshift(invite);
      return { ...invite, token: 'a'.repeat(43), url: LINK };
    }),
    rpcHandler('revoke_turma_invite', ({ id }) => {
      state.revoked.push(id);
      state.invites = state.invites.filter((invite) => invite.id !== id);
      return { ok: true as const };
    }),
    rpcHandler('remove_turma_member', (input) => {
      state.removed.push(input);
      const rows = state.board.rows.filter((row) => row.student_id !== input.student_id);
      state.board = { ...state.board, rows, turma: { ...state.board.turma, member_count: rows.length } };
      return { ok: true as const };
    }),
  );
  return state;
}

const renderPage = () =>
  renderRoutes(
    [
      { path: '/treinador/turmas/:turmaId', element: <TurmaDetailPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    `/treinador/turmas/${TURMA_ID}`,
  );

const table = () => screen.findByRole('table');
/** Each body row's student, as the first cell names them. */
const order = (grid: HTMLElement) =>
  within(grid)
    .getAllByTestId('board-row')
    .map((row) =>
      row
        .querySelector('th, .font-medium')
        ?.textContent?.replace(/Ana Souza|Bruno Lima|Caio Reis|Dora Reis/, ''),
    );
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

/** Captures what 'Exportar CSV' hands to the browser: the file name and its text. */
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

afterEach(() => {
  vi.restoreAllMocks();
  toast.dismiss();
});

describe('Turma page (/treinador/turmas/:id)', () => {
  it('shows the turma and, per student, the week, the last simulation with its trend, idle days and alerts', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Turma PMESP sábado' })).toBeTruthy();
    expect(screen.getByTestId('turma-facts').textContent).toContain('PMESP — Soldado (2025)');
    expect(screen.getByTestId('turma-facts').textContent).toContain('TAF em 26/12/2026');
    const grid = await table();
    const rows = within(grid).getAllByTestId('board-row') as HTMLElement[];
    const [ana, bruno, caio, dora] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(cells(ana)).toEqual([
      'AnaAna Souza',
      '3/4plano da turma',
      'Aptonota 8,524/11/2026↑subiu',
      '70–85 %pesa mais: Barra',
      'hoje',
      '—',
      'Remover',
    ]);
    expect(cells(bruno)).toEqual([
      'BrunoBruno Lima',
      '0/—',
      'Sem simulado',
      '—',
      '—',
      'sem treinos registrados',
      'Remover',
    ]);
    expect(cells(caio)).toEqual([
      'CaioCaio Reis',
      '1/5alterado pelo aluno',
      'Inapto20/11/2026→igual',
      '—',
      '9 dias',
      'atrás do planoem risco na barra',
      'Remover',
    ]);
    // Whoever stopped sharing: the name, the fact, nothing else (and no link to their pages).
    expect(cells(dora)).toEqual(['DoraDora Reis', 'Não compartilha mais os dados', 'Remover']);
    expect(within(dora).queryByRole('link')).toBeNull();
    // The trend is read out, the arrow is not.
    expect(within(ana).getByText('subiu').className).toContain('sr-only');
    expect(within(ana).getByText('↑').getAttribute('aria-hidden')).toBe('true');
    // Each sharing student's name opens their pages.
    expect(within(ana).getByRole('link', { name: 'Ana' }).getAttribute('href')).toBe('/aluno/ana/treinos');
  });

  it('sorts by any column from its header button, saying how in aria-sort', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    const grid = await table();
    expect(order(grid)).toEqual(['Ana', 'Bruno', 'Caio', 'Dora']);
    expect(header('Aluno').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Alertas').getAttribute('aria-sort')).toBe('none');

    await user.click(within(header('Aluno')).getByRole('button'));
    expect(order(grid)).toEqual(['Dora', 'Caio', 'Bruno', 'Ana']);
    expect(header('Aluno').getAttribute('aria-sort')).toBe('descending');

    await user.click(within(header('Alertas')).getByRole('button'));
    expect(order(grid)).toEqual(['Caio', 'Bruno', 'Ana', 'Dora']);
    expect(header('Alertas').getAttribute('aria-sort')).toBe('descending');
    expect(header('Aluno').getAttribute('aria-sort')).toBe('none');

    // The keyboard: a header button takes Enter.
    within(header('Treinos da semana')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(order(grid)).toEqual(['Bruno', 'Caio', 'Ana', 'Dora']);
    expect(header('Treinos da semana').getAttribute('aria-sort')).toBe('ascending');

    await user.click(within(header('Dias sem treinar')).getByRole('button'));
    expect(order(grid)).toEqual(['Bruno', 'Caio', 'Ana', 'Dora']);
    await user.click(within(header('Último simulado')).getByRole('button'));
    expect(order(grid)).toEqual(['Ana', 'Caio', 'Bruno', 'Dora']);
  });

  it('filters by name and to the students with alerts', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    const grid = await table();
    await user.type(screen.getByLabelText('Filtrar por nome'), 'reis');
    expect(order(grid)).toEqual(['Caio', 'Dora']);
    expect(screen.getByText('Mostrando 2 de 4 alunos.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Só com alertas' }));
    expect(order(grid)).toEqual(['Caio']);
    await user.clear(screen.getByLabelText('Filtrar por nome'));
    expect(order(grid)).toEqual(['Bruno', 'Caio']);
    await user.type(screen.getByLabelText('Filtrar por nome'), 'ninguém');
    expect(screen.getByText('Nenhum aluno corresponde ao filtro.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect((screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('exports the visible rows, in their order, as a CSV for a Brazilian Excel', async () => {
    serve();
    const files = captureDownloads();
    const user = userEvent.setup();
    renderPage();
    await table();
    await user.click(screen.getByRole('checkbox', { name: 'Só com alertas' }));
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(files).toHaveLength(1);
    expect(files[0]?.name).toBe('turma-turma-pmesp-sabado-2026-11-26.csv');
    const bytes = await readBytes(files[0]?.blob as Blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3)).split('\r\n')).toEqual([
      'Apelido;Nome completo;Treinos feitos na semana;Treinos previstos na semana;Plano;Último simulado;Nota;Data do simulado;Tendência;Chance de aprovação;Dias sem treinar;Alertas',
      'Bruno;Bruno Lima;0;;;;;;;;;sem treinos registrados',
      'Caio;Caio Reis;1;5;alterado pelo aluno;Inapto;;20/11/2026;igual;;9;atrás do plano, em risco na barra',
      '',
    ]);
  });

  it('removes a student after a confirmation that says the sharing continues', async () => {
    const state = serve();
    const user = userEvent.setup();
    renderPage();
    const grid = await table();
    await user.click(within(grid).getByRole('button', { name: 'Remover Caio da turma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover da turma?' });
    expect(dialog.textContent).toContain('O compartilhamento de dados com você continua');
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.removed).toEqual([]);

    await user.click(within(grid).getByRole('button', { name: 'Remover Caio da turma' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remover da turma?' })).getByRole('button', {
        name: 'Remover da turma',
      }),
    );
    expect(await screen.findByText('Aluno removido da turma')).toBeTruthy();
    expect(state.removed).toEqual([{ turma_id: TURMA_ID, student_id: 'caio' }]);
    await waitFor(() => expect(order(grid)).toEqual(['Ana', 'Bruno', 'Dora']));
  });

  it('creates a link (50 people, 30 days unless changed), shows it once to copy, lists and revokes it', async () => {
    const state = serve(board(ROWS), [
      {
        id: 'inv-old',
        max_uses: 10,
        uses: 4,
        created_at: '2026-11-10T13:00:00.000Z',
        expires_at: '2026-12-10T13:00:00.000Z',
      },
    ]);
    const user = userEvent.setup();
    renderPage();
    const card = within(await screen.findByRole('region', { name: 'Link da turma' }));
    const open = await card.findByRole('list', { name: 'Links abertos' });
    expect(open.textContent).toContain('Usos: 4/10');
    expect(open.textContent).toContain('vale até 10/12');
    expect((card.getByLabelText('Limite de pessoas') as HTMLInputElement).value).toBe('50');
    expect((card.getByLabelText('Vale por (dias)') as HTMLInputElement).value).toBe('30');

    await user.clear(card.getByLabelText('Limite de pessoas'));
    await user.type(card.getByLabelText('Limite de pessoas'), '600');
    await user.click(card.getByRole('button', { name: 'Criar link' }));
    expect(card.getByText('No máximo 500 pessoas.')).toBeTruthy();
    expect(state.created).toEqual([]);

    await user.clear(card.getByLabelText('Limite de pessoas'));
    await user.type(card.getByLabelText('Limite de pessoas'), '25');
    await user.click(card.getByRole('button', { name: 'Criar link' }));
    const url = (await card.findByLabelText('Link da turma')) as HTMLInputElement;
    expect(url.value).toBe(LINK);
    expect(card.getByText('O link completo aparece só agora: copie e envie à turma.')).toBeTruthy();
    expect(state.created).toEqual([{ turma_id: TURMA_ID, max_uses: 25, expires_in_days: 30 }]);
    await user.click(card.getByRole('button', { name: 'Copiar link' }));
    expect(await screen.findByText('Link copiado')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(LINK);
    await waitFor(() => expect(within(open).getAllByRole('listitem')).toHaveLength(2));
    expect(within(open).getAllByRole('listitem')[0]?.textContent).toContain('Usos: 0/25');

    await user.click(within(open).getByRole('button', { name: 'Revogar o link criado em 10/11/2026 10:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revogar link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revogar link' }));
    expect(await screen.findByText('Link revogado')).toBeTruthy();
    expect(state.revoked).toEqual(['inv-old']);
    await waitFor(() => expect(within(open).getAllByRole('listitem')).toHaveLength(1));
  });

  it('renames the turma in the edit dialog', async () => {
    serve();
    const updates: RpcInput<'update_turma'>[] = [];
    server.use(
      rpcHandler('update_turma', (input) => {
        updates.push(input);
        return board(ROWS, { name: input.name ?? '' }).turma;
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar turma' });
    const name = within(dialog).getByLabelText(/Nome da turma/);
    expect((name as HTMLInputElement).value).toBe('Turma PMESP sábado');
    await user.clear(name);
    await user.type(name, 'Turma PMESP domingo');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Turma atualizada')).toBeTruthy();
    expect(updates).toEqual([
      {
        id: TURMA_ID,
        name: 'Turma PMESP domingo',
        edital_id: 'pmesp-2025-soldado',
        taf_date: '2026-12-26',
        description: null,
      },
    ]);
  });

  it('on a phone: a card per student, the order chosen above them, nothing but the fact for who stopped sharing', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === MOBILE_QUERY,
    })) as never;
    try {
      serve();
      const user = userEvent.setup();
      renderPage();
      const list = await screen.findByRole('list', { name: 'Quadro da turma' });
      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(list).getAllByTestId('board-row');
      expect(cards).toHaveLength(4);
      expect(cards[0]?.textContent).toContain('Treinos da semana3/4');
      expect(cards[3]?.textContent).toBe('DoraDora ReisRemoverNão compartilha mais os dados');
      await user.selectOptions(screen.getByLabelText('Ordenar por'), 'alertas');
      expect(within(list).getAllByTestId('board-row')[0]?.textContent).toContain('Caio');
      await user.click(screen.getByRole('button', { name: 'Ordem decrescente' }));
      expect(within(list).getAllByTestId('board-row')[0]?.textContent).toContain('Ana');
    } finally {
      window.matchMedia = original;
    }
  });

  it('‘Recados para a turma’: the trainer posts a note every member reads; an archived turma takes none', async () => {
    const state = serve();
    const user = userEvent.setup();
    const view = renderPage();
    const card = within(await screen.findByRole('region', { name: 'Recados para a turma' }));
    expect(await card.findByText('Nenhum recado ainda.')).toBeTruthy();
    await user.type(
      card.getByRole('textbox', { name: 'Seu recado' }),
      'Treino coletivo sábado 7h, pista do CETEB',
    );
    await user.click(card.getByRole('button', { name: 'Enviar' }));
    const notes = await card.findByRole('list', { name: 'Recados da turma' });
    expect(notes.textContent).toBe(
      'Carla Treinadora (você)Treinador26/11 às 10:00Treino coletivo sábado 7h, pista do CETEB',
    );
    expect(state.posted).toEqual([{ turma_id: TURMA_ID, body: 'Treino coletivo sábado 7h, pista do CETEB' }]);
    view.unmount();

    serve(board(ROWS, { archived_at: '2026-11-25T12:00:00.000Z' }));
    renderPage();
    const archived = within(await screen.findByRole('region', { name: 'Recados para a turma' }));
    expect(await archived.findByText('Nenhum recado ainda.')).toBeTruthy();
    expect(archived.queryByRole('textbox')).toBeNull();
  });

  it('sets the class plan: sessions per week and the emphasised tests of the exam; the board is read again', async () => {
    const state = serve();
    const user = userEvent.setup();
    renderPage();
    const card = within(await screen.findByRole('region', { name: 'Plano da turma' }));
    expect(card.getByText(CLASS_PLAN_TEXT)).toBeTruthy();
    expect(CLASS_PLAN_TEXT).toBe(
      'Vale para o plano de cada aluno que compartilha os dados: com as marcas e ritmos de cada um.',
    );
    expect(card.getByTestId('turma-plan-status').textContent).toBe(
      'A turma ainda não tem plano: cada aluno segue o seu.',
    );
    const sessions = card.getByLabelText('Treinos por semana') as HTMLSelectElement;
    expect([...sessions.options].map((option) => option.value)).toEqual(['2', '3', '4', '5', '6']);
    await user.selectOptions(sessions, '5');
    const emphasis = card.getByRole('group', { name: 'Ênfase' });
    await user.click(await within(emphasis).findByRole('checkbox', { name: 'Barra fixa' }));
    await user.click(within(emphasis).getByRole('checkbox', { name: 'Corrida de 2.400 metros' }));
    const reads = state.boardReads;
    await user.click(card.getByRole('button', { name: 'Salvar plano da turma' }));
    expect(await screen.findByText('Plano da turma salvo')).toBeTruthy();
    expect(state.plans).toEqual([
      { turma_id: TURMA_ID, sessions_per_week: 5, emphasis: ['barra', 'corrida_2400m'] },
    ]);
    await waitFor(() => expect(state.boardReads).toBeGreaterThan(reads));
    await waitFor(() =>
      expect(card.getByTestId('turma-plan-status').textContent).toBe(
        'Plano em vigor: 5 treinos por semana, com ênfase em 2 provas.',
      ),
    );
  });

  it('without an exam the emphasis is off and says why; the server’s refusal is shown', async () => {
    serve(board(ROWS, { edital_id: null, exam: null, plan: { sessions_per_week: 3, emphasis: [] } }));
    const user = userEvent.setup();
    const view = renderPage();
    const card = within(await screen.findByRole('region', { name: 'Plano da turma' }));
    const emphasis = card.getByRole('group', { name: 'Ênfase' }) as HTMLFieldSetElement;
    expect(emphasis.disabled).toBe(true);
    expect(emphasis.textContent).toContain(NO_EXAM_EMPHASIS);
    expect(NO_EXAM_EMPHASIS).toBe('Escolha o concurso da turma para dar ênfase a uma prova.');
    expect(within(emphasis).queryAllByRole('checkbox')).toEqual([]);
    expect((card.getByLabelText('Treinos por semana') as HTMLSelectElement).value).toBe('3');
    view.unmount();

    serve(board(ROWS, { plan: { sessions_per_week: 4, emphasis: ['barra'] } }));
    server.use(
      rpcError('set_turma_plan', 400, {
        code: 'VALIDATION_FAILED',
        message: 'O concurso da turma não tem a prova barra.',
      }),
    );
    renderPage();
    const again = within(await screen.findByRole('region', { name: 'Plano da turma' }));
    expect(((await again.findByRole('checkbox', { name: 'Barra fixa' })) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(again.getByRole('button', { name: 'Salvar plano da turma' }));
    expect(await screen.findByText('Erro ao salvar o plano da turma')).toBeTruthy();
    expect(await screen.findByText('O concurso da turma não tem a prova barra.')).toBeTruthy();
  });

  it('creates a challenge (this month unless changed), lists its standings and deletes it after asking', async () => {
    const state = serve(board(ROWS), [], [CHALLENGE]);
    const user = userEvent.setup();
    renderPage();
    const card = within(await screen.findByRole('region', { name: 'Desafios' }));
    expect(card.getByText(CHALLENGE_PRIVACY_TEXT)).toBeTruthy();
    expect(CHALLENGE_PRIVACY_TEXT).toBe(
      'Só treinos e moedas do Prontidão contam; detalhes de treinos do Strava nunca aparecem.',
    );
    const list = await card.findByRole('list', { name: 'Desafios da turma' });
    const [first] = within(list).getAllByRole('listitem') as [HTMLElement];
    expect(first.textContent).toContain('Mais treinos de novembro');
    expect(first.textContent).toContain('Em andamento');
    expect(first.textContent).toContain('De 01/11/2026 a 30/11/2026 · Treinos feitos');
    const standings = within(first).getByRole('list', { name: 'Classificação: Mais treinos de novembro' });
    expect(
      within(standings)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['1ºAna12 treinos', '2ºCaio1 treino', '2ºBruno1 treino']);

    // Nothing is sent without a name; the dates start as this month in São Paulo.
    const month = thisMonth();
    expect((card.getByLabelText('De') as HTMLInputElement).value).toBe(month.startsOn);
    expect((card.getByLabelText(/^Até/) as HTMLInputElement).value).toBe(month.endsOn);
    await user.click(card.getByRole('button', { name: 'Criar desafio' }));
    expect(card.getByText('Dê um nome ao desafio.')).toBeTruthy();
    fireEvent.change(card.getByLabelText('De'), { target: { value: '2026-12-01' } });
    fireEvent.change(card.getByLabelText(/^Até/), { target: { value: '2027-03-15' } });
    await user.type(card.getByLabelText(/^Nome/), 'Mais pontos do verão');
    await user.click(card.getByRole('radio', { name: 'Pontos (moedas)' }));
    await user.click(card.getByRole('button', { name: 'Criar desafio' }));
    expect(card.getByText('Um desafio dura no máximo 92 dias.')).toBeTruthy();
    expect(state.createdChallenges).toEqual([]);
    fireEvent.change(card.getByLabelText(/^Até/), { target: { value: '2027-02-28' } });
    await user.click(card.getByRole('button', { name: 'Criar desafio' }));
    expect(await screen.findByText('Desafio criado')).toBeTruthy();
    expect(state.createdChallenges).toEqual([
      {
        turma_id: TURMA_ID,
        title: 'Mais pontos do verão',
        metric: 'pontos',
        starts_on: '2026-12-01',
        ends_on: '2027-02-28',
      },
    ]);
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('Em breve'));
    const created = within(list).getByRole('list', { name: 'Classificação: Mais pontos do verão' });
    expect(within(created).getAllByRole('listitem')[0]?.textContent).toBe('1ºAna0 moedas');
    expect((card.getByLabelText(/^Nome/) as HTMLInputElement).value).toBe('');

    await user.click(card.getByRole('button', { name: 'Apagar o desafio Mais treinos de novembro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apagar o desafio?' });
    await user.click(within(dialog).getByRole('button', { name: 'Apagar desafio' }));
    expect(await screen.findByText('Desafio apagado')).toBeTruthy();
    expect(state.deletedChallenges).toEqual(['des-1']);
    await waitFor(() =>
      expect(card.queryByRole('list', { name: 'Classificação: Mais treinos de novembro' })).toBeNull(),
    );
  });

  it('says when the turma has nobody yet, and when it does not exist', async () => {
    serve(board([]));
    const view = renderPage();
    expect((await screen.findByTestId('board-empty')).textContent).toContain(
      'Nenhum aluno nesta turma ainda.',
    );
    view.unmount();

    server.use(rpcError('get_turma_board', 404, { code: 'NOT_FOUND', message: 'Turma não encontrada.' }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Turma não encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver suas turmas' }).getAttribute('href')).toBe(
      '/treinador/turmas',
    );
  });
});

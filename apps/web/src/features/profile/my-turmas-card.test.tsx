import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { RpcOutput } from '@/lib/rpc';
import { rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import { LEAVE_TURMA_TEXT, MyTurmasCard } from './my-turmas-card';

type MyTurma = RpcOutput<'get_my_turmas'>[number];

const sabado: MyTurma = {
  id: 't-1',
  name: 'Turma PMESP sábado',
  trainer_name: 'Carla Treinadora',
  exam: { id: 'pmesp-2025-soldado', short_name: 'PMESP — Soldado (2025)', format: 'exam' },
  taf_date: '2031-03-01',
  joined_at: '2026-11-20T12:00:00.000Z',
};
const noite: MyTurma = { ...sabado, id: 't-2', name: 'Turma noite', exam: null, taf_date: null };

type Note = RpcOutput<'get_turma_notes'>[number];
type Challenge = RpcOutput<'get_turma_challenges'>[number];

const challenge = (
  id: string,
  title: string,
  status: Challenge['status'],
  standings: Challenge['standings'],
): Challenge => ({
  id,
  title,
  metric: 'treinos',
  starts_on: '2026-11-01',
  ends_on: '2026-11-30',
  status,
  standings,
});

const note = (id: string, body: string, day: number): Note => ({
  id,
  body,
  created_at: `2026-11-${day}T12:00:00.000Z`,
  author_name: 'Carla Treinadora',
  author_role: 'treinador',
  mine: false,
});

function serve(
  turmas: MyTurma[],
  notes: Record<string, Note[]> = {},
  challenges: Record<string, Challenge[]> = {},
) {
  let mine = [...turmas];
  const left: string[] = [];
  server.use(
    rpcHandler('get_my_turmas', () => mine),
    rpcHandler('get_turma_notes', ({ turma_id }) => notes[turma_id] ?? []),
    rpcHandler('get_turma_challenges', ({ turma_id }) => challenges[turma_id] ?? []),
    rpcHandler('leave_turma', ({ turma_id }) => {
      left.push(turma_id);
      mine = mine.filter((turma) => turma.id !== turma_id);
      return { ok: true as const };
    }),
  );
  return left;
}

/** The turmas of the list (each holds its notes' own list). */
const turmaRows = (list: HTMLElement) => [...list.querySelectorAll(':scope > li')];

const renderCard = () =>
  renderRoutes([{ path: '/aluno/perfil', element: <MyTurmasCard /> }], '/aluno/perfil');

afterEach(() => {
  toast.dismiss();
});

describe('Minhas turmas', () => {
  it('lists the turmas with trainer, exam and TAF date; leaving asks first and says the sharing goes on', async () => {
    const left = serve([sabado, noite]);
    const user = userEvent.setup();
    renderCard();
    const list = await screen.findByRole('list', { name: 'Minhas turmas' });
    const [first] = turmaRows(list) as [HTMLElement];
    expect(first.textContent).toContain('Turma PMESP sábado');
    expect(first.textContent).toContain('Treinador: Carla Treinadora');
    expect(first.textContent).toContain('Concurso: PMESP — Soldado (2025)');
    expect(first.textContent).toContain('TAF em 01/03/2031');

    await user.click(within(first).getByRole('button', { name: 'Sair da turma Turma PMESP sábado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair da turma?' });
    expect(dialog.textContent).toContain(LEAVE_TURMA_TEXT);
    expect(LEAVE_TURMA_TEXT).toBe(
      'Você sai da turma; seu treinador continua vendo seus dados até você revogar o acesso.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sair da turma' }));
    expect(await screen.findByText('Você saiu da turma')).toBeTruthy();
    expect(left).toEqual(['t-1']);
    await waitFor(() => expect(turmaRows(list)).toHaveLength(1));
  });

  it('each turma shows the trainer’s latest notes (‘Recados do treinador’), read-only', async () => {
    serve([sabado, noite], {
      't-1': [
        note('n1', 'Bem-vindos à turma!', 20),
        note('n2', 'Simulado no sábado.', 21),
        note('n3', 'Tragam água.', 22),
        note('n4', 'Treino coletivo sábado 7h, pista do CETEB', 23),
      ],
    });
    renderCard();
    const notes = await screen.findByRole('list', { name: 'Recados da turma Turma PMESP sábado' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Carla TreinadoraTreinador21/11 às 09:00Simulado no sábado.',
      'Carla TreinadoraTreinador22/11 às 09:00Tragam água.',
      'Carla TreinadoraTreinador23/11 às 09:00Treino coletivo sábado 7h, pista do CETEB',
    ]);
    const list = screen.getByRole('list', { name: 'Minhas turmas' });
    const second = turmaRows(list)[1] as HTMLElement;
    expect(second.textContent).toContain('Recados do treinador');
    expect(await within(second).findByText('Nenhum recado ainda.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('each turma shows its current challenges with the standings, the candidate’s own row marked ‘Você’', async () => {
    serve(
      [sabado, noite],
      {},
      {
        't-1': [
          challenge('c-1', 'Mais treinos do mês', 'em_andamento', [
            { position: 1, nickname: 'Ana', score: 9, me: false },
            { position: 2, nickname: 'Bruno', score: 4, me: true },
            { position: 3, nickname: 'Aluno sem apelido', score: 0, me: false },
          ]),
          challenge('c-0', 'Desafio de outubro', 'encerrado', [
            { position: 1, nickname: 'Bruno', score: 12, me: true },
          ]),
        ],
      },
    );
    renderCard();
    const challenges = await screen.findByRole('list', { name: 'Desafios da turma Turma PMESP sábado' });
    const items = within(challenges).getAllByRole('heading', { level: 4 });
    // The ended one stays out: only what is running (or about to start).
    expect(items.map((heading) => heading.textContent)).toEqual(['Mais treinos do mês']);
    expect(challenges.textContent).toContain('Em andamento');
    expect(challenges.textContent).toContain('De 01/11/2026 a 30/11/2026 · Treinos feitos');
    const rows = within(
      within(challenges).getByRole('list', { name: 'Classificação: Mais treinos do mês' }),
    ).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1ºAna9 treinos',
      '2ºBrunoVocê4 treinos',
      '3ºAluno sem apelido0 treinos',
    ]);
    expect(rows[1]?.getAttribute('aria-current')).toBe('true');
    expect(rows[0]?.getAttribute('aria-current')).toBeNull();
    // A turma without challenges says nothing about them.
    const list = screen.getByRole('list', { name: 'Minhas turmas' });
    const second = turmaRows(list)[1] as HTMLElement;
    expect(await within(second).findByText('Nenhum recado ainda.')).toBeTruthy();
    expect(second.textContent).not.toContain('Desafios');
  });

  it('stays out of the way when the candidate is in no turma', async () => {
    serve([]);
    const { container } = renderCard();
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});

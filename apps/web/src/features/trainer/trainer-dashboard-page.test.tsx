import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { RpcOutput } from '@/lib/rpc';
import { authContext } from '@/testing/auth-context';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import { approvedStudent, pendingInvite, trainerProfile } from './testing/trainer-fixtures';
import TrainerDashboardPage from './trainer-dashboard-page';

const URL_1 = 'http://localhost:3000/join?token=tok-abc123';
const CARLOS = trainerProfile({
  full_name: 'Carlos Souza',
  cref_number: '012345-G/DF',
  cref_region: 'DF',
  cref_status: 'verificado',
  role: 'treinador',
});

function serve({
  profile = CARLOS,
  invites = [] as RpcOutput<'get_trainer_invites'>,
  students = [] as RpcOutput<'get_trainer_students_approved'>,
} = {}) {
  const state = { invites: [...invites], created: 0, canceled: [] as string[] };
  server.use(
    rpcHandler('get_auth_context', () => authContext({ role: 'treinador', profile_complete: true })),
    rpcHandler('get_trainer_profile', () => profile),
    rpcHandler('get_trainer_invites', () => state.invites),
    rpcHandler('get_trainer_students_approved', () => students),
    rpcHandler('create_trainer_invite', () => {
      state.created += 1;
      const invite = {
        id: `inv-new-${state.created}`,
        token: 'tok-abc123',
        url: URL_1,
        expires_at: '2026-03-19T21:40:00.000Z',
      };
      state.invites.unshift(pendingInvite(invite.id, '2026-03-12T21:40:00.000Z', invite.expires_at));
      return invite;
    }),
    rpcHandler('cancel_trainer_invite', ({ id }) => {
      state.canceled.push(id);
      state.invites = state.invites.filter((invite) => invite.id !== id);
      return { ok: true as const };
    }),
  );
  return state;
}

const renderPage = () =>
  renderRoutes(
    [
      { path: paths.trainer.dashboard, element: <TrainerDashboardPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    paths.trainer.dashboard,
  );

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('Trainer dashboard page', () => {
  it.each([
    ['verificado', null, 'Verificado', null],
    ['pendente', null, 'Pendente de verificação', null],
    ['rejeitado', 'Número não confere com o nome.', 'Rejeitado', 'Motivo: Número não confere com o nome.'],
  ] as const)(
    'shows the CREF status %s with the link to edit the registration',
    async (status, reason, label, text) => {
      serve({ profile: { ...CARLOS, cref_status: status, cref_rejection_reason: reason } });
      renderPage();
      const card = await screen.findByTestId('cref-status');
      expect(card.textContent).toContain('CREF 012345-G/DF');
      expect(within(card).getByText(label)).toBeTruthy();
      if (text) expect(card.textContent).toContain(text);
      else expect(card.textContent).not.toContain('Motivo');
      const edit = section('Status do CREF').getByRole('link', { name: 'Editar cadastro' });
      expect(edit.getAttribute('href')).toBe('/treinador/onboarding');
    },
  );

  it('generates an invite link, copies it, and lists it as pending', async () => {
    const state = serve();
    const user = userEvent.setup();
    renderPage();
    const invites = section('Convidar aluno');
    expect(invites.getAllByText(/7 dias/).length).toBeGreaterThan(0);
    expect(await section('Convites pendentes').findByText('Nenhum convite pendente.')).toBeTruthy();

    await user.click(invites.getByRole('button', { name: 'Gerar link de convite' }));
    const link = (await invites.findByLabelText('Link de convite')) as HTMLInputElement;
    expect(link.value).toBe(URL_1);
    expect(link.readOnly).toBe(true);
    expect(invites.getByText(/Válido por 7 dias, para um único uso/)).toBeTruthy();
    expect(state.created).toBe(1);

    await user.click(invites.getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText('Link copiado')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(URL_1);

    // The pending list is read again and shows the new invite with its dates (Brasília time).
    const pending = section('Convites pendentes');
    expect(await pending.findByText('12/03/2026 18:40')).toBeTruthy();
    expect(pending.getByText('19/03/2026 18:40')).toBeTruthy();
  });

  it('says “Erro ao copiar” when the clipboard refuses', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const invites = section('Convidar aluno');
    await user.click(invites.getByRole('button', { name: 'Gerar link de convite' }));
    await user.click(await invites.findByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText('Erro ao copiar')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(URL_1);
  });

  it('says “Erro ao criar convite” when the server fails, and explains a refusal (403)', async () => {
    serve();
    server.use(rpcError('create_trainer_invite', 500, { code: 'INTERNAL', message: 'Erro interno.' }));
    const user = userEvent.setup();
    renderPage();
    const invites = section('Convidar aluno');
    await user.click(invites.getByRole('button', { name: 'Gerar link de convite' }));
    expect(await screen.findByText('Erro ao criar convite')).toBeTruthy();
    expect(invites.queryByLabelText('Link de convite')).toBeNull();

    server.use(rpcError('create_trainer_invite', 403, { code: 'FORBIDDEN', message: 'Acesso negado.' }));
    await user.click(invites.getByRole('button', { name: 'Gerar link de convite' }));
    expect(await invites.findByText('Sem permissão para criar convites.')).toBeTruthy();
    expect(invites.getByText(/Somente treinadores e administradores podem usar esta área/)).toBeTruthy();
  });

  it('cancels a pending invite only after confirmation', async () => {
    const state = serve({
      invites: [
        pendingInvite('inv-2', '2026-03-12T21:40:00.000Z', '2026-03-19T21:40:00.000Z'),
        pendingInvite('inv-1', '2026-03-01T12:05:00.000Z', '2026-03-08T12:05:00.000Z'),
      ],
    });
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Convites pendentes' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Criado em12/03/2026 18:40Expira em19/03/2026 18:40'),
      expect.stringContaining('Criado em01/03/2026 09:05Expira em08/03/2026 09:05'),
    ]);

    await user.click(within(items[1] as HTMLElement).getByRole('button', { name: /^Cancelar/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancelar convite?' });
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.canceled).toEqual([]);

    await user.click(within(items[1] as HTMLElement).getByRole('button', { name: /^Cancelar/ }));
    dialog = await screen.findByRole('dialog', { name: 'Cancelar convite?' });
    expect(dialog.textContent).toContain('01/03/2026 09:05');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar convite' }));
    expect(await screen.findByText('Convite cancelado')).toBeTruthy();
    expect(state.canceled).toEqual(['inv-1']);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(list.textContent).not.toContain('01/03/2026');
  });

  it('lists the approved students, the exam each follows, with links to their metrics, reports and trainings', async () => {
    const longEmail = `${'maria.eduarda.cavalcanti.albuquerque'.repeat(3)}@exemplo-muito-longo.com.br`;
    serve({
      students: [
        approvedStudent({
          id: 's-1',
          approved_at: '2026-03-10T02:00:00.000Z',
          exam: { id: 'pmesp-2025-soldado', short_name: 'PMESP — Soldado (2025)', format: 'exam' },
        }),
        approvedStudent({ id: 's-2', full_name: null, nickname: 'Duda', email: longEmail }),
      ],
    });
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Alunos aprovados' });
    const [ana, duda] = within(list).getAllByTestId('student-item') as [HTMLElement, HTMLElement];
    expect(ana.textContent).toContain('Ana Souza');
    expect(ana.textContent).toContain('ana@example.com');
    // 02:00 UTC on the 10th is still the 9th in Brasília.
    expect(ana.textContent).toContain('Aprovado em 09/03/2026');
    expect(within(ana).getByTestId('student-exam').textContent).toBe('Concurso: PMESP — Soldado (2025)');
    const hrefs = (item: HTMLElement) =>
      within(item)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('aria-label'), link.getAttribute('href')]);
    expect(hrefs(ana)).toEqual([
      ['Métricas', 'Métricas de Ana Souza', '/aluno/s-1/metricas'],
      ['Relatórios', 'Relatórios de Ana Souza', '/aluno/s-1/relatorios'],
      ['Treinos', 'Treinos de Ana Souza', '/aluno/s-1/treinos'],
      ['Plano', 'Plano de Ana Souza', '/aluno/s-1/plano'],
    ]);

    // No full name: the nickname; a long e-mail wraps inside the card instead of widening the page.
    expect(within(duda).getByText('Duda')).toBeTruthy();
    const email = within(duda).getByTestId('student-email');
    expect(email.textContent).toBe(longEmail);
    expect(email.className).toContain('wrap-anywhere');
    expect(email.className).toContain('min-w-0');
    expect(duda.className).toContain('min-w-0');
    expect(hrefs(duda)[0]).toEqual(['Métricas', 'Métricas de Duda', '/aluno/s-2/metricas']);
    // No exam chosen: the default one, as the server names it.
    expect(within(duda).getByTestId('student-exam').textContent).toBe(
      'Concurso: CBMDF 2025 — referência estimada',
    );

    await user.click(within(ana).getByRole('link', { name: 'Treinos de Ana Souza' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/aluno/s-1/treinos'));
  });

  it('explains how to invite when there is no student yet', async () => {
    serve();
    renderPage();
    const empty = await screen.findByTestId('students-empty');
    expect(empty.textContent).toContain('Nenhum aluno vinculado ainda.');
    expect(empty.textContent).toContain('Gere um link de convite');
  });

  it('shows placeholders while loading and a pt-BR error with retry', async () => {
    serve();
    server.use(
      rpcHandler('get_trainer_students_approved', async () => {
        await delay('infinite');
        return [];
      }),
      rpcError('get_trainer_invites', 500, { code: 'INTERNAL', message: 'Erro interno. Tente novamente.' }),
    );
    renderPage();
    expect(await screen.findByText('Carregando alunos...')).toBeTruthy();
    const pending = section('Convites pendentes');
    expect(await pending.findByText('Não foi possível carregar os convites.')).toBeTruthy();
    expect(pending.getByText('Erro interno. Tente novamente.')).toBeTruthy();
    server.use(rpcHandler('get_trainer_invites', () => []));
    await userEvent.click(pending.getByRole('button', { name: 'Tentar novamente' }));
    expect(await pending.findByText('Nenhum convite pendente.')).toBeTruthy();
  });

  it('explains a refusal (403) instead of offering a retry', async () => {
    serve();
    server.use(
      rpcError('get_trainer_students_approved', 403, { code: 'FORBIDDEN', message: 'Acesso negado.' }),
    );
    renderPage();
    const students = section('Alunos aprovados');
    expect(await students.findByText(/Somente treinadores e administradores/)).toBeTruthy();
    expect(students.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });
});

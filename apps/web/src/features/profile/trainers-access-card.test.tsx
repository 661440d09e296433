import { calendarDate } from '@prontidao/domain/dates/time-zone';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { FullProfile } from '@/lib/queries/profile';
import type { RpcOutput } from '@/lib/rpc';
import { authContext } from '@/testing/auth-context';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { reminderSettings } from '@/testing/notifications';
import { renderRoutes } from '@/testing/render';
import ProfilePage from './profile-page';
import { accessLogLine, TrainersAccessCard } from './trainers-access-card';

type MyTrainer = RpcOutput<'get_my_trainers'>[number];
type LogEntry = RpcOutput<'get_trainer_access_log'>[number];

const carlos: MyTrainer = {
  link_id: '11111111-1111-4111-8111-111111111111',
  trainer_id: 't1',
  full_name: 'Carlos Souza',
  cref_number: '012345-G/DF',
  cref_region: 'DF',
  cref_status: 'verificado',
  approved_at: '2025-03-02T02:30:00.000Z', // 01/03 23:30 in Brasília
  ended: null,
};
const longName: MyTrainer = {
  link_id: '22222222-2222-4222-8222-222222222222',
  trainer_id: 't2',
  full_name: 'Maria Aparecida dos Santos Albuquerque de Oliveira Cavalcanti Ferreira',
  cref_number: '9876-P/SP',
  cref_region: 'SP',
  cref_status: 'pendente',
  approved_at: '2025-04-10T12:00:00.000Z',
  ended: null,
};
const admin: MyTrainer = {
  link_id: '33333333-3333-4333-8333-333333333333',
  trainer_id: 't3',
  full_name: null,
  cref_number: null,
  cref_region: null,
  cref_status: null,
  approved_at: '2025-04-10T12:00:00.000Z',
  ended: null,
};
/** A trainer an admin demoted: the link ended on 20/11/2026 (Brasília). */
const demoted: MyTrainer = {
  ...carlos,
  link_id: '44444444-4444-4444-8444-444444444444',
  trainer_id: 't4',
  full_name: 'Rui Demitido',
  ended: { by: 'admin', at: '2026-11-20T15:00:00.000Z' },
};

/** Serves the two lists; revoking removes the link, as the server does. */
function serve(trainers: MyTrainer[], log: LogEntry[] = []) {
  let links = [...trainers];
  const revoked: string[] = [];
  server.use(
    rpcHandler('get_my_trainers', () => links),
    rpcHandler('get_trainer_access_log', () => log),
    rpcHandler('revoke_trainer_access', ({ link_id }) => {
      revoked.push(link_id);
      links = links.filter((link) => link.link_id !== link_id);
      return { ok: true as const };
    }),
  );
  return revoked;
}

const renderCard = () =>
  renderRoutes([{ path: '/aluno/perfil', element: <TrainersAccessCard /> }], '/aluno/perfil');
const card = () => within(screen.getByRole('region', { name: 'Treinadores com acesso' }));

afterEach(() => {
  toast.dismiss();
});

describe('Treinadores com acesso', () => {
  it('lists each trainer with name, CREF and its status, and since when', async () => {
    serve([carlos, longName, admin]);
    renderCard();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace('Revogar', ''))).toEqual([
      'Carlos SouzaCREF 012345-G/DF (verificado)Com acesso desde 01/03/2025',
      `${longName.full_name}CREF 9876-P/SP (em verificação)Com acesso desde 10/04/2025`,
      'Treinador sem nomeCREF não informadoCom acesso desde 10/04/2025',
    ]);
    expect(card().getByRole('button', { name: 'Revogar acesso de Carlos Souza' })).toBeTruthy();
  });

  it('revokes after confirming: the call, the toast, and the list without that trainer', async () => {
    const revoked = serve([carlos]);
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Revogar acesso de Carlos Souza' }));
    const dialog = screen.getByRole('dialog', { name: 'Revogar acesso?' });
    expect(dialog.textContent).toContain('Carlos Souza deixará de ver seus testes, treinos e métricas');

    // Cancelling calls nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(revoked).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revogar acesso de Carlos Souza' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revogar acesso' }));
    expect(await screen.findByText('Acesso revogado')).toBeTruthy();
    expect(revoked).toEqual([carlos.link_id]);
    expect(await card().findByText('Nenhum treinador tem acesso aos seus dados.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("toasts 'Erro ao revogar acesso' and keeps the trainer when revoking fails", async () => {
    serve([carlos]);
    server.use(
      rpcError('revoke_trainer_access', 404, { code: 'NOT_FOUND', message: 'Vínculo não encontrado.' }),
    );
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Revogar acesso de Carlos Souza' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revogar acesso' }));
    expect(await screen.findByText('Erro ao revogar acesso')).toBeTruthy();
    expect(screen.getByText('Vínculo não encontrado.')).toBeTruthy();
    // The dialog stays open to try again or cancel; the trainer is still listed.
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(card().getByText('Carlos Souza')).toBeTruthy();
  });

  it("says when an admin ended a trainer's access, with the date, and offers nothing to revoke", async () => {
    serve([demoted]);
    renderCard();
    expect(await card().findByText('Acesso encerrado pelo administrador em 20/11/2026')).toBeTruthy();
    expect(card().getByText('Rui Demitido')).toBeTruthy();
    expect(card().getByText('Nenhum treinador tem acesso aos seus dados.')).toBeTruthy();
    expect(card().queryByRole('button', { name: /Revogar/ })).toBeNull();
  });

  it('says nobody has access, how to link, and that no access was logged', async () => {
    serve([]);
    renderCard();
    expect(await card().findByText('Nenhum treinador tem acesso aos seus dados.')).toBeTruthy();
    expect(card().getByText(/peça ao seu treinador um link de convite/)).toBeTruthy();
    expect(await card().findByText('Nenhum acesso registrado.')).toBeTruthy();
  });

  it('shows the access log newest first, in Brasília time', async () => {
    serve(
      [carlos],
      [
        { trainer_name: 'Carlos', resource: 'treinos', viewed_at: '2025-03-12T21:40:00.000Z' },
        // 01:05 UTC on the 13th is still the 12th in Brasília.
        { trainer_name: 'Carlos', resource: 'metricas', viewed_at: '2025-03-13T01:05:00.000Z' },
        { trainer_name: null, resource: 'relatorios', viewed_at: '2025-12-31T10:00:00.000Z' },
      ],
    );
    renderCard();
    const log = await screen.findByRole('list', { name: 'Histórico de acessos' });
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Carlos viu seus treinos em 12/03 às 18:40',
      'Carlos viu suas métricas em 12/03 às 22:05',
      'Um treinador viu seus relatórios em 31/12 às 07:00',
    ]);
  });

  it('formats one line the way the issue shows it', () => {
    expect(
      accessLogLine({ trainer_name: 'Carlos', resource: 'treinos', viewed_at: '2025-03-12T21:40:00Z' }),
    ).toBe('Carlos viu seus treinos em 12/03 às 18:40');
  });
});

describe('Profile page and the card', () => {
  const profile = (role: FullProfile['role']): FullProfile => ({
    id: 'u1',
    plano_code: 'FREE',
    taf_dt: calendarDate(new Date(Date.now() + 60 * 86_400_000)),
    sexo: 'F',
    peso_kg: 61.5,
    altura_cm: 168,
    altura_m: 1.68,
    email: 'ana@exemplo.com',
    nickname: 'Ana',
    consent_ranking: false,
    cargo_code: 'SOLDADO',
    full_name: 'Ana Maria',
    birth_date: null,
    edital_id: null,
    role,
  });

  function servePage(role: FullProfile['role']) {
    serve([carlos]);
    server.use(
      rpcHandler('get_perfil_completo', () => [profile(role)]),
      rpcHandler('get_auth_context', () =>
        authContext({ role, nickname: 'Ana', profile_complete: true, has_profile_data: true }),
      ),
      rpcHandler('list_editais', () => []),
      rpcHandler('get_my_consents', () => []),
      rpcHandler('get_data_exports', () => []),
      rpcHandler('get_my_turmas', () => []),
      rpcHandler('get_notification_settings', () => reminderSettings()),
    );
  }
  const renderPage = () =>
    renderRoutes([{ path: '/aluno/perfil', element: <ProfilePage /> }], '/aluno/perfil');

  it('shows the card to a candidate', async () => {
    servePage('aluno');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Treinadores com acesso' })).toBeTruthy();
    expect(await screen.findByText('Carlos Souza')).toBeTruthy();
  });

  it('does not show it to an admin', async () => {
    servePage('admin');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Rankings' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Treinadores com acesso' })).toBeNull();
  });

  it("a trainer's page shows no candidate consents to give (issue 21 §7)", async () => {
    servePage('treinador');
    server.use(
      rpcHandler('get_my_consents', () => [
        {
          kind: 'ranking',
          label: 'Aparecer nos rankings',
          granted: false,
          since: null,
          text_version: '2026-11-23',
          text: 'x',
        },
      ]),
    );
    renderPage();
    expect(await screen.findByText(/Nenhum consentimento dado/)).toBeTruthy();
    expect(screen.queryByText(/Mostrar meu apelido nos rankings/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Treinadores com acesso' })).toBeNull();
  });
});

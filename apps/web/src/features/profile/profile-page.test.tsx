import { calendarDate } from '@prontidao/domain/dates/time-zone';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueEntry, EXAM_CATALOGUE } from '@/components/exam-search/exam-catalogue.fixture';
import type { FullProfile } from '@/lib/queries/profile';
import type { EditalSummary } from '@/lib/queries/taf';
import { authContext } from '@/testing/auth-context';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { reminderSettings } from '@/testing/notifications';
import { renderRoutes } from '@/testing/render';
import ProfilePage from './profile-page';

const inDays = (days: number) => calendarDate(new Date(Date.now() + days * 86_400_000));

const candidate: FullProfile = {
  id: 'u1',
  plano_code: 'FREE',
  taf_dt: inDays(60),
  sexo: 'F',
  peso_kg: 61.5,
  altura_cm: 168,
  altura_m: 1.68,
  email: 'ana.maria.de.souza.pereira.longo.demais@exemplo-muito-comprido.com.br',
  nickname: 'Ana',
  consent_ranking: false,
  cargo_code: 'SOLDADO',
  full_name: 'Ana Maria',
  birth_date: null,
  edital_id: null,
  role: 'aluno',
};

interface Serve {
  onUpdate?: (input: Record<string, unknown>) => unknown;
  /** set_user_edital's inputs, in order. */
  chosen?: unknown[];
  editais?: EditalSummary[];
  /** The edital version the candidate follows (null: the newest). */
  editalVersion?: number | null;
}

function serve(
  profile: FullProfile,
  { onUpdate = () => profile, chosen = [], editais = EXAM_CATALOGUE, editalVersion = null }: Serve = {},
) {
  let editalId = profile.edital_id;
  let followedVersion = editalVersion;
  server.use(
    rpcHandler('get_perfil_completo', () => [profile]),
    rpcHandler('get_auth_context', () => ({
      ...authContext({
        user: { id: profile.id, email: profile.email, name: 'Nome do Cadastro' },
        role: profile.role,
        nickname: profile.nickname,
        full_name: profile.full_name,
        sexo: profile.sexo === 'M' || profile.sexo === 'F' ? profile.sexo : null,
        edital_id: editalId,
        profile_complete: true,
        has_profile_data: true,
      }),
      edital_version: followedVersion,
    })),
    rpcHandler('list_editais', () => editais),
    rpcHandler('set_user_edital', (input) => {
      chosen.push(input);
      editalId = input.edital_id;
      // Choosing pins the newest version of the edital.
      followedVersion = editais.find((exam) => exam.id === input.edital_id)?.version ?? 1;
      return { edital_id: input.edital_id, edital_version: followedVersion };
    }),
    rpcHandler('get_my_trainers', () => []),
    rpcHandler('get_trainer_access_log', () => []),
    rpcHandler('get_my_turmas', () => []),
    rpcHandler('get_my_consents', () => []),
    rpcHandler('get_data_exports', () => []),
    rpcHandler('get_notification_settings', () => reminderSettings()),
    http.post('http://localhost:3000/api/rpc/update_perfil_completo', async ({ request }) => {
      const answer = await onUpdate((await request.json()) as Record<string, unknown>);
      return answer instanceof Response ? answer : HttpResponse.json({ data: answer });
    }),
  );
}

const renderPage = () => renderRoutes([{ path: '/aluno/perfil', element: <ProfilePage /> }], '/aluno/perfil');

async function openEditForm() {
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
  return screen.getByRole('form', { name: 'Editar dados pessoais' });
}

// A toast of one test must not answer for the next one.
afterEach(() => {
  toast.dismiss();
});

describe('Profile page', () => {
  it('reads "63,2" kg as 63.2, never 632', async () => {
    const sent: Record<string, unknown>[] = [];
    serve(candidate, {
      onUpdate: (input) => {
        sent.push(input);
        return { ...candidate, peso_kg: 63.2 };
      },
    });
    const form = await openEditForm();
    const weight = within(form).getByLabelText(/Peso \(kg\)/);
    expect((weight as HTMLInputElement).value).toBe('61,5');
    await userEvent.clear(weight);
    await userEvent.type(weight, '63,2');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ p_peso_kg: 63.2, p_altura_cm: 168 });
    expect(await screen.findByText('✅ Perfil atualizado')).toBeTruthy();
  });

  it('refuses a TAF date in the past like the wizard, with an accessible message', async () => {
    const sent: unknown[] = [];
    serve(candidate, { onUpdate: (input) => sent.push(input) });
    const form = await openEditForm();
    const taf = within(form).getByLabelText(/Data prevista do TAF/);
    await userEvent.clear(taf);
    await userEvent.type(taf, inDays(-1));
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    const message = await within(form).findByText('Escolha uma data a partir de hoje.');
    expect(taf.getAttribute('aria-invalid')).toBe('true');
    expect(taf.getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(taf);
    expect(sent).toEqual([]);
  });

  it('shows the server’s field message by the field and never a parameter name', async () => {
    serve(candidate, {
      onUpdate: () =>
        HttpResponse.json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Dados inválidos: p_peso_kg: O peso deve estar entre 30 e 200 kg.',
              issues: [{ path: 'p_peso_kg', message: 'O peso deve estar entre 30 e 200 kg.' }],
            },
          },
          { status: 400 },
        ),
    });
    const form = await openEditForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao atualizar')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(form)
          .getByLabelText(/Peso \(kg\)/)
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(document.body.textContent).not.toMatch(/p_peso_kg|Dados inválidos: p_/);
    expect(screen.getAllByText('O peso deve estar entre 30 e 200 kg.').length).toBeGreaterThan(0);
  });

  it('lets long names and e-mails wrap instead of overflowing', async () => {
    serve(candidate);
    renderPage();
    const email = await screen.findByText(candidate.email);
    expect(email.className).toContain('wrap-anywhere');
    expect(email.parentElement?.className).toContain('min-w-0');
  });
});

const examField = () => screen.findByRole('combobox', { name: 'Qual é o seu concurso?' });
const examSection = () => screen.getByRole('region', { name: 'Seu concurso' });

describe('Seu concurso', () => {
  it("finds PMESP by 'pm sp', chooses it with a click, says so and tells the old simulations keep theirs", async () => {
    const chosen: unknown[] = [];
    serve(candidate, { chosen });
    renderPage();
    await userEvent.type(await examField(), 'pm sp');
    const first = within(examSection()).getAllByRole('option')[0];
    expect(first?.textContent).toContain('PMESP — Soldado (2025)');
    await userEvent.click(within(examSection()).getByRole('option', { name: /PMESP — Soldado/ }));
    await waitFor(() => expect(chosen).toEqual([{ edital_id: 'pmesp-2025-soldado' }]));
    expect(await screen.findByText('Concurso atualizado')).toBeTruthy();
    expect(
      screen.getByText(
        'Os próximos simulados usarão PMESP — Soldado (2025). Os simulados anteriores continuam com o edital de cada um.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(within(examSection()).getByText('Concurso escolhido').parentElement?.textContent).toContain(
        'PMESP — Soldado (2025)',
      ),
    );
  });

  it('chooses by keyboard alone: type, ↓, Enter', async () => {
    const chosen: unknown[] = [];
    serve(candidate, { chosen });
    renderPage();
    await userEvent.click(await examField());
    await userEvent.keyboard('penal df{ArrowDown}{Enter}');
    await waitFor(() => expect(chosen).toEqual([{ edital_id: 'ppdf-taf' }]));
    expect(await screen.findByText(/Os próximos simulados usarão Polícia Penal DF\./)).toBeTruthy();
  });

  it('starts from the default CBMDF, an estimate, when nothing is chosen', async () => {
    serve(candidate);
    renderPage();
    await examField();
    const current = within(examSection()).getByText('Concurso padrão, até você escolher o seu').parentElement;
    expect(current?.textContent).toContain('CBMDF 2025 — referência estimada');
    expect(current?.textContent).toContain('Valores estimados até a publicação oficial.');
  });

  it("shows a chosen partial exam as 'Tabela incompleta', to follow and train for", async () => {
    serve({ ...candidate, edital_id: 'pmesp-2025-oficial' });
    renderPage();
    await examField();
    const current = within(examSection()).getByText('Concurso escolhido').parentElement;
    expect(current?.textContent).toContain('PMESP — Aluno Oficial (2025)');
    expect(current?.textContent).toContain('Tabela incompleta');
    expect(current?.textContent).toContain('a nota dos simulados sai quando a tabela completa for publicada');
  });

  it('never offers a woman an edital without tables for her sex (CBMMG 2026 CFSd masculino)', async () => {
    serve(candidate);
    renderPage();
    await userEvent.type(await examField(), 'bombeiros');
    const names = within(examSection())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names.some((name) => name?.includes('CBMMG'))).toBe(false);
    expect(names.some((name) => name?.includes('CBMPB'))).toBe(true);
  });

  it('offers the newest version of the chosen edital, moving only when asked', async () => {
    const chosen: unknown[] = [];
    const newer = { ...catalogueEntry('pmpb-2023-soldado'), version: 2 };
    const editais = EXAM_CATALOGUE.map((exam) => (exam.id === newer.id ? newer : exam));
    serve({ ...candidate, edital_id: newer.id }, { chosen, editais, editalVersion: 1 });
    renderPage();
    expect(await screen.findByText('Nova versão do edital')).toBeTruthy();
    expect(chosen).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Usar a nova versão' }));
    await waitFor(() => expect(chosen).toEqual([{ edital_id: 'pmpb-2023-soldado' }]));
    expect(await screen.findByText('Concurso atualizado')).toBeTruthy();
    expect(screen.getByText(/^Os próximos simulados usarão PMPB — Soldado \(2023\)\./)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Nova versão do edital')).toBeNull());
  });

  it('says when the exams cannot be loaded and tries again', async () => {
    serve(candidate);
    server.use(rpcError('list_editais', 500, { code: 'INTERNAL', message: 'Erro interno' }));
    renderPage();
    expect(await screen.findByText('Não foi possível carregar os concursos.')).toBeTruthy();
    server.use(rpcHandler('list_editais', () => EXAM_CATALOGUE));
    await userEvent.click(within(examSection()).getByRole('button', { name: 'Tentar novamente' }));
    expect(await examField()).toBeTruthy();
  });
});

describe('Trainer profile', () => {
  it('speaks to a trainer and falls back to the sign-up name', async () => {
    serve({ ...candidate, role: 'treinador', full_name: null, sexo: null, nickname: null });
    renderPage();
    expect(await screen.findByText('Nome do Cadastro')).toBeTruthy();
    expect(screen.queryByText('Não informado')).toBeNull();
    expect(screen.getByText('Confira seus dados de acesso e o seu cadastro profissional.')).toBeTruthy();
    expect(screen.queryByText(/contagem regressiva do TAF/)).toBeNull();
  });
});

import { calendarDate } from '@prontidao/domain/dates/time-zone';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FullProfile } from '@/lib/queries/profile';
import type { EditalSummary } from '@/lib/queries/taf';
import { rpcHandler, server } from '@/testing/msw-server';
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

const editais: EditalSummary[] = [
  {
    id: 'cbmdf-2025-estimada',
    version: 1,
    name: 'CBMDF 2025 — referência estimada',
    is_estimate: true,
    is_default: true,
    tests: [{ key: 'barra', label: 'Barra', measures: { M: 'reps', F: 'seconds_hang' } }],
  },
  {
    id: 'cbmmg-2026-cfsd-masculino',
    version: 1,
    name: 'CBMMG 2026 — CFSd masculino',
    is_estimate: false,
    is_default: false,
    tests: [{ key: 'barra', label: 'Barra', measures: { M: 'reps', F: null } }],
  },
];

function serve(profile: FullProfile, onUpdate: (input: Record<string, unknown>) => unknown = () => profile) {
  server.use(
    rpcHandler('get_perfil_completo', () => [profile]),
    rpcHandler('get_auth_context', () => ({
      user: { id: profile.id, email: profile.email, name: 'Nome do Cadastro' },
      role: profile.role,
      nickname: profile.nickname,
      full_name: profile.full_name,
      sexo: profile.sexo === 'M' || profile.sexo === 'F' ? profile.sexo : null,
      edital_id: profile.edital_id,
      role_intent: null,
      profile_complete: true,
      has_profile_data: true,
    })),
    rpcHandler('list_editais', () => editais),
    rpcHandler('get_my_trainers', () => []),
    rpcHandler('get_trainer_access_log', () => []),
    rpcHandler('get_my_consents', () => []),
    rpcHandler('get_data_exports', () => []),
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

describe('Profile page', () => {
  it('reads "63,2" kg as 63.2, never 632', async () => {
    const sent: Record<string, unknown>[] = [];
    serve(candidate, (input) => {
      sent.push(input);
      return { ...candidate, peso_kg: 63.2 };
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
    serve(candidate, (input) => sent.push(input));
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
    serve(candidate, () =>
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
    );
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

  it('offers a woman only the editais that grade women', async () => {
    serve(candidate);
    renderPage();
    const select = await screen.findByLabelText('Edital');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['CBMDF 2025 — referência estimada']);
  });

  it('lets long names and e-mails wrap instead of overflowing', async () => {
    serve(candidate);
    renderPage();
    const email = await screen.findByText(candidate.email);
    expect(email.className).toContain('wrap-anywhere');
    expect(email.parentElement?.className).toContain('min-w-0');
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

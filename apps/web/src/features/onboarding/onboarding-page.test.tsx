import { calendarDate } from '@prontidao/domain/dates/time-zone';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { EXAM_CATALOGUE } from '@/components/exam-search/exam-catalogue.fixture';
import type { FullProfile } from '@/lib/queries/profile';
import { authContext } from '@/testing/auth-context';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import OnboardingPage from './onboarding-page';

const empty: FullProfile = {
  id: 'u1',
  plano_code: 'FREE',
  taf_dt: null,
  sexo: null,
  peso_kg: null,
  altura_cm: null,
  altura_m: null,
  email: 'carla@exemplo.com',
  nickname: null,
  consent_ranking: false,
  cargo_code: null,
  full_name: null,
  birth_date: null,
  edital_id: null,
  role: 'aluno',
};

/** Every call the wizard makes, in order: update_perfil_completo's and set_user_edital's inputs. */
type Call = { name: 'update_perfil_completo' | 'set_user_edital'; input: Record<string, unknown> };

function serve(
  userId = 'u1',
  onSave: (input: Record<string, unknown>) => void = () => {},
  calls: Call[] = [],
) {
  server.use(
    rpcHandler('get_auth_context', () =>
      authContext({ user: { id: userId, email: 'carla@exemplo.com', name: 'Carla Candidata' } }),
    ),
    rpcHandler('get_perfil_completo', () => [{ ...empty, id: userId }]),
    rpcHandler('list_editais', () => EXAM_CATALOGUE),
    rpcHandler('update_perfil_completo', (input) => {
      onSave(input as Record<string, unknown>);
      calls.push({ name: 'update_perfil_completo', input: input as Record<string, unknown> });
      return { ...empty, id: userId };
    }),
    rpcHandler('set_user_edital', (input) => {
      calls.push({ name: 'set_user_edital', input });
      const version = EXAM_CATALOGUE.find((exam) => exam.id === input.edital_id)?.version ?? 1;
      return { edital_id: input.edital_id, edital_version: version };
    }),
  );
}

const routes = [
  { path: '/aluno/onboarding', element: <OnboardingPage /> },
  { path: '/aluno/testes', element: <p>Outra página</p> },
];
const renderWizard = () => renderRoutes(routes, '/aluno/onboarding');
const next = () => userEvent.click(screen.getByRole('button', { name: 'Próximo' }));

async function fillUpToWeight(sex: 'Feminino' | 'Masculino' = 'Feminino') {
  await userEvent.type(await screen.findByLabelText(/Apelido/), 'Carlinha');
  await next();
  await userEvent.click(await screen.findByLabelText(sex));
  await next();
  await userEvent.type(await screen.findByLabelText(/Altura \(m\)/), '1,68');
  await next();
  await userEvent.type(await screen.findByLabelText(/Peso \(kg\)/), '61,5');
  expect(screen.getByText('Passo 4 de 6')).toBeTruthy();
}

// A toast of one test must not answer for the next one.
afterEach(() => {
  toast.dismiss();
});

describe('Onboarding wizard', () => {
  it('keeps its step and fields when the candidate leaves for another page and comes back', async () => {
    serve();
    const { router } = renderWizard();
    await fillUpToWeight();
    await act(() => router.navigate('/aluno/testes'));
    expect(await screen.findByText('Outra página')).toBeTruthy();
    await act(() => router.navigate('/aluno/onboarding'));

    expect(await screen.findByText('Passo 4 de 6')).toBeTruthy();
    expect((screen.getByLabelText(/Peso \(kg\)/) as HTMLInputElement).value).toBe('61,5');
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect((screen.getByLabelText(/Altura \(m\)/) as HTMLInputElement).value).toBe('1,68');
  });

  it('survives a reload, only for the same account, and is gone once the profile is saved', async () => {
    const sent: Record<string, unknown>[] = [];
    serve('u1', (input) => sent.push(input));
    renderWizard();
    await fillUpToWeight();
    cleanup();

    serve('u2');
    renderWizard();
    expect(await screen.findByText('Passo 1 de 6')).toBeTruthy();
    expect((screen.getByLabelText(/Apelido/) as HTMLInputElement).value).toBe('');
    cleanup();

    const calls: Call[] = [];
    serve('u1', (input) => sent.push(input), calls);
    renderWizard();
    expect(await screen.findByText('Passo 4 de 6')).toBeTruthy();
    await next();
    await userEvent.click(await screen.findByLabelText('Soldado'));
    await next();
    const taf = calendarDate(new Date(Date.now() + 30 * 86_400_000));
    await userEvent.type(await screen.findByLabelText(/Data prevista do TAF/), taf);
    await userEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      p_nickname: 'Carlinha',
      p_peso_kg: 61.5,
      p_altura_cm: 168,
      p_taf_dt: taf,
    });
    expect(await screen.findByText('Perfil completo!')).toBeTruthy();
    expect(window.localStorage.getItem('prontidao.onboarding-draft.u1')).toBeNull();
    // No exam chosen: none is sent, and the default one (CBMDF) applies.
    expect(calls.map((call) => call.name)).toEqual(['update_perfil_completo']);
  });

  it('says the height can be corrected later, as the profile allows', async () => {
    serve();
    renderWizard();
    await userEvent.type(await screen.findByLabelText(/Apelido/), 'Carlinha');
    await next();
    await userEvent.click(await screen.findByLabelText('Feminino'));
    await next();
    expect(await screen.findByText('Você pode corrigir sua altura depois, no perfil.')).toBeTruthy();
  });

  it('refuses a past TAF date with an accessible message', async () => {
    serve();
    renderWizard();
    await fillUpToWeight();
    await next();
    await userEvent.click(await screen.findByLabelText('Soldado'));
    await next();
    const field = await screen.findByLabelText(/Data prevista do TAF/);
    await userEvent.type(field, calendarDate(new Date(Date.now() - 2 * 86_400_000)));
    const message = await screen.findByText('Escolha uma data a partir de hoje.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(message.id);
  });
});

const examField = () => screen.findByRole('combobox', { name: 'Qual é o seu concurso?' });
const currentExamText = () => screen.getByText(/^Concurso (escolhido|padrão)/).parentElement?.textContent;
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent ?? '');

async function finish() {
  await userEvent.click(await screen.findByLabelText('Soldado'));
  await next();
  const taf = calendarDate(new Date(Date.now() + 30 * 86_400_000));
  await userEvent.type(await screen.findByLabelText(/Data prevista do TAF/), taf);
  await userEvent.click(screen.getByRole('button', { name: 'Concluir' }));
}

describe('Onboarding: Qual é o seu concurso?', () => {
  it('asks for the exam with the cargo, keeps it through a reload and saves it after the profile', async () => {
    const calls: Call[] = [];
    serve('u1', () => {}, calls);
    renderWizard();
    await fillUpToWeight();
    await next();
    expect(await screen.findByRole('heading', { name: 'Concurso e cargo' })).toBeTruthy();
    expect(currentExamText()).toContain('CBMDF 2025 — referência estimada');
    await userEvent.click(await examField());
    // Enter on a pointed option chooses it and stays on the step (it does not press 'Próximo').
    await userEvent.keyboard('pm sp{ArrowDown}{Enter}');
    expect(screen.getByText('Passo 5 de 6')).toBeTruthy();
    expect(currentExamText()).toContain('PMESP — Soldado (2025)');
    cleanup();

    serve('u1', () => {}, calls);
    renderWizard();
    expect(await screen.findByText('Passo 5 de 6')).toBeTruthy();
    await examField();
    expect(currentExamText()).toContain('PMESP — Soldado (2025)');
    await finish();
    await waitFor(() =>
      expect(calls).toEqual([
        {
          name: 'update_perfil_completo',
          input: expect.objectContaining({ p_sexo: 'F', p_cargo_code: 'SOLDADO' }),
        },
        { name: 'set_user_edital', input: { edital_id: 'pmesp-2025-soldado' } },
      ]),
    );
    expect(await screen.findByText('Perfil completo!')).toBeTruthy();
  });

  it('offers a woman no edital without tables for her sex (CBMMG 2026 CFSd masculino)', async () => {
    serve();
    renderWizard();
    await fillUpToWeight();
    await next();
    await userEvent.type(await examField(), 'bombeiros');
    expect(optionNames().some((name) => name.includes('CBMPB'))).toBe(true);
    expect(optionNames().some((name) => name.includes('CBMMG'))).toBe(false);
  });

  it('drops a choice the sex no longer allows: the default one applies and nothing is sent', async () => {
    const calls: Call[] = [];
    serve('u1', () => {}, calls);
    renderWizard();
    await fillUpToWeight('Masculino');
    await next();
    await userEvent.type(await examField(), 'cbmmg');
    await userEvent.click(screen.getByRole('option', { name: /CBMMG 2026/ }));
    expect(currentExamText()).toContain('CBMMG 2026 (CFSd) — masculino');
    for (let step = 5; step > 2; step--)
      await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    await userEvent.click(await screen.findByLabelText('Feminino'));
    for (let step = 2; step < 5; step++) await next();
    await examField();
    expect(currentExamText()).toContain('CBMDF 2025 — referência estimada');
    await finish();
    expect(await screen.findByText('Perfil completo!')).toBeTruthy();
    expect(calls.map((call) => call.name)).toEqual(['update_perfil_completo']);
  });

  it('ends the wizard even when the exam is refused, saying it can be chosen in the profile', async () => {
    serve();
    server.use(
      rpcError('set_user_edital', 409, {
        code: 'CONFLICT',
        message: 'Este concurso foi arquivado e não pode mais ser escolhido.',
      }),
    );
    renderWizard();
    await fillUpToWeight();
    await next();
    await userEvent.type(await examField(), 'penal');
    await userEvent.click(screen.getByRole('option', { name: /Polícia Penal DF/ }));
    await finish();
    expect(await screen.findByText('Não foi possível salvar o seu concurso')).toBeTruthy();
    expect(
      screen.getByText(
        'Este concurso foi arquivado e não pode mais ser escolhido. Escolha-o de novo no seu perfil.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Perfil completo!')).toBeTruthy();
  });
});

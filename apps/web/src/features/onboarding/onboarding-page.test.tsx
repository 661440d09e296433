import { calendarDate } from '@prontidao/domain/dates/time-zone';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FullProfile } from '@/lib/queries/profile';
import { authContext } from '@/testing/auth-context';
import { rpcHandler, server } from '@/testing/msw-server';
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

function serve(userId = 'u1', onSave: (input: Record<string, unknown>) => void = () => {}) {
  server.use(
    rpcHandler('get_auth_context', () =>
      authContext({ user: { id: userId, email: 'carla@exemplo.com', name: 'Carla Candidata' } }),
    ),
    rpcHandler('get_perfil_completo', () => [{ ...empty, id: userId }]),
    rpcHandler('update_perfil_completo', (input) => {
      onSave(input as Record<string, unknown>);
      return { ...empty, id: userId };
    }),
  );
}

const routes = [
  { path: '/aluno/onboarding', element: <OnboardingPage /> },
  { path: '/aluno/testes', element: <p>Outra página</p> },
];
const renderWizard = () => renderRoutes(routes, '/aluno/onboarding');
const next = () => userEvent.click(screen.getByRole('button', { name: 'Próximo' }));

async function fillUpToWeight() {
  await userEvent.type(await screen.findByLabelText(/Apelido/), 'Carlinha');
  await next();
  await userEvent.click(await screen.findByLabelText('Feminino'));
  await next();
  await userEvent.type(await screen.findByLabelText(/Altura \(m\)/), '1,68');
  await next();
  await userEvent.type(await screen.findByLabelText(/Peso \(kg\)/), '61,5');
  expect(screen.getByText('Passo 4 de 6')).toBeTruthy();
}

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

    serve('u1', (input) => sent.push(input));
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

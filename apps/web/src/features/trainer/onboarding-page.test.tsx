import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import type { RpcInput, RpcOutput } from '@/lib/rpc';
import { authContext } from '@/testing/auth-context';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { LocationProbe, renderRoutes } from '@/testing/render';
import TrainerOnboardingPage from './onboarding-page';
import { trainerProfile } from './testing/trainer-fixtures';

type Verification = RpcOutput<'verify_cref'>;
const OFFLINE: Verification = { valido: false, nome: null, status: 'nao_verificado' };

function serve({
  role = 'aluno',
  profile = trainerProfile(),
  verification = OFFLINE,
}: {
  role?: 'aluno' | 'treinador' | 'admin';
  profile?: RpcOutput<'get_trainer_profile'>;
  verification?: Verification;
} = {}) {
  const calls = {
    authContext: 0,
    verify: [] as RpcInput<'verify_cref'>[],
    save: [] as RpcInput<'complete_trainer_onboarding'>[],
  };
  server.use(
    rpcHandler('get_auth_context', () => {
      calls.authContext += 1;
      return authContext({ role, user: { id: 'u1', email: 'carlos@example.com', name: 'Carlos' } });
    }),
    rpcHandler('get_trainer_profile', () => profile),
    rpcHandler('verify_cref', (input) => {
      calls.verify.push(input);
      return verification;
    }),
    rpcHandler('complete_trainer_onboarding', (input) => {
      calls.save.push(input);
      return trainerProfile({
        full_name: input.p_full_name,
        birth_date: input.p_birth_date ?? null,
        cref_number: input.p_cref_number ?? null,
        cref_region: input.p_cref_region ?? null,
        cref_status: input.p_cref_number ? 'pendente' : null,
        role: role === 'admin' ? 'admin' : 'treinador',
      });
    }),
  );
  return calls;
}

const renderPage = () =>
  renderRoutes(
    [
      { path: paths.trainer.onboarding, element: <TrainerOnboardingPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    paths.trainer.onboarding,
  );

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;

async function fillTrainer(user: ReturnType<typeof userEvent.setup>, cref = 'cref 012345-g/df') {
  const name = await screen.findByLabelText(/Nome completo/);
  await user.clear(name);
  await user.type(name, 'Carlos Souza');
  await user.type(field('Data de nascimento'), '1988-04-02');
  await user.type(field('Número do CREF'), cref);
  await user.selectOptions(field('Estado do CREF'), 'DF');
}

describe('Trainer onboarding page', () => {
  it('prefills the saved registration and offers the 27 states', async () => {
    serve({
      profile: trainerProfile({
        full_name: 'Carlos Souza',
        birth_date: '1988-04-02',
        cref_number: '012345-G/DF',
        cref_region: 'DF',
        cref_status: 'pendente',
        role: 'treinador',
      }),
      role: 'treinador',
    });
    renderPage();
    expect(((await screen.findByLabelText(/Nome completo/)) as HTMLInputElement).value).toBe('Carlos Souza');
    expect(field('Data de nascimento').value).toBe('1988-04-02');
    expect(field('Número do CREF').value).toBe('012345-G/DF');
    const uf = field('Estado do CREF') as unknown as HTMLSelectElement;
    expect(uf.value).toBe('DF');
    // 'Selecione' plus the 27 federative units.
    expect(within(uf).getAllByRole('option')).toHaveLength(28);
  });

  it('starts from the sign-up name and refuses a CREF out of format with the example', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderPage();
    expect(((await screen.findByLabelText(/Nome completo/)) as HTMLInputElement).value).toBe('Carlos');
    await user.type(field('Número do CREF'), '12-G/DF');
    await user.selectOptions(field('Estado do CREF'), 'DF');
    await user.click(screen.getByRole('button', { name: 'Salvar cadastro' }));
    expect(await screen.findByText('CREF inválido (ex.: 012345-G/DF)')).toBeTruthy();
    expect(field('Número do CREF').getAttribute('aria-invalid')).toBe('true');
    // 'Verificar CREF' does not ask the registry about a CREF out of format either.
    await user.click(screen.getByRole('button', { name: 'Verificar CREF' }));
    expect(calls.save).toEqual([]);
    expect(calls.verify).toEqual([]);
  });

  it('requires the CREF and its state from a trainer', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText(/Nome completo/);
    await user.click(screen.getByRole('button', { name: 'Salvar cadastro' }));
    expect(await screen.findByText('Informe o número do CREF.')).toBeTruthy();
    expect(screen.getByText('Escolha o estado do CREF.')).toBeTruthy();
    expect(calls.save).toEqual([]);
  });

  it('warns when the registry does not confirm the CREF, and still saves', async () => {
    const calls = serve({ verification: OFFLINE });
    const user = userEvent.setup();
    renderPage();
    await fillTrainer(user);
    await user.click(screen.getByRole('button', { name: 'Verificar CREF' }));
    const warning = await screen.findByTestId('cref-result');
    expect(warning.getAttribute('role')).toBe('alert');
    expect(warning.textContent).toContain('CREF não encontrado ou situação irregular');
    expect(calls.verify).toEqual([{ cref: '012345-G/DF', uf: 'DF' }]);
    // A changed CREF hides the old answer.
    await user.type(field('Número do CREF'), '{backspace}');
    expect(screen.queryByTestId('cref-result')).toBeNull();
    await user.type(field('Número do CREF'), 'F');
    await user.click(screen.getByRole('button', { name: 'Salvar cadastro' }));
    await waitFor(() => expect(calls.save).toHaveLength(1));
  });

  it('shows the registry’s name when the CREF is valid', async () => {
    serve({ verification: { valido: true, nome: 'CARLOS SOUZA', status: 'ativo' } });
    const user = userEvent.setup();
    renderPage();
    await fillTrainer(user);
    await user.click(screen.getByRole('button', { name: 'Verificar CREF' }));
    const result = await screen.findByTestId('cref-result');
    expect(result.textContent).toContain('CREF válido');
    expect(result.textContent).toContain('CARLOS SOUZA');
  });

  it('says “Erro ao validar CREF” when the verification fails', async () => {
    serve();
    server.use(rpcError('verify_cref', 500, { code: 'INTERNAL', message: 'Erro interno. Tente novamente.' }));
    const user = userEvent.setup();
    renderPage();
    await fillTrainer(user);
    await user.click(screen.getByRole('button', { name: 'Verificar CREF' }));
    expect(await screen.findByText('Erro ao validar CREF')).toBeTruthy();
    expect(screen.queryByTestId('cref-result')).toBeNull();
  });

  it('saves the normalized CREF, refreshes who is signed in and goes to the dashboard after 1 s', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderPage();
    await fillTrainer(user);
    await waitFor(() => expect(calls.authContext).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Salvar cadastro' }));
    expect(await screen.findByText('Cadastro salvo! Abrindo o dashboard do treinador...')).toBeTruthy();
    expect(calls.save).toEqual([
      {
        p_full_name: 'Carlos Souza',
        p_birth_date: '1988-04-02',
        p_cref_number: '012345-G/DF',
        p_cref_region: 'DF',
      },
    ]);
    // The header and menu switch to the trainer's: the auth context is read again.
    await waitFor(() => expect(calls.authContext).toBe(2));
    expect(screen.queryByTestId('location')).toBeNull();
    expect((await screen.findByTestId('location', undefined, { timeout: 2_000 })).textContent).toBe(
      paths.trainer.dashboard,
    );
  });

  it('lets an admin save with only the full name', async () => {
    const calls = serve({ role: 'admin', profile: trainerProfile({ role: 'admin' }) });
    const user = userEvent.setup();
    renderPage();
    const name = await screen.findByLabelText(/Nome completo/);
    expect(screen.getAllByText('Opcional para administradores.')).toHaveLength(1);
    await user.clear(name);
    await user.type(name, 'Admin Geral');
    await user.click(screen.getByRole('button', { name: 'Salvar cadastro' }));
    await waitFor(() =>
      expect(calls.save).toEqual([
        { p_full_name: 'Admin Geral', p_birth_date: null, p_cref_number: null, p_cref_region: null },
      ]),
    );
  });

  it('says “Erro ao salvar cadastro” and puts the server’s field message on its field', async () => {
    serve();
    server.use(
      rpcError('complete_trainer_onboarding', 400, {
        code: 'VALIDATION_FAILED',
        message: 'Dados inválidos.',
        issues: [{ path: 'p_cref_number', message: 'Este CREF já está cadastrado.' }],
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await fillTrainer(user);
    await user.click(screen.getByRole('button', { name: 'Salvar cadastro' }));
    expect(await screen.findByText('Erro ao salvar cadastro')).toBeTruthy();
    expect(screen.getAllByText('Este CREF já está cadastrado.').length).toBeGreaterThan(0);
    expect(field('Número do CREF').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('location')).toBeNull();
  });
});

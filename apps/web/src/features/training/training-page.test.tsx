import 'fake-indexeddb/auto';
import { APP_TIME_ZONE, calendarDate } from '@prontidao/domain/dates/time-zone';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/queries/query-keys';
import type { RpcInput } from '@/lib/rpc';
import { authContext } from '@/testing/auth-context';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import { clearQueue } from './offline/testing/queue-fixtures';
import { activity, logResult, serveCatalogue } from './training-fixtures';
import TrainingPage from './training-page';

function serve(onInsert: (input: RpcInput<'insert_training_activity'>) => void = () => {}) {
  server.use(
    rpcHandler('get_auth_context', () => authContext({ profile_complete: true, has_profile_data: true })),
    serveCatalogue(),
    rpcHandler('get_user_training_activities', () => ({ items: [], next_cursor: null })),
    rpcHandler('insert_training_activity', (input) => {
      onInsert(input);
      return logResult({
        activity: activity({
          activity_type: input.p_activity_type,
          value_primary: input.p_value_primary ?? 0,
        }),
        coins_earned: 1,
        bonus: 50,
        balance: 91,
        workouts: 6,
      });
    }),
  );
}

const renderPage = () =>
  renderRoutes([{ path: '/aluno/treinos', element: <TrainingPage /> }], '/aluno/treinos');

const chooseType = (name: 'Barra' | 'Natação' | 'Corrida') =>
  userEvent.click(screen.getByRole('radio', { name }));
/** The title of the toast holding `element` (sonner keeps earlier tests' toasts on screen). */
const toastTitleOf = (element: HTMLElement) =>
  element.closest('[data-sonner-toast]')?.querySelector('[data-title]')?.textContent ?? null;
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Registrar treino' }));

describe('Training page — register', () => {
  afterEach(clearQueue);

  it('shows the tracker card and the two tabs', async () => {
    serve();
    renderPage();
    expect(screen.getByRole('link', { name: 'Ver integrações' }).getAttribute('href')).toBe('/integracoes');
    expect(screen.getByRole('tab', { name: 'Registrar', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Histórico' })).toBeTruthy();
  });

  it('refuses invalid values with the spec texts and sends nothing', async () => {
    const sent: unknown[] = [];
    serve((input) => sent.push(input));
    renderPage();
    await submit();
    expect(await screen.findByText('Insira um número válido de repetições.')).toBeTruthy();

    await chooseType('Natação');
    await userEvent.type(screen.getByLabelText(/Distância \(m\)/), '400');
    await submit();
    expect(await screen.findByText('Preencha distância e tempo.')).toBeTruthy();

    await userEvent.type(screen.getByLabelText(/Tempo/), '9');
    await submit();
    expect(await screen.findByText('Insira valores válidos para distância e tempo.')).toBeTruthy();
    expect(screen.getByLabelText(/Tempo/).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('sends a bar session, toasts and shows the feedback, the coins and the bonus', async () => {
    const sent: RpcInput<'insert_training_activity'>[] = [];
    serve((input) => sent.push(input));
    const { queryClient } = renderPage();
    queryClient.setQueryData(queryKeys.coinWallet, { balance: 40 });
    await userEvent.type(screen.getByLabelText(/Repetições/), '12');
    await userEvent.type(screen.getByLabelText(/Observações/), 'pegada pronada');
    await submit();

    await waitFor(() => expect(sent).toHaveLength(1));
    const { p_client_key, ...body } = sent[0] ?? {};
    expect(body).toEqual({
      p_workout_date: calendarDate(new Date(), APP_TIME_ZONE),
      p_activity_type: 'BARRA',
      p_value_primary: 12,
      p_value_secondary: null,
      p_duration_minutes: null,
      p_notes: 'pegada pronada',
    });
    expect(p_client_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('✅ Treino registrado')).toBeTruthy();
    expect(screen.getByText('Atividade salva no histórico com sucesso.')).toBeTruthy();
    const result = screen.getByTestId('resultado-treino');
    expect(result.textContent).toContain('12 repetições: acima da média. Busque as 15 repetições.');
    expect(result.textContent).toContain('+1 moeda com este treino');
    expect(result.textContent).toContain('+50 moedas de bônus de regularidade');
    expect(result.textContent).toContain('Saldo: 91 moedas · 6 treinos concluídos');
    // The wallet and rank (coins prefix) are read again.
    expect(queryClient.getQueryState(queryKeys.coinWallet)?.isInvalidated).toBe(true);
    // The form is empty again for the next workout.
    expect((screen.getByLabelText(/Repetições/) as HTMLInputElement).value).toBe('');
  });

  it('sends a run in metres and seconds from km with a comma and h:mm:ss, with its date', async () => {
    const sent: RpcInput<'insert_training_activity'>[] = [];
    serve((input) => sent.push(input));
    renderPage();
    await chooseType('Corrida');
    await userEvent.type(screen.getByLabelText(/Distância \(km\)/), '10,5');
    await userEvent.type(screen.getByLabelText(/Tempo/), '0:55:30');
    await userEvent.type(screen.getByLabelText(/Data do treino/), '2026-11-21');
    await submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      p_activity_type: 'RUN',
      p_value_primary: 10_500,
      p_value_secondary: 3330,
      p_duration_minutes: 56,
      p_workout_date: '2026-11-21',
    });
    // 3330 s / 10.5 km = 317 s/km: between 5:00 and 6:00.
    expect((await screen.findByTestId('resultado-treino')).textContent).toContain('Ritmo de 5:17/km');
  });

  it("types the run's time as the simulator does ('1130' → 11:30) and asks '2400' back as 2,4 km", async () => {
    const sent: RpcInput<'insert_training_activity'>[] = [];
    serve((input) => sent.push(input));
    renderPage();
    await chooseType('Corrida');
    const distance = screen.getByLabelText(/Distância \(km\)/);
    const time = screen.getByLabelText(/Tempo/) as HTMLInputElement;
    await userEvent.type(distance, '2400');
    await userEvent.type(time, '1130');
    expect(time.value).toBe('11:30');
    await submit();
    expect(await screen.findByText('Você quis dizer 2,4 km?')).toBeTruthy();
    expect(distance.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await userEvent.clear(distance);
    await userEvent.type(distance, '2,4');
    await submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ p_value_primary: 2400, p_value_secondary: 690 });
  });

  it("types the swim's time with the colon inserted and asks '1,5' m back as 1.500 m", async () => {
    const sent: RpcInput<'insert_training_activity'>[] = [];
    serve((input) => sent.push(input));
    renderPage();
    await chooseType('Natação');
    await userEvent.type(screen.getByLabelText(/Distância \(m\)/), '1,5');
    const time = screen.getByLabelText(/Tempo/) as HTMLInputElement;
    await userEvent.type(time, '2815');
    expect(time.value).toBe('28:15');
    await submit();
    expect(await screen.findByText('Você quis dizer 1.500 m?')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal on the field and in the toast", async () => {
    serve();
    server.use(
      rpcError('insert_training_activity', 400, {
        code: 'VALIDATION_FAILED',
        message: 'Esse ritmo é mais rápido que o recorde mundial de natação. Confira distância e tempo.',
        issues: [
          {
            path: 'p_value_secondary',
            message: 'Esse ritmo é mais rápido que o recorde mundial de natação. Confira distância e tempo.',
          },
        ],
      }),
    );
    renderPage();
    await chooseType('Natação');
    await userEvent.type(screen.getByLabelText(/Distância \(m\)/), '10000');
    await userEvent.type(screen.getByLabelText(/Tempo/), '05:00');
    await submit();
    const messages = await screen.findAllByText(/mais rápido que o recorde mundial de natação/);
    expect(messages.length).toBe(2);
    expect(messages.map(toastTitleOf)).toContain('Erro');
    expect(screen.getByLabelText(/Tempo/).getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the workout on the device when the server cannot answer (5xx)', async () => {
    serve();
    server.use(
      rpcError('insert_training_activity', 503, { code: 'SERVICE_UNAVAILABLE', message: 'Indisponível.' }),
    );
    renderPage();
    await userEvent.type(screen.getByLabelText(/Repetições/), '8');
    await submit();
    const description = await screen.findByText(
      'Sem conexão: treino salvo no aparelho e será enviado quando a internet voltar.',
    );
    expect(toastTitleOf(description)).toBe('Sem conexão');
    expect(screen.queryByTestId('resultado-treino')).toBeNull();
  });

  it("says the spec's error when saving fails for another reason", async () => {
    serve();
    server.use(
      rpcError('insert_training_activity', 401, { code: 'UNAUTHENTICATED', message: 'Sessão expirada.' }),
    );
    renderPage();
    await userEvent.type(screen.getByLabelText(/Repetições/), '8');
    await submit();
    const description = await screen.findByText('Não foi possível salvar o treino. Tente novamente.');
    expect(toastTitleOf(description)).toBe('Erro');
    expect(within(document.body).queryByTestId('resultado-treino')).toBeNull();
  });
});

import 'fake-indexeddb/auto';
import type { TrainingActivity } from '@prontidao/domain/training/activity-types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RpcInput } from '@/lib/rpc';
import { authContext } from '@/testing/auth-context';
import { noComments } from '@/testing/comments';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import { readAllPending } from './offline/pending-db';
import { clearQueue } from './offline/testing/queue-fixtures';
import { activity, detail, logResult, serveCatalogue } from './training-fixtures';
import TrainingPage from './training-page';

// Issue 23: every event of the candidate's exam can be logged (decision 046).

type Insert = RpcInput<'insert_training_activity'>;

function serve(
  who: { sexo: 'M' | 'F' | null; edital_id: string | null },
  sent: Insert[] = [],
  history: TrainingActivity[] = [],
) {
  server.use(
    rpcHandler('get_auth_context', () =>
      authContext({ profile_complete: true, has_profile_data: true, ...who }),
    ),
    serveCatalogue(),
    rpcHandler('get_user_training_activities', () => ({ items: history, next_cursor: null })),
    rpcHandler('insert_training_activity', (input) => {
      sent.push(input);
      return logResult({
        activity: activity({
          activity_type: input.p_activity_type,
          value_primary: input.p_value_primary ?? null,
          exercise: input.p_exercise ?? null,
          sets: input.p_sets ?? null,
        }),
        coins_earned: 3,
        balance: 43,
      });
    }),
  );
  return sent;
}

const renderPage = () =>
  renderRoutes([{ path: '/aluno/treinos', element: <TrainingPage /> }], '/aluno/treinos');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Registrar treino' }));
const picker = () => screen.getByRole('group', { name: 'Tipo de treino' });
const radioNames = () =>
  within(picker())
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('value'));
const labelsOf = () =>
  within(picker())
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

afterEach(clearQueue);

// The pages show comment threads (issue 24): empty here.
beforeEach(() => {
  server.use(...noComments());
});

describe('a PMESP woman', () => {
  it('sees her exam as she does it and logs an isometria in séries, refused first past 10 minutes', async () => {
    const sent = serve({ sexo: 'F', edital_id: 'pmesp-2025-soldado' });
    renderPage();
    expect(await screen.findByRole('radio', { name: 'Isometria na barra fixa' })).toBeTruthy();
    expect(labelsOf()).toEqual([
      'Barra',
      'Natação',
      'Corrida',
      'Isometria na barra fixa',
      'Abdominal remador',
      'Corrida de 50 metros',
      'Outros exercícios',
    ]);
    expect(screen.getByText('Provas do seu concurso · PMESP — Soldado (2025)')).toBeTruthy();

    // One radio group (one name): the arrow keys walk from the segments to the exam's events.
    const names = within(picker())
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('name'));
    expect(new Set(names)).toEqual(new Set(['tipo-treino']));
    await userEvent.click(screen.getByRole('radio', { name: 'Isometria na barra fixa' }));
    expect(screen.getByTestId('dicas-do-treino').textContent).toContain(
      'Mínimo no PMESP — Soldado (2025): 7 s',
    );
    expect(screen.getByText('Quantos segundos você sustentou (em cada série, se fez várias).')).toBeTruthy();

    const hold = screen.getByLabelText(/Tempo sustentado/);
    await userEvent.type(hold, '700');
    await submit();
    expect(
      await screen.findByText(
        'Isometria na barra: mais de 10 minutos de suspensão não é um resultado plausível.',
      ),
    ).toBeTruthy();
    expect(hold.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await userEvent.clear(hold);
    await userEvent.type(hold, '25,5');
    await userEvent.type(screen.getByLabelText(/Séries/), '4');
    await submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      p_activity_type: 'EXERCISE',
      p_exercise: 'isometria',
      p_value_primary: 25.5,
      p_value_secondary: null,
      p_sets: 4,
      p_duration_minutes: null,
    });
    expect((await screen.findByTestId('resultado-treino')).textContent).toContain(
      '+3 moedas com este treino',
    );
  });

  it('a man of the same exam logs the bar as pull-ups: no isometria among his events', async () => {
    serve({ sexo: 'M', edital_id: 'pmesp-2025-soldado' });
    renderPage();
    expect(await screen.findByRole('radio', { name: 'Abdominal remador' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Isometria/ })).toBeNull();
    expect(radioNames()).toEqual([
      'BARRA',
      'SWIM',
      'RUN',
      'prova-abdominal_remador',
      'prova-corrida_50m',
      'outros',
    ]);
  });
});

describe('a Polícia Penal DF candidate', () => {
  it('logs a Cooper run in metres and flexões in séries', async () => {
    const sent = serve({ sexo: 'M', edital_id: 'ppdf-taf' });
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'Corrida de 12 minutos' }));
    expect(screen.getByTestId('dicas-do-treino').textContent).toBe(
      'Mínimo no Polícia Penal DF: 2.400 m em 12 minutos',
    );
    const distance = screen.getByLabelText(/Distância em 12 minutos/);
    await userEvent.type(distance, '2,6');
    await submit();
    expect(await screen.findByText('Você quis dizer 2.600 m?')).toBeTruthy();
    await userEvent.clear(distance);
    await userEvent.type(distance, '2600');
    await submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      p_activity_type: 'RUN',
      p_value_primary: 2600,
      p_value_secondary: 720,
      p_duration_minutes: 12,
    });
    expect(sent[0]).not.toHaveProperty('p_exercise');

    await userEvent.click(screen.getByRole('radio', { name: 'Flexão de braço com apoio (solo)' }));
    const hints = screen.getByTestId('dicas-do-treino').textContent;
    expect(hints).toContain('Mínimo no Polícia Penal DF: 23 repetições');
    expect(hints).toContain(
      'Moedas: 1 moeda a cada 20 repetições (até 10 por treino e 60 por semana em exercícios).',
    );
    await userEvent.type(screen.getByLabelText(/Repetições \(total\)/), '60');
    await userEvent.type(screen.getByLabelText(/Séries/), '3');
    await userEvent.type(screen.getByLabelText(/Data do treino/), '2026-11-21');
    await submit();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      p_activity_type: 'EXERCISE',
      p_exercise: 'flexao',
      p_value_primary: 60,
      p_value_secondary: null,
      p_sets: 3,
      p_workout_date: '2026-11-21',
    });
  });

  it("puts the server's refusal of an exercise on its field", async () => {
    serve({ sexo: 'F', edital_id: 'ppdf-taf' });
    server.use(
      rpcError('insert_training_activity', 400, {
        code: 'VALIDATION_FAILED',
        message: 'Impulsão horizontal acima de 4,00 m passa do recorde mundial.',
        issues: [
          {
            path: 'p_value_primary',
            message: 'Impulsão horizontal acima de 4,00 m passa do recorde mundial.',
          },
        ],
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'Impulsão horizontal' }));
    const mark = screen.getByLabelText(/Marca/);
    await userEvent.type(mark, '1,85');
    await submit();
    expect(await screen.findByText('Você quis dizer 185 cm?')).toBeTruthy();
    await userEvent.clear(mark);
    await userEvent.type(mark, '185');
    await submit();
    expect((await screen.findAllByText(/passa do recorde mundial/)).length).toBe(2);
    expect(mark.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Outros exercícios', () => {
  it('logs any exercise, whatever the exam, and queues it offline with its kind and séries', async () => {
    const sent = serve({ sexo: null, edital_id: null });
    renderPage();
    // The default edital (CBMDF) has only bar, swim and run: no exam events.
    await userEvent.click(await screen.findByRole('radio', { name: 'Outros exercícios' }));
    expect(screen.queryByText(/Provas do seu concurso/)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Exercício'), 'Corrida de velocidade');
    await userEvent.type(screen.getByLabelText(/Distância/), '50');
    await userEvent.type(screen.getByLabelText(/^Tempo/), '7,9');
    await submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      p_exercise: 'sprint',
      p_value_primary: 50,
      p_value_secondary: 7.9,
      p_sets: null,
    });

    server.use(
      rpcError('insert_training_activity', 503, { code: 'SERVICE_UNAVAILABLE', message: 'Indisponível.' }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Exercício'), 'Abdominal');
    await userEvent.type(screen.getByLabelText(/Repetições \(total\)/), '40');
    await userEvent.type(screen.getByLabelText(/Tempo da série/), '100');
    await submit();
    await screen.findByText('Sem conexão: treino salvo no aparelho e será enviado quando a internet voltar.');
    const [queued] = await readAllPending();
    expect(queued?.input).toMatchObject({
      p_activity_type: 'EXERCISE',
      p_exercise: 'abdominal',
      p_value_primary: 40,
      p_value_secondary: 60,
      p_sets: null,
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Histórico' }));
    expect(await screen.findByText(/40 abdominais em 1 minuto ·/)).toBeTruthy();
  });
});

describe('an exercise in the history', () => {
  const flexoes = activity({
    id: 'x1',
    activity_type: 'EXERCISE',
    exercise: 'flexao',
    value_primary: 35,
    value_secondary: null,
    duration_minutes: null,
    sets: 2,
    coins: 1,
  });

  it('reads as the exercise, opens its detail, and edits in its own form', async () => {
    const updates: RpcInput<'update_training_activity'>[] = [];
    serve({ sexo: 'M', edital_id: 'ppdf-taf' }, [], [flexoes]);
    server.use(
      rpcHandler('get_training_activity', () => detail(flexoes)),
      rpcHandler('update_training_activity', (input) => {
        updates.push(input);
        return logResult({ activity: { ...flexoes, value_primary: 40 }, coins_earned: 1, balance: 44 });
      }),
    );
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Histórico' }));
    const row = await screen.findByRole('button', { name: /35 flexões em 2 séries/ });
    expect(row.textContent).toContain('Flexão de braço');
    await userEvent.click(row);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toMatch(/^Flexão de braço · /);
    expect(within(dialog).getByText('Resultado').nextElementSibling?.textContent).toBe(
      '35 flexões em 2 séries',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Editar' }));
    const reps = within(dialog).getByLabelText(/Repetições \(total\)/) as HTMLInputElement;
    expect(reps.value).toBe('35');
    expect((within(dialog).getByLabelText(/Séries/) as HTMLInputElement).value).toBe('2');
    await userEvent.clear(reps);
    await userEvent.type(reps, '40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({
      id: 'x1',
      p_activity_type: 'EXERCISE',
      p_exercise: 'flexao',
      p_value_primary: 40,
      p_sets: 2,
    });
  });
});

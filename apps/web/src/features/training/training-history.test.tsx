import 'fake-indexeddb/auto';
import { encode } from '@googlemaps/polyline-codec';
import type { TrainingActivity } from '@prontidao/domain/training/activity-types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RpcInput } from '@/lib/rpc';
import { authContext } from '@/testing/auth-context';
import { noComments } from '@/testing/comments';
import { rpcHandler, server } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render';
import { activity, detail, logResult, serveCatalogue } from './training-fixtures';
import TrainingPage from './training-page';

/** 45 activities, newest first, served 20 at a time with an opaque cursor. */
const ALL: TrainingActivity[] = Array.from({ length: 45 }, (_, index) =>
  activity({
    id: `a${index}`,
    activity_type: index % 3 === 0 ? 'BARRA' : index % 3 === 1 ? 'SWIM' : 'RUN',
    value_primary: index % 3 === 0 ? 12 : index % 3 === 1 ? 400 : 2400,
    value_secondary: index % 3 === 0 ? null : index % 3 === 1 ? 480 : 660,
    duration_minutes: index % 3 === 0 ? null : 11,
    workout_date: `2026-10-${String(30 - Math.floor(index / 2)).padStart(2, '0')}`,
    coins: index % 3 === 0 ? 1 : index % 3 === 1 ? 8 : 6,
  }),
);

function serveHistory(requests: RpcInput<'get_user_training_activities'>[] = []) {
  server.use(
    rpcHandler('get_auth_context', () => authContext({ profile_complete: true, has_profile_data: true })),
    serveCatalogue(),
    rpcHandler('get_user_training_activities', (input) => {
      requests.push(input);
      const start = input.cursor ? Number(input.cursor) : 0;
      const limit = input.limit ?? 20;
      const end = start + limit;
      return { items: ALL.slice(start, end), next_cursor: end < ALL.length ? String(end) : null };
    }),
  );
}

const renderHistory = async () => {
  const view = renderRoutes([{ path: '/aluno/treinos', element: <TrainingPage /> }], '/aluno/treinos');
  await userEvent.click(screen.getByRole('tab', { name: 'Histórico' }));
  return view;
};

/** The history's rows in the DOM (only those near the screen: the list is virtualised). */
const rows = () => [...document.querySelectorAll<HTMLElement>('ul[aria-label="Histórico de treinos"] > li')];
const rowAt = (position: number) =>
  rows().find((row) => row.getAttribute('aria-posinset') === String(position));

// jsdom lays nothing out: each row measures 88 px, so the window (768 px) shows a screenful of them.
beforeEach(() => {
  Object.defineProperty(HTMLLIElement.prototype, 'offsetHeight', { configurable: true, get: () => 88 });
});
afterEach(() => {
  delete (HTMLLIElement.prototype as { offsetHeight?: number }).offsetHeight;
});

// The pages show comment threads (issue 24): empty here.
beforeEach(() => {
  server.use(...noComments());
});

describe('Training page — history', () => {
  it('lists newest first with badge, date, distance, duration, pace and coins', async () => {
    serveHistory();
    await renderHistory();
    await screen.findByRole('list', { name: 'Histórico de treinos' });
    const [bar, swim, run] = [1, 2, 3].map((position) => rowAt(position)?.textContent);
    expect(bar).toBe('Barra30/10/20261 moeda12 repetições');
    expect(swim).toBe('Natação30/10/20268 moedas400 m · 8:00 · 2:00/100 m');
    expect(run).toBe('Corrida29/10/20266 moedas2,4 km · 11:00 · 4:35/km');
  });

  it('pages with the cursor until the end (Carregar mais), keeping only a screenful of rows in the DOM', async () => {
    const requests: RpcInput<'get_user_training_activities'>[] = [];
    serveHistory(requests);
    await renderHistory();
    expect(await screen.findByText('20 treinos')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('40 treinos')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('45 treinos — fim do histórico')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(requests).toEqual([{ limit: 20 }, { limit: 20, cursor: '20' }, { limit: 20, cursor: '40' }]);
    // Virtualised: the first rows are there, each saying its place among the 45; the last are not.
    expect(rowAt(1)?.getAttribute('aria-setsize')).toBe('45');
    expect(rows().length).toBeGreaterThan(8);
    expect(rows().length).toBeLessThan(25);
    expect(rowAt(45)).toBeUndefined();
  }, 15_000);

  it('opens the detail with heart rate, cadence, notes and the route; an import is read-only', async () => {
    const route = encode(
      [
        [-15.79, -47.88],
        [-15.8, -47.87],
        [-15.81, -47.89],
      ],
      5,
    );
    const imported = activity({ id: 'a1', source: 'strava', editable: false, has_route: true });
    serveHistory();
    server.use(
      rpcHandler('get_user_training_activities', () => ({ items: [imported], next_cursor: null })),
      rpcHandler('get_training_activity', (input) =>
        detail({
          ...imported,
          id: input.id,
          average_heartrate: 152.4,
          max_heartrate: 178,
          average_cadence: 171,
          notes: 'Treino no Parque da Cidade',
          strava_map_summary_polyline: route,
        }),
      ),
    );
    await renderHistory();
    await userEvent.click(await screen.findByRole('button', { name: /Corrida/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Corrida · 20/11/2026' });
    await within(dialog).findByText('152 bpm');
    expect(within(dialog).getByText('178 bpm')).toBeTruthy();
    expect(within(dialog).getByText('171 passos/min')).toBeTruthy();
    expect(within(dialog).getByText('Treino no Parque da Cidade')).toBeTruthy();
    const map = within(dialog).getByRole('img', { name: 'Percurso da corrida de 20/11/2026' });
    expect(map.querySelector('path')?.getAttribute('d')).toMatch(
      /^M[\d.]+ [\d.]+ L[\d.]+ [\d.]+ L[\d.]+ [\d.]+$/,
    );
    expect(within(dialog).getByText(/somente leitura/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Excluir' })).toBeNull();
  });

  it('the detail shows what the trainer said about the session, and the candidate answers there', async () => {
    const run = activity({ id: 'a1' });
    const trainerSaid = {
      id: 'c1',
      body: 'Boa! Na próxima, segure 2 s no alto.',
      created_at: '2026-11-20T21:00:00.000Z',
      author_name: 'Carla Treinadora',
      author_role: 'treinador' as const,
      mine: false,
    };
    const posts: RpcInput<'post_session_comment'>[] = [];
    serveHistory();
    server.use(
      rpcHandler('get_user_training_activities', () => ({ items: [run], next_cursor: null })),
      rpcHandler('get_training_activity', () => detail(run)),
      rpcHandler('get_session_comments', () => [trainerSaid]),
      rpcHandler('post_session_comment', (input) => {
        posts.push(input);
        return [
          trainerSaid,
          {
            ...trainerSaid,
            id: 'c2',
            body: input.body,
            author_name: 'Bruno',
            author_role: 'aluno',
            mine: true,
          },
        ];
      }),
    );
    await renderHistory();
    await userEvent.click(await screen.findByRole('button', { name: /Corrida/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Corrida · 20/11/2026' });
    const section = await within(dialog).findByRole('region', { name: 'Comentários do treinador' });
    const thread = await within(section).findByRole('list', { name: 'Comentários do treino de 20/11/2026' });
    expect(thread.textContent).toBe(
      'Carla TreinadoraTreinador20/11 às 18:00Boa! Na próxima, segure 2 s no alto.',
    );
    await userEvent.type(within(section).getByRole('textbox', { name: 'Seu comentário' }), 'Combinado!');
    await userEvent.click(within(section).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(2));
    expect(posts).toEqual([{ activity_id: 'a1', body: 'Combinado!' }]);
    expect(within(thread).getAllByRole('listitem')[1]?.textContent).toContain('Bruno (você)Aluno');
  });

  it('edits a manual activity with the same form and reads the history again', async () => {
    const updates: RpcInput<'update_training_activity'>[] = [];
    const requests: RpcInput<'get_user_training_activities'>[] = [];
    const swim = activity({
      id: 's1',
      activity_type: 'SWIM',
      value_primary: 400,
      value_secondary: 480,
      coins: 8,
    });
    serveHistory(requests);
    server.use(
      rpcHandler('get_user_training_activities', (input) => {
        requests.push(input);
        return { items: [swim], next_cursor: null };
      }),
      rpcHandler('get_training_activity', () => detail(swim)),
      rpcHandler('update_training_activity', (input) => {
        updates.push(input);
        return logResult({ activity: { ...swim, value_primary: 500 }, coins_earned: 2, balance: 50 });
      }),
    );
    await renderHistory();
    await userEvent.click(await screen.findByRole('button', { name: /Natação/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Editar' }));
    const distance = within(dialog).getByLabelText(/Distância \(m\)/) as HTMLInputElement;
    expect(distance.value).toBe('400');
    await waitFor(() => expect(document.activeElement).toBe(distance));
    expect((within(dialog).getByLabelText(/Tempo/) as HTMLInputElement).value).toBe('08:00');
    await userEvent.clear(distance);
    await userEvent.type(distance, '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toEqual({
      id: 's1',
      p_activity_type: 'SWIM',
      p_value_primary: 500,
      p_value_secondary: 480,
      p_duration_minutes: 8,
      p_notes: null,
      p_workout_date: '2026-11-20',
    });
    expect(await screen.findByText('✅ Treino atualizado')).toBeTruthy();
    expect(screen.getByText('Moedas: +2. Saldo: 50.')).toBeTruthy();
    await waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(2));
  });

  it('deletes a manual activity only after confirmation', async () => {
    const deleted: string[] = [];
    const bar = activity({
      id: 'b1',
      activity_type: 'BARRA',
      value_primary: 20,
      value_secondary: null,
      coins: 2,
    });
    let items = [bar];
    serveHistory();
    server.use(
      rpcHandler('get_user_training_activities', () => ({ items, next_cursor: null })),
      rpcHandler('get_training_activity', () => detail(bar)),
      rpcHandler('delete_training_activity', (input) => {
        deleted.push(input.id);
        items = [];
        return { coins_returned: 2, balance: 38, workouts: 3 };
      }),
    );
    await renderHistory();
    await userEvent.click(await screen.findByRole('button', { name: /Barra/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Excluir' }));
    expect(within(dialog).getByRole('heading', { name: 'Excluir treino?' })).toBeTruthy();
    expect(within(dialog).getByText(/2 moedas que ele rendeu são devolvidas/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(deleted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir treino' }));
    await waitFor(() => expect(deleted).toEqual(['b1']));
    expect(await screen.findByText('2 moedas devolvidas. Saldo: 38.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Nenhum treino registrado ainda. Registre o primeiro!')).toBeTruthy();
  });

  it.each([
    [1, /1 moeda que ele rendeu é devolvida\./, '1 moeda devolvida. Saldo: 37.'],
    [0, /ele não rendeu moedas\./, 'Nenhuma moeda a devolver. Saldo: 37.'],
  ])('says in agreement what a deletion of %i coin(s) gives back', async (coins, confirm, toast) => {
    const bar = activity({
      id: 'b2',
      activity_type: 'BARRA',
      value_primary: 10,
      value_secondary: null,
      coins,
    });
    serveHistory();
    server.use(
      rpcHandler('get_user_training_activities', () => ({ items: [bar], next_cursor: null })),
      rpcHandler('get_training_activity', () => detail(bar)),
      rpcHandler('delete_training_activity', () => ({ coins_returned: coins, balance: 37, workouts: 2 })),
    );
    await renderHistory();
    await userEvent.click(await screen.findByRole('button', { name: /Barra/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Excluir' }));
    expect(within(dialog).getByText(confirm)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir treino' }));
    expect(await screen.findByText(toast)).toBeTruthy();
  });
});

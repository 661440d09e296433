import 'fake-indexeddb/auto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PendingActivitiesList } from './pending-activities-list';
import { readAllPending } from './pending-db';
import { clearQueue, pendingSwim, queue } from './testing/queue-fixtures';
import { sessionClient } from './testing/render-with-session';

beforeEach(clearQueue);

function renderList(userId = 'u1') {
  const { wrapper } = sessionClient(userId);
  return render(<PendingActivitiesList />, { wrapper });
}

describe('<PendingActivitiesList />', () => {
  it('shows nothing while nothing waits', async () => {
    const view = renderList();
    await act(async () => {});
    expect(view.container.innerHTML).toBe('');
  });

  it('lists the person’s queued activities, each marked pendente, and follows the queue live', async () => {
    await queue(
      pendingSwim('u1', 5, {
        input: { ...pendingSwim().input, p_value_primary: 1500, p_value_secondary: 1800 },
      }),
      pendingSwim('u2', 4),
    );
    renderList();

    const list = await screen.findByRole('list');
    const [item] = within(list).getAllByRole('listitem');
    expect(item?.textContent).toContain('Natação');
    expect(item?.textContent).toContain('1,5 km em 30:00 · 23/11/2026');
    expect(within(list).getAllByText('pendente')).toHaveLength(1);

    await act(() => queue(pendingSwim('u1', 1)));
    expect(within(list).getAllByText('pendente')).toHaveLength(2);
  });

  it('a refused activity shows the server’s message and can be deleted from the device', async () => {
    const refused = pendingSwim('u1', 2, {
      status: 'failed',
      error: { code: 'VALIDATION_FAILED', message: 'A data do treino não pode estar no futuro.' },
    });
    await queue(refused, pendingSwim('u1', 1));
    renderList();

    expect((await screen.findByRole('alert')).textContent).toBe('A data do treino não pode estar no futuro.');
    expect(screen.getAllByText('não enviado')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: /Excluir treino não enviado: Natação/ }));

    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect((await readAllPending()).map((item) => item.client_key)).not.toContain(refused.client_key);
  });
});

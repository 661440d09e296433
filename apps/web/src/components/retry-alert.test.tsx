import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RetryAlert } from './retry-alert';

describe('RetryAlert', () => {
  it('says what failed and retries, disabled while retrying', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(
      <RetryAlert
        title="Não foi possível carregar o ranking."
        description="Sem conexão."
        onRetry={onRetry}
        isRetrying={false}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Não foi possível carregar o ranking.Sem conexão.',
    );
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<RetryAlert title="Erro." description="Sem conexão." onRetry={onRetry} isRetrying />);
    expect((screen.getByRole('button', { name: 'Tentar novamente' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

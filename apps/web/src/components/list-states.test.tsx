import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListError, ListSkeleton } from './list-states';

describe('list states', () => {
  it('ListSkeleton announces its label and draws three rows', () => {
    const { container } = render(<ListSkeleton label="Carregando histórico..." rowClassName="h-16 w-full" />);
    expect(screen.getByRole('status').textContent).toContain('Carregando histórico...');
    expect(container.querySelectorAll('.h-16')).toHaveLength(3);
  });

  it('ListError names the failure and retries from inside the alert', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(
      <ListError title="Erro ao carregar histórico." onRetry={onRetry} isRetrying={false} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Erro ao carregar histórico.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<ListError title="Erro ao carregar histórico." onRetry={onRetry} isRetrying />);
    expect((screen.getByRole('button', { name: 'Tentar novamente' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

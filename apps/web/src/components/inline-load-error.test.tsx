import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InlineLoadError } from './inline-load-error';

describe('InlineLoadError', () => {
  it('is an alert with its text and a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<InlineLoadError text="Não foi possível carregar seus treinadores." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar seus treinadores.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

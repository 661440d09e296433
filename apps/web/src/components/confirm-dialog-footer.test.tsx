import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialogFooter } from './confirm-dialog-footer';

/** The footer at the end of a form, with its own 'Voltar'. */
function renderInForm(isConfirmDisabled: boolean) {
  const onCancel = vi.fn();
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <ConfirmDialogFooter
        cancelLabel="Voltar"
        onCancel={onCancel}
        confirmLabel="Excluir conta"
        pendingLabel="Excluindo..."
        isPending={false}
        isConfirmDisabled={isConfirmDisabled}
      />
    </form>,
  );
  return { onCancel, onSubmit, confirm: screen.getByRole('button', { name: 'Excluir conta' }) };
}

describe('ConfirmDialogFooter', () => {
  it('calls its own cancel, which never submits the form', async () => {
    const { onCancel, onSubmit, confirm } = renderInForm(true);
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('without onConfirm submits the form it ends', async () => {
    const { onSubmit, confirm } = renderInForm(false);
    await userEvent.click(confirm);
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

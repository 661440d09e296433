import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from './confirm-dialog';
import { ConfirmDialogFooter } from './confirm-dialog-footer';

function Revoke({
  isPending = false,
  onConfirm = () => {},
}: {
  isPending?: boolean;
  onConfirm?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>Revogar</Button>}
      title="Revogar acesso?"
      description="Ele deixará de ver seus dados."
    >
      <ConfirmDialogFooter
        confirmLabel="Revogar acesso"
        pendingLabel="Revogando..."
        isPending={isPending}
        onConfirm={onConfirm}
      />
    </ConfirmDialog>
  );
}

describe('ConfirmDialog', () => {
  it('opens from its trigger, confirms, and its Cancelar closes it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Revoke onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Revogar' }));
    const dialog = screen.getByRole('dialog', { name: 'Revogar acesso?' });
    const descriptionId = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(descriptionId)?.textContent).toBe('Ele deixará de ver seus dados.');
    await user.click(screen.getByRole('button', { name: 'Revogar acesso' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the pending label and disables both buttons while the action runs', async () => {
    const user = userEvent.setup();
    render(<Revoke isPending />);
    await user.click(screen.getByRole('button', { name: 'Revogar' }));
    expect((screen.getByRole('button', { name: 'Revogando...' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

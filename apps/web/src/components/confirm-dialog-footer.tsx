import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';

export interface ConfirmDialogFooterProps {
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  pendingLabel: string;
  isPending: boolean;
  /** Without it the confirm button submits the form it stands in. */
  onConfirm?: () => void;
  /** Disables the confirm button even when nothing runs (a form not yet complete). */
  isConfirmDisabled?: boolean;
  cancelLabel?: string;
  /** Without it the cancel button closes the dialog it stands in. */
  onCancel?: () => void;
}

/** 'Cancelar' and a destructive confirm, both disabled while the action runs. */
export function ConfirmDialogFooter({
  confirmLabel,
  pendingLabel,
  isPending,
  onConfirm,
  isConfirmDisabled = false,
  cancelLabel = 'Cancelar',
  onCancel,
}: ConfirmDialogFooterProps) {
  const cancel = (
    <Button variant="outline" onClick={onCancel} disabled={isPending}>
      {cancelLabel}
    </Button>
  );
  return (
    <DialogFooter>
      {onCancel ? cancel : <DialogClose asChild>{cancel}</DialogClose>}
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant="destructive"
        onClick={onConfirm}
        disabled={isConfirmDisabled || isPending}
      >
        {isPending ? pendingLabel : confirmLabel}
      </Button>
    </DialogFooter>
  );
}

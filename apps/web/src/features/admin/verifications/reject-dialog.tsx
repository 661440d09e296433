import { formatCref } from '@prontidao/domain/trainers/cref';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import type { CrefRequest } from '../api/cref-queries';

/** The server's limits on the reason. */
export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** Rejecting needs a reason: the trainer reads it on their dashboard and in the mail. */
export function RejectDialog({
  request,
  isSubmitting,
  onReject,
  onClose,
}: {
  request: CrefRequest | null;
  isSubmitting: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {request ? (
          <RejectForm request={request} isSubmitting={isSubmitting} onReject={onReject} onClose={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function RejectForm({
  request,
  isSubmitting,
  onReject,
  onClose,
}: {
  request: CrefRequest;
  isSubmitting: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = reason.trim();
        if (trimmed.length < REASON_MIN) {
          setError('Informe o motivo da rejeição.');
          return;
        }
        onReject(trimmed);
      }}
    >
      <DialogHeader>
        <DialogTitle>Rejeitar CREF</DialogTitle>
        <DialogDescription className="[overflow-wrap:anywhere]">
          {request.full_name ?? request.email} — CREF {formatCref(request.cref_number, request.cref_region)}.
          O treinador recebe o motivo por e-mail e no painel dele.
        </DialogDescription>
      </DialogHeader>
      <FormField
        id={`${id}-reason`}
        label="Motivo da rejeição"
        required
        description={`${reason.length}/${REASON_MAX} caracteres`}
        error={error}
      >
        <textarea
          rows={4}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(null);
          }}
          className={cn(
            'flex min-h-24 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs',
            'placeholder:text-muted-foreground aria-invalid:border-destructive',
          )}
          placeholder="Ex.: o número não consta no conselho regional informado."
        />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" variant="destructive" disabled={isSubmitting}>
          Rejeitar
        </Button>
      </DialogFooter>
    </form>
  );
}

import { formatDateTime } from '@prontidao/domain/format/date';
import { formatCref } from '@prontidao/domain/trainers/cref';
import { Check, X } from 'lucide-react';
import { EmailText } from '@/components/email-text';
import { Button } from '@/components/ui/button';
import type { CrefRequest } from '../api/cref-queries';
import { formatRelativeTime } from '../relative-time';

interface CrefRequestCardProps {
  request: CrefRequest;
  /** A decision on this CREF is being recorded. */
  isBusy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** One trainer waiting on /admin/verifications: who, the CREF, when it was sent, and the two decisions. */
export function CrefRequestCard({ request, isBusy, onApprove, onReject }: CrefRequestCardProps) {
  return (
    <li
      data-testid={`cref-${request.user_id}`}
      className="grid min-w-0 gap-3 rounded-lg border bg-card p-4 shadow-xs"
    >
      <div className="grid min-w-0 gap-1">
        <h2 className="font-semibold [overflow-wrap:anywhere]">{request.full_name ?? 'Sem nome'}</h2>
        <p className="text-muted-foreground text-sm [overflow-wrap:break-word]">
          <EmailText email={request.email} />
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">CREF</dt>
        <dd className="font-mono [overflow-wrap:anywhere]">
          {formatCref(request.cref_number, request.cref_region)}
        </dd>
        <dt className="text-muted-foreground">Enviado</dt>
        <dd>
          <time dateTime={request.submitted_at}>{formatDateTime(request.submitted_at)}</time> (
          {formatRelativeTime(request.submitted_at)})
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={isBusy} onClick={onApprove}>
          <Check aria-hidden="true" />
          Aprovar
          <span className="sr-only"> o CREF de {request.full_name ?? request.email}</span>
        </Button>
        <Button size="sm" variant="outline" disabled={isBusy} onClick={onReject}>
          <X aria-hidden="true" />
          Rejeitar
          <span className="sr-only"> o CREF de {request.full_name ?? request.email}</span>
        </Button>
      </div>
    </li>
  );
}

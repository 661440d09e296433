import { Label } from '@/components/ui/label';
import { PAYMENT_STATUS, PAYMENT_STATUSES, type PaymentStatus } from '@/lib/payment-labels';
import { NativeSelect } from '../native-select';
import { readStatus } from './payment-facts';

/** 'Situação': every payment ('Todas') or those of one status. */
export function PaymentStatusFilter({
  status,
  onChange,
}: {
  status: PaymentStatus | null;
  onChange: (status: PaymentStatus | null) => void;
}) {
  return (
    <div className="grid gap-2 sm:max-w-xs">
      <Label htmlFor="admin-payment-status">Situação</Label>
      <NativeSelect
        id="admin-payment-status"
        value={status ?? ''}
        onChange={(event) => onChange(readStatus(event.target.value))}
      >
        <option value="">Todas</option>
        {PAYMENT_STATUSES.map((option) => (
          <option key={option} value={option}>
            {PAYMENT_STATUS[option]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

import { Badge } from '@/components/ui/badge';
import { PAYMENT_BADGE, PAYMENT_STATUS, type PaymentStatus } from '@/lib/payment-labels';

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge variant={PAYMENT_BADGE[status] ?? 'secondary'}>{PAYMENT_STATUS[status]}</Badge>;
}

/** A payment that renews the monthly plan (the charge made before the paid month ends). */
export function RenewalBadge() {
  return <Badge variant="outline">Renovação</Badge>;
}

import { Ban, CircleCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { STATUS_LABELS } from './user-filters';

export function UserStatusBadge({ disabled }: { disabled: boolean }) {
  return disabled ? (
    <Badge variant="outline" className="border-destructive/50 text-destructive-subtle-foreground">
      <Ban aria-hidden="true" />
      {STATUS_LABELS.disabled}
    </Badge>
  ) : (
    <Badge variant="outline">
      <CircleCheck aria-hidden="true" />
      {STATUS_LABELS.active}
    </Badge>
  );
}

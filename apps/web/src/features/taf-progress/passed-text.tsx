import { CircleCheck, CircleX } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Reached the pass mark or not, in words beside its icon (never by colour alone). */
export function PassedText({ passou, className }: { passou: boolean; className?: string }) {
  const Icon = passou ? CircleCheck : CircleX;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 font-semibold',
        passou ? 'text-success' : 'text-red-700',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {passou ? 'Passou' : 'Não passou'}
    </span>
  );
}

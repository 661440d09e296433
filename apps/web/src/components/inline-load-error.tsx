import { Button } from '@/components/ui/button';

/** A one-line 'could not load' inside a card, with a small 'Tentar novamente'. */
export function InlineLoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
      <p>{text}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}

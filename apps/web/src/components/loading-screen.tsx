import { Spinner } from '@/components/ui/spinner';

export function LoadingScreen() {
  return (
    <div
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 p-6 text-center"
      aria-live="polite"
    >
      <Spinner size="lg" label="Carregando..." />
      <p className="text-lg font-semibold">Carregando...</p>
      <p className="text-muted-foreground">Preparando sua experiência</p>
    </div>
  );
}

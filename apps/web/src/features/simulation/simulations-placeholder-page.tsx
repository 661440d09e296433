import { Clapperboard, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** /simulados: guided mock exams are not built yet; the quick simulation is. */
export default function SimulationsPlaceholderPage() {
  return (
    <section aria-labelledby="simulados-guiados-titulo" className="mx-auto max-w-2xl">
      <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center sm:px-10 sm:py-14">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Clapperboard className="size-7" aria-hidden="true" />
        </span>
        <Badge variant="accent">Em breve</Badge>
        <h1
          id="simulados-guiados-titulo"
          className="text-balance font-bold text-2xl tracking-tight sm:text-3xl"
        >
          Simulados guiados
        </h1>
        <p className="max-w-md text-pretty text-muted-foreground">
          Em breve: simulados guiados com vídeos de execução e cronometragem de cada prova, como no dia do
          TAF. Enquanto isso, calcule sua nota com um simulado rápido.
        </p>
        <Button asChild className="mt-2">
          <Link to={paths.candidate.tests}>
            <Timer aria-hidden="true" />
            Fazer um simulado rápido
          </Link>
        </Button>
      </Card>
    </section>
  );
}

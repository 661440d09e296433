import { Plug, Watch } from 'lucide-react';
import { Link } from 'react-router';
import { ActivityUpload } from '@/components/activity-upload/activity-upload';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/**
 * The tracker card of /aluno/treinos: watch files straight into the history (GPX, TCX, FIT), and
 * the way to the Strava connection on /integracoes.
 */
export function TrackerCard() {
  return (
    <section aria-labelledby="rastreador-titulo">
      <Card>
        <CardHeader className="flex-row items-start gap-3">
          <Watch aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="grid gap-1.5">
            <CardTitle asChild>
              <h2 id="rastreador-titulo">Strava e relógios</h2>
            </CardTitle>
            <CardDescription>
              Envie os arquivos do seu relógio (GPX, TCX, FIT) ou conecte o Strava: suas corridas e natações
              entram no histórico com moedas. Os treinos de barra continuam sendo registrados aqui.
            </CardDescription>
          </div>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ActivityUpload />
          <Button asChild variant="outline" className="justify-self-start">
            <Link to={paths.integrations}>
              <Plug aria-hidden="true" />
              Ver integrações
            </Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}

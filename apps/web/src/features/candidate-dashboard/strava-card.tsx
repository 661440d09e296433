import { Activity, Plug } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/**
 * The tracker card. The Strava connection arrives with the integrations issue; until then it says
 * what connecting brings and where to do it, and shows no activity it does not have.
 */
export function StravaCard() {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle asChild>
              <h2>Strava</h2>
            </CardTitle>
            <CardDescription>Seus treinos importados</CardDescription>
          </div>
          <Activity className="size-5 shrink-0 text-primary" aria-hidden="true" />
        </div>
      </CardHeader>
      <CardContent className="grid flex-1 content-between justify-items-start gap-4">
        <p className="text-pretty text-sm">
          Conecte o Strava para importar corridas e natações automaticamente.
        </p>
        <Button asChild variant="outline">
          <Link to={paths.integrations}>
            <Plug aria-hidden="true" />
            Ver integrações
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

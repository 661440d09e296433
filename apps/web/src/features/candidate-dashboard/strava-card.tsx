import { Activity, Plug } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { DashboardCardHeader } from './dashboard-card-header';

/**
 * The tracker card. The Strava connection arrives with the integrations issue; until then it says
 * what connecting brings and where to do it, and shows no activity it does not have.
 */
export function StravaCard() {
  return (
    <Card className="flex flex-col">
      <DashboardCardHeader title="Strava" description="Seus treinos importados" icon={Activity} />
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

import { useQuery } from '@tanstack/react-query';
import { RefreshCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { trackerStatusQuery } from '@/lib/queries/tracker';

/** 'Sincronizar Strava' while the tracker is not connected: imported runs and swims earn coins too. */
export function StravaSyncCard() {
  const status = useQuery(trackerStatusQuery);
  if (!status.data || status.data.is_connected) return null;
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-4 sm:pt-6">
        <p className="min-w-0 flex-1 basis-60 text-pretty text-sm">
          Conecte o Strava e suas corridas e natações rendem moedas automaticamente.
        </p>
        <Button asChild variant="outline">
          <Link to={paths.integrations}>
            <RefreshCcw aria-hidden="true" />
            Sincronizar Strava
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

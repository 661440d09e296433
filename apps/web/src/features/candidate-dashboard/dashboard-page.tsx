import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { useAuthContext } from '@/hooks/use-auth-context';
import { useFullProfile } from '@/lib/queries/profile';
import { useLastSimulado } from '@/lib/queries/taf';
import { LastSimulationCard } from './last-simulation-card';
import { ThisWeekCard } from './this-week-card';
import { WelcomeHeading } from './welcome-heading';

// A phone's first screen holds the greeting and the first two cards. The other cards (their code,
// their data and their rendering) come after that screen has painted: they are below it on a phone,
// and they join the grid after the first two everywhere, so nothing on screen moves.
const LaterCards = lazy(() => import('./later-cards'));

function LaterCardsAfterPaint() {
  const isPainted = useAfterFirstPaint();
  if (!isPainted) return null;
  return (
    <Suspense fallback={null}>
      <LaterCards />
    </Suspense>
  );
}

/** /aluno/dashboard: greeting, countdown and the candidate's cards (rendered inside AppLayout's <main>). */
export default function DashboardPage() {
  const profile = useFullProfile();
  const lastSimulation = useLastSimulado();
  const { data: auth } = useAuthContext();

  if (profile.isPending || lastSimulation.isPending) return <LoadingScreen />;

  const name =
    profile.data?.nickname?.trim() || auth?.nickname?.trim() || auth?.user.name?.trim().split(/\s+/)[0] || '';

  return (
    <div className="grid gap-6">
      <WelcomeHeading name={name} tafDate={profile.data?.taf_dt ?? null} />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        <LastSimulationCard />
        <ThisWeekCard />
        <LaterCardsAfterPaint />
      </div>
    </div>
  );
}

import { LoadingScreen } from '@/components/loading-screen';
import { useAuthContext } from '@/hooks/use-auth-context';
import { useFullProfile } from '@/lib/queries/profile';
import { useLastSimulado } from '@/lib/queries/taf';
import { CoinsCard } from './coins-card';
import { LastSimulationCard } from './last-simulation-card';
import { RankCard } from './rank-card';
import { RecentMedalsStrip } from './recent-medals-strip';
import { StravaCard } from './strava-card';
import { ThisWeekCard } from './this-week-card';
import { TipsCard } from './tips-card';
import { UpgradeCard } from './upgrade-card';
import { WelcomeHeading } from './welcome-heading';

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
        <StravaCard />
        <RankCard />
        <CoinsCard />
        <UpgradeCard />
        <TipsCard />
        <RecentMedalsStrip />
      </div>
    </div>
  );
}

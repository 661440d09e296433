import { ChanceCard } from '@/components/chance-card';
import { CoinsCard } from './coins-card';
import { RankCard } from './rank-card';
import { RecentMedalsStrip } from './recent-medals-strip';
import { RenewalDueCard } from './renewal-due-card';
import { StravaCard } from './strava-card';
import { TipsCard } from './tips-card';
import { UpgradeCard } from './upgrade-card';

/** The dashboard's cards after the first screen's two, in their own chunk (dashboard-page.tsx). */
export default function LaterCards() {
  return (
    <>
      <RenewalDueCard />
      <ChanceCard />
      <StravaCard />
      <RankCard />
      <CoinsCard />
      <UpgradeCard />
      <TipsCard />
      <RecentMedalsStrip />
    </>
  );
}

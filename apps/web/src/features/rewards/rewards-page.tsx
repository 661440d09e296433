import { useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCoinWallet } from '@/lib/queries/coins';
import { queryKeys } from '@/lib/queries/query-keys';
import { usePremiumContents } from './api/rewards-catalog';
import { BalanceCard } from './balance-card';
import { FreeContentsSection } from './free-contents-section';
import { PremiumSection } from './premium-section';
import { SnippetsSection } from './snippets-section';
import { StravaSyncCard } from './strava-sync-card';

/** /recompensas ('Troque suas moedas'): balance, knowledge snippets, premium and free contents. */
export default function RewardsPage() {
  const wallet = useCoinWallet();
  const premium = usePremiumContents();
  const queryClient = useQueryClient();
  // Balance, snippets and premium items move together: one refresh reads them all again.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.coins });

  return (
    <div className="grid gap-8">
      <header className="grid gap-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Troque suas moedas</h1>
        <p className="text-pretty text-muted-foreground">
          Treine, ganhe moedas e desbloqueie pílulas de conhecimento e conteúdos premium.
        </p>
      </header>
      {wallet.isPending ? (
        <Skeleton className="h-48" aria-hidden="true" />
      ) : wallet.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Não foi possível carregar seu saldo.</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" className="w-fit" onClick={refresh}>
              <RotateCw aria-hidden="true" />
              Tentar novamente
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <>
          <div className="grid gap-4">
            <BalanceCard wallet={wallet.data} onRefresh={refresh} isRefreshing={wallet.isFetching} />
            <StravaSyncCard />
          </div>
          <SnippetsSection balance={wallet.data.balance} />
          <PremiumSection premium={premium} />
        </>
      )}
      <FreeContentsSection regulationUrl={premium.data?.regulation_url ?? null} />
    </div>
  );
}

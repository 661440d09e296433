import { TEST_GRANT } from '@prontidao/domain/coins/coin-rule';
import { formatNumber } from '@prontidao/domain/format/number';
import type { CoinWallet } from '@prontidao/domain/training/activity-types';
import { Coins, Dumbbell, Plus, RefreshCw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useAddTestCoins } from './api/coin-wallet';
import { HowToEarnDialog } from './how-to-earn-dialog';

export const formatCoins = (coins: number) => formatNumber(coins);

export interface BalanceCardProps {
  wallet: CoinWallet;
  onRefresh: () => void;
  isRefreshing: boolean;
}

/** The balance, the test grant (where the server offers it), refresh and the rule. */
export function BalanceCard({ wallet, onRefresh, isRefreshing }: BalanceCardProps) {
  const addTestCoins = useAddTestCoins();
  const grant = () =>
    addTestCoins.mutate(undefined, {
      onSuccess: () =>
        toast.success('Moedas adicionadas!', {
          description: `${formatCoins(TEST_GRANT)} moedas de teste foram creditadas na sua conta.`,
        }),
      onError: (error) => toast.error('Erro ao adicionar moedas', { description: errorMessage(error) }),
    });

  return (
    <Card>
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle asChild>
              <h2>Seu saldo</h2>
            </CardTitle>
            <CardDescription>Desbloqueie pílulas e conteúdos com as moedas dos seus treinos.</CardDescription>
          </div>
          <Coins className="size-6 shrink-0 text-primary" aria-hidden="true" />
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="font-bold text-4xl tabular-nums" data-testid="rewards-balance">
          {formatCoins(wallet.balance)} <span className="font-semibold text-2xl">moedas</span>
        </p>
        {wallet.balance === 0 ? (
          <Alert variant="warning">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>Você ainda não tem moedas</AlertTitle>
            <AlertDescription>
              <p>Registre treinos de corrida, natação ou barra para ganhar moedas e desbloquear conteúdos.</p>
            </AlertDescription>
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {wallet.test_grant_enabled ? (
            <Button onClick={grant} disabled={addTestCoins.isPending}>
              <Plus aria-hidden="true" />+{formatCoins(TEST_GRANT)} Moedas (Teste)
            </Button>
          ) : null}
          <Button variant="outline" onClick={onRefresh} disabled={isRefreshing}>
            <RefreshCw className={isRefreshing ? 'motion-safe:animate-spin' : undefined} aria-hidden="true" />
            Atualizar
          </Button>
          <HowToEarnDialog />
          <Button asChild variant="ghost">
            <Link to={paths.candidate.trainings}>
              <Dumbbell aria-hidden="true" />
              Registrar treino
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

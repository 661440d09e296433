import {
  COIN_RULES,
  type CoinEarningType,
  EXERCISE_COINS_PER_SESSION,
  EXERCISE_COINS_PER_WEEK,
  REGULARITY_BONUS,
} from '@prontidao/domain/coins/coin-rule';
import { formatNumber } from '@prontidao/domain/format/number';
import type { CoinWallet } from '@prontidao/domain/training/activity-types';
import { Coins, Gift } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCoinWallet } from '@/lib/queries/coins';
import { CardError } from './card-error';
import { DashboardCardHeader } from './dashboard-card-header';

// The earning rule is the domain's (DECISIONS.md "Coins — one rule, one ledger"; the TAF exercises'
// rule and caps, decision 046: per exercise in 'Como ganhar moedas', its caps here); the numbers are
// sums over the server's ledger.
const SOURCES: Record<CoinEarningType, string> = { RUN: 'Corrida', SWIM: 'Natação', BARRA: 'Barra' };
const ROWS = [
  ...(Object.keys(SOURCES) as CoinEarningType[]).map((type) => ({
    key: type,
    label: SOURCES[type],
    rule: COIN_RULES[type].label,
  })),
  {
    key: 'EXERCISE' as const,
    label: 'Exercícios do TAF',
    rule: `até ${EXERCISE_COINS_PER_SESSION} por treino e ${EXERCISE_COINS_PER_WEEK} por semana`,
  },
  { key: 'BONUS' as const, label: 'Bônus', rule: `+${REGULARITY_BONUS} por semana regular` },
];

function Wallet({ wallet }: { wallet: CoinWallet }) {
  return (
    <div className="grid w-full gap-3">
      <p className="font-bold text-3xl tabular-nums" data-testid="dashboard-coins">
        {formatNumber(wallet.balance)} moedas
      </p>
      <dl className="grid divide-y text-sm">
        {ROWS.map((row) => (
          <div key={row.key} className="flex items-baseline justify-between gap-3 py-1.5">
            <dt>
              {row.label} <span className="text-muted-foreground text-xs">({row.rule})</span>
            </dt>
            <dd className="font-medium tabular-nums">{formatNumber(wallet.breakdown[row.key])}</dd>
          </div>
        ))}
        {wallet.breakdown.TEST > 0 ? (
          <div className="flex items-baseline justify-between gap-3 py-1.5">
            <dt>Moedas de teste</dt>
            <dd className="font-medium tabular-nums">{formatNumber(wallet.breakdown.TEST)}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

/** 'Moedas': the wallet with its breakdown by run, swim, bar, TAF exercises and bonus. */
export function CoinsCard() {
  const wallet = useCoinWallet();
  return (
    <Card className="flex flex-col">
      <DashboardCardHeader
        title="Moedas"
        description="Ganhe moedas treinando e troque por conteúdos"
        icon={Coins}
      />
      <CardContent className="grid flex-1 content-between justify-items-start gap-4">
        {wallet.isPending ? (
          <div className="grid w-full gap-3" aria-hidden="true">
            <Skeleton className="h-9 w-36" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : wallet.isError ? (
          <CardError
            message="Não foi possível carregar suas moedas."
            onRetry={() => void wallet.refetch()}
            isRetrying={wallet.isFetching}
          />
        ) : (
          <Wallet wallet={wallet.data} />
        )}
        <Button asChild variant="outline">
          <Link to={paths.rewards}>
            <Gift aria-hidden="true" />
            Ver recompensas
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

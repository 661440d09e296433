import { COIN_RULES, type CoinEarningType } from '@prontidao/domain/coins/coin-rule';
import { Coins, Gift } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { DashboardCardHeader } from './dashboard-card-header';

// The coin ledger arrives with the rewards issue; until then the wallet is empty, not invented.
// The earning rule is the domain's (DECISIONS.md "Coins — one rule, one ledger").
const SOURCES: Record<CoinEarningType, string> = { RUN: 'Corrida', SWIM: 'Natação', BARRA: 'Barra' };
const BREAKDOWN = (Object.keys(SOURCES) as CoinEarningType[]).map((type) => ({
  label: SOURCES[type],
  rule: COIN_RULES[type].label,
}));

/** 'Moedas': the wallet with its breakdown by run, swim and bar. */
export function CoinsCard() {
  return (
    <Card className="flex flex-col">
      <DashboardCardHeader
        title="Moedas"
        description="Ganhe moedas treinando e troque por conteúdos"
        icon={Coins}
      />
      <CardContent className="grid flex-1 content-between justify-items-start gap-4">
        <div className="grid w-full gap-3">
          <p className="font-bold text-3xl tabular-nums">0 moedas</p>
          <dl className="grid divide-y text-sm">
            {BREAKDOWN.map((row) => (
              <div key={row.label} className="flex items-baseline justify-between gap-3 py-1.5">
                <dt>
                  {row.label} <span className="text-muted-foreground text-xs">({row.rule})</span>
                </dt>
                <dd className="font-medium tabular-nums">0</dd>
              </div>
            ))}
          </dl>
        </div>
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

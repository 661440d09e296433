import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { type PassChance, usePassChance } from '@/lib/queries/taf';

/** Past this, every test is as good as passed: no test 'weighs most'. */
const SURE = 0.95;

/**
 * 'Chance de aprovação' for TAF day (issue 23 §3, decision 044) of the candidate's edital or exam:
 * from the trend of their simulations, with its band, the test that weighs most, and always
 * labelled an estimate. The server computes it (decision 050); nothing is shown until it can
 * (a sex, a TAF date ahead, a result of every test).
 */
export function ChanceCard() {
  const chance = usePassChance();
  return chance.data ? <ChanceView chance={chance.data} /> : null;
}

function ChanceView({ chance }: { chance: PassChance }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Chance de aprovação</h2>
        </CardTitle>
        <CardDescription>
          Estimativa para o dia do TAF, pela tendência dos seus simulados — não é uma garantia.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {chance.advice ? (
          <p className="text-pretty">{`${chance.advice.charAt(0).toUpperCase()}${chance.advice.slice(1)}.`}</p>
        ) : (
          <>
            <p className="font-bold text-3xl tabular-nums">{chance.range}</p>
            {chance.weakest.low < SURE ? (
              <p className="text-pretty text-sm">
                O que mais pesa: <strong>{chance.weakest.label}</strong> (chance de atingir o mínimo:{' '}
                {chance.weakest.range}).
              </p>
            ) : null}
          </>
        )}
        {chance.note ? <p className="text-muted-foreground text-xs">{chance.note}</p> : null}
      </CardContent>
    </Card>
  );
}

import { percentText } from '@prontidao/domain/exams/pass-chance';
import { DEFAULT_EDITAL_ID } from '@prontidao/domain/scoring/editais/catalog';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFullProfile } from '@/lib/queries/profile';
import { editalOfTable, editalTableQuery, type UserTest } from '@/lib/queries/taf';
import { chanceOf } from './chance-data';

/** Past this, every test is as good as passed: no test 'weighs most'. */
const SURE = 0.95;

const range = (low: number, high: number) => {
  const [a, b] = [percentText(low), percentText(high)];
  return `${a === b ? a : `${a}–${b}`} %`;
};

/**
 * 'Chance de aprovação' for TAF day (issue 23 §3, decision 044): from the trend of the candidate's
 * simulations, with its band, the test that weighs most, and always labelled an estimate. Nothing
 * is shown until there is a sex, a TAF date ahead and a result of every test.
 */
export function ChanceCard({ tests }: { tests: readonly UserTest[] }) {
  const profile = useFullProfile();
  const table = useQuery({
    ...editalTableQuery(profile.data?.edital_id ?? DEFAULT_EDITAL_ID),
    enabled: profile.isSuccess,
  });
  const chance = useMemo(
    () => (table.data ? chanceOf(tests, profile.data, editalOfTable(table.data)) : null),
    [tests, profile.data, table.data],
  );
  if (!chance) return null;
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
            <p className="font-bold text-3xl tabular-nums">{range(chance.low, chance.high)}</p>
            {chance.weakest.low < SURE ? (
              <p className="text-pretty text-sm">
                O que mais pesa: <strong>{chance.weakest.label}</strong> (chance de atingir o mínimo:{' '}
                {range(chance.weakest.low, chance.weakest.high)}).
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

import { type ExamChance, percentText } from '@prontidao/domain/exams/pass-chance';
import { DEFAULT_EDITAL_ID } from '@prontidao/domain/scoring/editais/catalog';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFullProfile } from '@/lib/queries/profile';
import { type ExamUserTest, editalOfTable, editalTableQuery, type UserTest } from '@/lib/queries/taf';
import { chanceOf } from './chance-data';
import { examChanceOf } from './exam-chance-data';

/** Past this, every test is as good as passed: no test 'weighs most'. */
const SURE = 0.95;

const range = (low: number, high: number) => {
  const [a, b] = [percentText(low), percentText(high)];
  return `${a === b ? a : `${a}–${b}`} %`;
};

/**
 * 'Chance de aprovação' for TAF day (issue 23 §3, decision 044) of an edital graded 0–10: from the
 * trend of the candidate's simulations, with its band, the test that weighs most, and always
 * labelled an estimate. Nothing is shown until there is a sex, a TAF date ahead and a result of
 * every test.
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
  return chance ? <ChanceView chance={chance} /> : null;
}

/**
 * The same card for an exam: each eliminatory test's marks against its pass mark (the pass marks
 * the simulations stored), once there is a TAF date ahead.
 */
export function ExamChanceCard({ tests }: { tests: readonly ExamUserTest[] }) {
  const profile = useFullProfile();
  const chance = useMemo(() => examChanceOf(tests, profile.data), [tests, profile.data]);
  if (!chance) return null;
  const hasPoints = tests[0]?.json_resultado.pontos != null;
  return (
    <ChanceView
      chance={chance}
      note={
        hasPoints
          ? 'Considera o mínimo de cada prova; a pontuação mínima do concurso não entra nesta estimativa.'
          : null
      }
    />
  );
}

function ChanceView({ chance, note = null }: { chance: ExamChance; note?: string | null }) {
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
        {note ? <p className="text-muted-foreground text-xs">{note}</p> : null}
      </CardContent>
    </Card>
  );
}

import { DEFAULT_EDITAL_ID } from '@prontidao/domain/scoring/editais/catalog';
import { ChanceCard, ExamChanceCard } from '@/components/taf-chance/chance-card';
import { useFullProfile } from '@/lib/queries/profile';
import { type ExamUserTest, gradedTests, isGradedResult, useUserTests } from '@/lib/queries/taf';

/**
 * 'Chance de aprovação' on the dashboard (issue 23 §3): the same estimate as the progress page, of
 * the candidate's current edital or exam; nothing until there is enough to estimate.
 */
export function ChanceSummaryCard() {
  const profile = useFullProfile();
  const tests = useUserTests();
  if (!profile.data || !tests.data) return null;
  const editalId = profile.data.edital_id ?? DEFAULT_EDITAL_ID;
  const exam = tests.data.filter(
    (test): test is ExamUserTest =>
      !isGradedResult(test.json_resultado) && test.json_resultado.edital.id === editalId,
  );
  if (exam.length > 0) return <ExamChanceCard tests={exam} />;
  const graded = gradedTests(tests.data).filter(
    (test) => (test.json_resultado.edital?.id ?? editalId) === editalId,
  );
  // Without a simulation of the edital there is nothing to estimate: no call for its tables either.
  return graded.length > 0 ? <ChanceCard tests={graded} /> : null;
}

import { DEFAULT_EDITAL_ID } from '@prontidao/domain/scoring/editais/catalog';
import type { ReactNode } from 'react';
import { ChanceCard, ExamChanceCard } from '@/components/taf-chance/chance-card';
import { useOnScreen } from '@/hooks/use-on-screen';
import { useFullProfile } from '@/lib/queries/profile';
import { type ExamUserTest, gradedTests, isGradedResult, useUserTests } from '@/lib/queries/taf';

/**
 * The estimate grades thousands of drawn simulations (decision 044): below a phone's first screen it
 * is computed when the person scrolls to it, not while the dashboard starts (the mobile bench's
 * blocking time doubled with it computed at once).
 */
function OnScreen({ children }: { children: ReactNode }) {
  const [ref, isOnScreen] = useOnScreen<HTMLDivElement>();
  return isOnScreen ? children : <div ref={ref} className="min-h-40" aria-hidden="true" />;
}

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
  if (exam.length > 0)
    return (
      <OnScreen>
        <ExamChanceCard tests={exam} />
      </OnScreen>
    );
  const graded = gradedTests(tests.data).filter(
    (test) => (test.json_resultado.edital?.id ?? editalId) === editalId,
  );
  // Without a simulation of the edital there is nothing to estimate: no call for its tables either.
  return graded.length > 0 ? (
    <OnScreen>
      <ChanceCard tests={graded} />
    </OnScreen>
  ) : null;
}

import type { EditalSummary, UserTest } from '@/lib/queries/taf';
import { ExamSimulationForm } from './exam-simulation-form';
import { IncompleteExamNotice } from './incomplete-exam-notice';
import { fieldsFor } from './simulation-fields';
import { SimulationForm } from './simulation-form';

export interface SimulationFormForProps {
  edital: EditalSummary;
  /** Null until the profile says it: the form shows (disabled) as for a man. */
  sex: 'M' | 'F' | null;
  disabled: boolean;
  onSaved: (test: UserTest) => void;
}

/** The form of the chosen edital: bar, run and swim graded 0–10, or one input per test of an exam. */
export function SimulationFormFor({ edital, sex, disabled, onSaved }: SimulationFormForProps) {
  if (edital.format === 'exam' && edital.completeness === 'partial') {
    return <IncompleteExamNotice exam={edital} sex={sex ?? 'M'} />;
  }
  if (edital.format === 'exam') {
    return (
      <ExamSimulationForm
        key={`${edital.id}:${sex ?? 'sem-sexo'}`}
        exam={edital}
        sex={sex ?? 'M'}
        disabled={disabled}
        onSaved={onSaved}
      />
    );
  }
  return (
    <SimulationForm
      key={sex ? String(fieldsFor(edital, sex).isHang) : 'sem-sexo'}
      edital={edital}
      sex={sex ?? 'M'}
      disabled={disabled}
      onSaved={onSaved}
    />
  );
}

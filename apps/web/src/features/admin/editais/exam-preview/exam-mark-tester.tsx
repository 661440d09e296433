import { formatExamMark } from '@prontidao/domain/exams/exam-marks';
import type { Exam, ExamSex } from '@prontidao/domain/exams/exam-schema';
import type { EventResult, ExamResult } from '@prontidao/domain/exams/grade-exam';
import { formatNumber } from '@prontidao/domain/format/number';
import { SEX_LABELS } from '@prontidao/domain/profile/sex';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '../../native-select';
import { type MarkTest, type MarkTestOutcome, useMarkTest } from './use-mark-test';

const points = (value: number) => formatNumber(value, { maxDecimals: 2 });

/** Under a mark: passes or not, by how much, and its points. */
function verdictOf(result: EventResult): string {
  const parts = [result.passed ? 'Passa' : 'Não passa'];
  if (result.marginText) parts[0] += `: ${result.marginText}`;
  if (result.points !== null) parts.push(`${points(result.points)} pontos`);
  return parts.join(' · ');
}

/** 'Testar marcas': the admin types marks and sees, before publishing, how candidates are graded. */
export function ExamMarkTester({ exam }: { exam: Exam }) {
  const id = useId();
  const test = useMarkTest(exam);
  if (exam.completeness !== 'complete') {
    return (
      <section aria-labelledby={id} className="grid gap-2 rounded-md border border-dashed p-3">
        <h3 id={id} className="font-semibold">
          Testar marcas
        </h3>
        <p className="text-muted-foreground text-sm">
          Tabela incompleta: com os índices dos dois sexos em todos os testes, dá para testar marcas aqui.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-4 rounded-md border p-3 sm:p-4">
      <h3 id={id} className="font-semibold">
        Testar marcas
      </h3>
      <p className="text-muted-foreground text-sm">
        Digite marcas como um candidato: o resultado sai pela mesma regra dos simulados.
      </p>
      <MarkInputs id={id} test={test} />
      <div role="status" className="min-w-0">
        <OutcomeView exam={exam} outcome={test.outcome} />
      </div>
    </section>
  );
}

/** Who is tested (sex, and age where the exam has age bands), and a mark per event. */
function MarkInputs({ id, test }: { id: string; test: MarkTest }) {
  return (
    <div className="grid min-w-0 gap-4 sm:grid-cols-2">
      <FormField id={`${id}-sexo`} label="Sexo">
        <NativeSelect value={test.sex} onChange={(event) => test.setSex(event.target.value as ExamSex)}>
          <option value="M">{SEX_LABELS.M}</option>
          <option value="F">{SEX_LABELS.F}</option>
        </NativeSelect>
      </FormField>
      {test.needsAge ? (
        <FormField id={`${id}-idade`} label="Idade (anos)">
          <Input inputMode="numeric" value={test.age} onChange={(event) => test.setAge(event.target.value)} />
        </FormField>
      ) : null}
      {test.inputs.map((input) => (
        <FormField
          key={input.key}
          id={`${id}-${input.key}`}
          label={input.label}
          error={input.error}
          description={input.result ? verdictOf(input.result) : undefined}
        >
          <Input
            inputMode="decimal"
            value={input.text}
            onChange={(event) => test.setMark(input.key, event.target.value)}
          />
        </FormField>
      ))}
    </div>
  );
}

function OutcomeView({ exam, outcome }: { exam: Exam; outcome: MarkTestOutcome }) {
  if (outcome.kind === 'waiting') return <p className="text-muted-foreground text-sm">{outcome.message}</p>;
  if (outcome.kind === 'refused') {
    return (
      <ul className="grid list-disc gap-1 ps-5 text-destructive text-sm">
        {outcome.messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    );
  }
  return <ResultView exam={exam} result={outcome.result} />;
}

function ResultView({ exam, result }: { exam: Exam; result: ExamResult }) {
  const windowOf = (key: string) => exam.events.find((event) => event.key === key)?.timeWindowS;
  return (
    <div className="grid min-w-0 gap-2 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        Resultado:{' '}
        <Badge variant={result.apto ? 'success' : 'destructive'}>{result.apto ? 'Apto' : 'Inapto'}</Badge>
      </p>
      <ul className="grid gap-1">
        {result.events.map((event) => (
          <li key={event.key}>
            {event.label}: {formatExamMark(event.measure, event.mark, windowOf(event.key))} —{' '}
            {verdictOf(event)}
          </li>
        ))}
      </ul>
      {result.aggregate ? (
        <p>
          {result.aggregate.kind === 'sum' ? 'Soma' : 'Média'} dos pontos: {points(result.aggregate.value)}{' '}
          (mínimo {points(result.aggregate.minimum)})
        </p>
      ) : null}
      {result.reasons.length > 0 ? (
        <ul aria-label="Motivos" className="grid list-disc gap-1 ps-5">
          {result.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      {[result.sourceNote, result.tieBreakNote].filter(Boolean).map((note) => (
        <p key={note} className="text-muted-foreground">
          {note}
        </p>
      ))}
    </div>
  );
}

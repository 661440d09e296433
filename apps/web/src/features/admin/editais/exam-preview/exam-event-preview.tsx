import { formatExamMark } from '@prontidao/domain/exams/exam-marks';
import {
  type ExamEvent,
  type ExamSex,
  type ExamStandard,
  isLowerBetter,
} from '@prontidao/domain/exams/exam-schema';
import { passMarkOf } from '@prontidao/domain/exams/points';
import { formatNumber } from '@prontidao/domain/format/number';
import { SEX_LABELS } from '@prontidao/domain/profile/sex';
import { useId } from 'react';
import { CERTAINTY_LABELS } from '../exam-labels';
import { PointsTable } from './points-table';

const SEXES: readonly ExamSex[] = ['M', 'F'];

/** The mark that passes, as a candidate reads it: '13 repetições ou mais', '8,25 s ou menos'. */
export function passText(event: ExamEvent, standard: ExamStandard): string {
  const mark = passMarkOf(standard);
  if (mark === null) return 'Qualquer marca: o teste só dá pontos';
  const text = formatExamMark(standard.measure, mark, event.timeWindowS);
  return `${text} ${isLowerBetter(standard.measure) ? 'ou menos' : 'ou mais'}`;
}

function metaOf(event: ExamEvent): string {
  const parts = [
    event.eliminatory ? 'Eliminatório' : 'Classificatório',
    event.attempts === 1 ? '1 tentativa' : `${event.attempts} tentativas`,
  ];
  if (event.retest) parts.push('com reteste');
  parts.push(CERTAINTY_LABELS[event.certainty]);
  return parts.join(' · ');
}

/** One event: how it is done and counted, then what each sex must do. */
export function ExamEventPreview({ event }: { event: ExamEvent }) {
  const id = useId();
  return (
    <section className="grid min-w-0 gap-3" aria-labelledby={id}>
      <h3 id={id} className="font-semibold">
        {event.label}{' '}
        <span className="font-normal font-mono text-muted-foreground text-sm">({event.key})</span>
      </h3>
      <p className="text-muted-foreground text-xs">{metaOf(event)}</p>
      <div className="grid min-w-0 gap-3 md:grid-cols-2">
        {SEXES.map((sex) => (
          <SexPreview key={sex} event={event} sex={sex} />
        ))}
      </div>
    </section>
  );
}

function SexPreview({ event, sex }: { event: ExamEvent; sex: ExamSex }) {
  const standards = event.standards.filter((standard) => standard.sex === sex);
  if (standards.length === 0) {
    return (
      <div className="rounded-md border border-dashed p-3 text-sm">
        <p className="font-medium">
          {event.label} — {SEX_LABELS[sex]}
        </p>
        <p className="text-muted-foreground">Sem índice (tabela incompleta).</p>
      </div>
    );
  }
  return (
    <>
      {standards.map((standard, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a sex's standards have no id; their order is fixed
        <StandardPreview key={index} event={event} standard={standard} />
      ))}
    </>
  );
}

function StandardPreview({ event, standard }: { event: ExamEvent; standard: ExamStandard }) {
  const age = standard.ageBand ? ` · ${standard.ageBand.min} a ${standard.ageBand.max} anos` : '';
  const title = `${standard.variant ?? event.label} — ${SEX_LABELS[standard.sex]}${age}`;
  return (
    <div className="grid min-w-0 gap-2 rounded-md border p-3">
      <p className="font-medium text-sm">{title}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Para passar</dt>
        <dd className="tabular-nums">{passText(event, standard)}</dd>
        {standard.minimumPoints !== undefined ? (
          <>
            <dt className="text-muted-foreground">Pontuação mínima</dt>
            <dd className="tabular-nums">{formatNumber(standard.minimumPoints, { maxDecimals: 2 })}</dd>
          </>
        ) : null}
      </dl>
      {standard.bands ? <PointsTable caption={title} standard={standard} /> : null}
    </div>
  );
}

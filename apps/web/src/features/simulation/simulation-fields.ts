import { parseMinutesSeconds } from '@prontidao/domain/scoring/simulation-input';
import { ApiError } from '@/lib/api-error';
import type { EditalSummary } from '@/lib/queries/taf';

export type FieldName = 'bar' | 'run' | 'swim';
export type FieldValues = Record<FieldName, string>;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const FIELD_NAMES: readonly FieldName[] = ['bar', 'run', 'swim'];
export const FIELD_IDS: Record<FieldName, string> = {
  bar: 'simulado-barra',
  run: 'simulado-corrida',
  swim: 'simulado-natacao',
};
const KEY_PREFIX: Record<FieldName, string> = { bar: 'barra', run: 'corrida', swim: 'natacao' };

export const INVALID_TIME = 'Tempo inválido (use MM:SS)';

/** A typed "MM:SS" in seconds; undefined when malformed or zero. */
export function parseTime(text: string): number | undefined {
  const seconds = parseMinutesSeconds(text);
  return seconds ? seconds : undefined;
}

/** The form's labels and the bar's measure, as the edital says for the candidate's sex. */
export function fieldsFor(edital: EditalSummary, sex: 'M' | 'F') {
  const find = (field: FieldName) => edital.tests.find((test) => test.key.startsWith(KEY_PREFIX[field]));
  const isHang = find('bar')?.measures[sex] === 'seconds_hang';
  return {
    isHang,
    labels: {
      bar: isHang ? 'Barra isométrica (segundos)' : 'Barra (repetições)',
      run: `${find('run')?.label ?? 'Corrida 2400 m'} (MM:SS)`,
      swim: `${find('swim')?.label ?? 'Natação 100 m'} (MM:SS)`,
    } satisfies Record<FieldName, string>,
  };
}

/** Field errors from the server's issues (paths are input names or test keys). */
export function errorsFromApi(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = FIELD_NAMES.find((name) => issue.path.startsWith(KEY_PREFIX[name]));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

import { ApiError } from '@/lib/api-error';
import type { EditalSummary } from '@/lib/queries/taf';

export type FieldName = 'bar' | 'run' | 'swim';

export const FIELD_NAMES: readonly FieldName[] = ['bar', 'run', 'swim'];
export const FIELD_IDS: Record<FieldName, string> = {
  bar: 'simulado-barra',
  run: 'simulado-corrida',
  swim: 'simulado-natacao',
};
const KEY_PREFIX: Record<FieldName, string> = { bar: 'barra', run: 'corrida', swim: 'natacao' };

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

/** The server's field issues (paths are input names or test keys) as [field, message], first per field. */
export function fieldIssues(error: unknown): [FieldName, string][] {
  if (!(error instanceof ApiError)) return [];
  const found = new Map<FieldName, string>();
  for (const issue of error.issues) {
    const field = FIELD_NAMES.find((name) => issue.path.startsWith(KEY_PREFIX[name]));
    if (field && !found.has(field)) found.set(field, issue.message);
  }
  return [...found];
}

import { turmaEditSchema, turmaFieldsSchema } from '@prontidao/domain/turmas/turma-input';
import type { TurmaEditInput, TurmaFieldsInput } from './api/turmas';

// The turma form's values (text as typed), checked with the server's own schemas.

export interface TurmaFormValues {
  name: string;
  editalId: string | null;
  tafDate: string;
  description: string;
}
export type TurmaFormField = keyof TurmaFormValues;
export type TurmaFormErrors = Partial<Record<TurmaFormField, string>>;

export const EMPTY_TURMA: TurmaFormValues = { name: '', editalId: null, tafDate: '', description: '' };

export const turmaFormValuesOf = (turma: {
  name: string;
  edital_id: string | null;
  taf_date: string | null;
  description: string | null;
}): TurmaFormValues => ({
  name: turma.name,
  editalId: turma.edital_id,
  tafDate: turma.taf_date ?? '',
  description: turma.description ?? '',
});

const FIELD_OF: Record<string, TurmaFormField> = {
  name: 'name',
  edital_id: 'editalId',
  taf_date: 'tafDate',
  description: 'description',
};

/** Issues named like the call's fields (the schema's or the server's), the first of each field. */
export function turmaFormErrors(
  issues: readonly { path: string | readonly PropertyKey[]; message: string }[],
): TurmaFormErrors {
  const errors: TurmaFormErrors = {};
  for (const issue of issues) {
    const head = typeof issue.path === 'string' ? issue.path.split('.')[0] : issue.path[0];
    const field = FIELD_OF[String(head ?? '')];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const fieldsOf = (values: TurmaFormValues) => ({
  name: values.name,
  edital_id: values.editalId,
  taf_date: values.tafDate.trim() === '' ? null : values.tafDate,
  description: values.description.trim() === '' ? null : values.description,
});

type Checked<T> = { input: T } | { errors: TurmaFormErrors };

/** A new turma: the TAF date, if given, is today or later. */
export function checkNewTurma(values: TurmaFormValues, today?: () => string): Checked<TurmaFieldsInput> {
  const parsed = turmaFieldsSchema(today).safeParse(fieldsOf(values));
  return parsed.success ? { input: parsed.data } : { errors: turmaFormErrors(parsed.error.issues) };
}

/** An edit may keep a TAF date already past; a description emptied is cleared. */
export function checkTurmaEdit(
  id: string,
  values: TurmaFormValues,
): Checked<Omit<TurmaEditInput, 'id'> & { id: string }> {
  const parsed = turmaEditSchema().safeParse(fieldsOf(values));
  return parsed.success
    ? { input: { id, ...parsed.data } }
    : { errors: turmaFormErrors(parsed.error.issues) };
}

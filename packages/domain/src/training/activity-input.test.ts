import { describe, expect, it } from 'vitest';
import { INVISIBLE_CHARACTERS } from '../text/safe-text';
import { InsertTrainingActivitySchema, NOTES_MAX, UpdateTrainingActivitySchema } from './activity-input';

const bar = (p_notes: unknown) => ({ p_activity_type: 'BARRA', p_value_primary: 10, p_notes });

const notesOf = (p_notes: unknown) => InsertTrainingActivitySchema.parse(bar(p_notes)).p_notes;

const notesIssue = (p_notes: unknown) => {
  const result = InsertTrainingActivitySchema.safeParse(bar(p_notes));
  expect(result.success).toBe(false);
  return result.error?.issues.find((issue) => issue.path[0] === 'p_notes')?.message;
};

describe('training notes (insert_training_activity / update_training_activity)', () => {
  it('accepts what Enter types in the form: line breaks and tabs read as one space', () => {
    expect(notesOf('Pegada pronada\nÚltima série com falha')).toBe('Pegada pronada Última série com falha');
    expect(notesOf('Linha 1\r\nLinha 2\rLinha 3')).toBe('Linha 1 Linha 2 Linha 3');
    expect(notesOf('Aquecimento\n\n\tSéries\t3x10\n')).toBe('Aquecimento Séries 3x10');
    expect(
      UpdateTrainingActivitySchema.parse({ ...bar('a\nb'), id: '0b8c9a5e-3f0e-4a53-9d6e-2f1c1a7b9e10' })
        .p_notes,
    ).toBe('a b');
  });

  it('keeps the free-text rules: trimmed, NFC, other control and invisible characters refused', () => {
    expect(notesOf('  Jose\u0301 🔥  ')).toBe('José 🔥');
    expect(notesIssue('a\u0000b')).toBe(INVISIBLE_CHARACTERS);
    expect(notesIssue('a\u0007\nb')).toBe(INVISIBLE_CHARACTERS);
    expect(notesIssue('Ana\u202Egnp')).toBe(INVISIBLE_CHARACTERS);
    expect(notesIssue(42)).toBe('Observações inválidas.');
  });

  it('counts the limit on the normalized text, and notes stay optional', () => {
    expect(notesOf(`${'a'.repeat(NOTES_MAX - 1)}\r\n`)).toHaveLength(NOTES_MAX - 1);
    expect(notesIssue('a'.repeat(NOTES_MAX + 1))).toBe(
      `As observações têm no máximo ${NOTES_MAX} caracteres.`,
    );
    expect(notesOf(null)).toBeNull();
    expect(notesOf(undefined)).toBeUndefined();
    expect(notesOf('\n\n')).toBe('');
  });
});

describe('the TAF exercise params (decision 046)', () => {
  const issuesOf = (input: Record<string, unknown>) => {
    const result = InsertTrainingActivitySchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('reads p_exercise and p_sets for an EXERCISE, a shuttle run without a primary', () => {
    expect(
      InsertTrainingActivitySchema.parse({
        p_activity_type: 'EXERCISE',
        p_exercise: 'shuttle_run',
        p_value_secondary: 9.8,
      }),
    ).toMatchObject({ p_exercise: 'shuttle_run', p_value_secondary: 9.8 });
    expect(
      InsertTrainingActivitySchema.parse({
        p_activity_type: 'EXERCISE',
        p_exercise: 'flexao',
        p_value_primary: 35,
        p_sets: 2,
      }),
    ).toMatchObject({ p_exercise: 'flexao', p_sets: 2 });
  });

  it('refuses an unknown kind, a missing one, and the params on the other types', () => {
    expect(issuesOf({ p_activity_type: 'EXERCISE', p_exercise: 'burpee', p_value_primary: 10 })).toEqual([
      ['p_exercise', 'Exercício do TAF inválido.'],
    ]);
    expect(issuesOf({ p_activity_type: 'EXERCISE', p_value_primary: 10 })).toEqual([
      ['p_exercise', 'Escolha o exercício do TAF.'],
    ]);
    expect(issuesOf({ p_activity_type: 'BARRA', p_value_primary: 10, p_sets: 2 })).toEqual([
      ['p_exercise', 'Exercício e séries valem só para um exercício do TAF.'],
    ]);
  });
});

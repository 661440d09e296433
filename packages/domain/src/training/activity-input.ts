import { z } from 'zod';
import { APP_TIME_ZONE, calendarDate } from '../dates/time-zone';
import { safeText } from '../text/safe-text';
import { checkActivityPlausibility } from './activity-plausibility';
import { MANUAL_ACTIVITY_TYPES } from './activity-types';
import { EXERCISE_KINDS } from './exercise-kinds';

// The input of insert_training_activity / update_training_activity (spec §7 names kept).

export const REPS_MESSAGE = 'Insira um número válido de repetições.';
export const DISTANCE_TIME_REQUIRED = 'Preencha distância e tempo.';
export const DISTANCE_TIME_INVALID = 'Insira valores válidos para distância e tempo.';
export const NOTES_MAX = 1000;
export const EARLIEST_WORKOUT_DATE = '2000-01-01';

const isoDate = z
  .string({ error: 'Data inválida.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida. Use o formato AAAA-MM-DD.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Data inválida.');

const NOTES_INVALID = 'Observações inválidas.';

/**
 * The notes as typed in a textarea (Enter makes a new line): line breaks and tabs read as one space,
 * then the free-text rules of safeText, which refuse every other control character. The form sends
 * the notes as typed and the server reads them here, so both agree (as the technique observation).
 */
export const NotesText = z
  .string({ error: NOTES_INVALID })
  .transform((value) => value.replace(/[\r\n\t]+/g, ' '))
  .pipe(safeText(NOTES_INVALID))
  .pipe(z.string().max(NOTES_MAX, `As observações têm no máximo ${NOTES_MAX} caracteres.`));

const ActivityFields = z.object({
  p_activity_type: z.enum(MANUAL_ACTIVITY_TYPES, { error: 'Tipo de treino inválido.' }),
  /** Metres (RUN, SWIM) or repetitions (BARRA); for an EXERCISE, EXERCISE_SHAPES says. */
  p_value_primary: z.number({ error: DISTANCE_TIME_INVALID }).finite().nullish(),
  /** Moving time in seconds (RUN, SWIM); an EXERCISE's clock (sprint, shuttle run, timed série). */
  p_value_secondary: z.number({ error: DISTANCE_TIME_INVALID }).finite().nullish(),
  /** EXERCISE only: which TAF exercise (decision 046). */
  p_exercise: z.enum(EXERCISE_KINDS, { error: 'Exercício do TAF inválido.' }).nullish(),
  /** EXERCISE only, optional: séries, holds or tiros. */
  p_sets: z.number({ error: 'Número de séries inválido.' }).finite().nullish(),
  p_notes: NotesText.nullish(),
  p_duration_minutes: z
    .number({ error: 'Duração inválida.' })
    .int('A duração é em minutos inteiros.')
    .min(1, 'A duração mínima é 1 minuto.')
    .max(1440, 'A duração máxima é 24 horas.')
    .nullish(),
  /** 'YYYY-MM-DD' in São Paulo; today when absent. */
  p_workout_date: isoDate.nullish(),
});

type Fields = z.infer<typeof ActivityFields>;

function checkFields(value: Fields, ctx: z.RefinementCtx): void {
  const today = calendarDate(new Date(), APP_TIME_ZONE);
  if (value.p_workout_date && value.p_workout_date > today) {
    ctx.addIssue({
      code: 'custom',
      path: ['p_workout_date'],
      message: 'A data do treino não pode estar no futuro.',
    });
  }
  if (value.p_workout_date && value.p_workout_date < EARLIEST_WORKOUT_DATE) {
    ctx.addIssue({
      code: 'custom',
      path: ['p_workout_date'],
      message: 'A data do treino não pode ser anterior a 2000.',
    });
  }
  const result = checkActivityPlausibility({
    type: value.p_activity_type,
    primary: value.p_value_primary ?? null,
    secondary: value.p_value_secondary ?? null,
    exercise: value.p_exercise ?? null,
    sets: value.p_sets ?? null,
  });
  if (!result.ok) ctx.addIssue({ code: 'custom', path: [result.field], message: result.message });
}

export const InsertTrainingActivitySchema = ActivityFields.extend({
  /** Idempotency key made on the device: a retried send (offline queue) writes once. */
  p_client_key: z.uuid({ error: 'Chave do treino inválida.' }).nullish(),
})
  .strict()
  .superRefine(checkFields);
export type InsertTrainingActivityInput = z.infer<typeof InsertTrainingActivitySchema>;

/** An activity's id (a UUID); anything else is refused before it reaches the database. */
export const ActivityId = z.uuid({ error: 'Treino não encontrado.' });

export const UpdateTrainingActivitySchema = ActivityFields.extend({
  id: ActivityId,
})
  .strict()
  .superRefine(checkFields);
export type UpdateTrainingActivityInput = z.infer<typeof UpdateTrainingActivitySchema>;

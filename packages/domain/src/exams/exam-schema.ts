import { z } from 'zod';

// An exam (concurso) is data: its events, and for each sex (and age band where the exam has one)
// the mark that passes, or banded points with a minimum. Issue 23 §1; decision 044.

export const ExamSexSchema = z.enum(['M', 'F'], { error: 'Sexo inválido: use "M" ou "F"' });
export type ExamSex = z.infer<typeof ExamSexSchema>;

/**
 * How an event is measured. The direction follows from it: only a time over a distance is better
 * lower; repetitions, seconds held, metres in a time window and centimetres are better higher.
 */
export const ExamMeasureSchema = z.enum(
  ['reps', 'seconds_time', 'seconds_hang', 'metres_in_time', 'centimetres'],
  { error: 'Medida desconhecida: use reps, seconds_time, seconds_hang, metres_in_time ou centimetres' },
);
export type ExamMeasure = z.infer<typeof ExamMeasureSchema>;

export const isLowerBetter = (measure: ExamMeasure) => measure === 'seconds_time';

/** How sure a number is: the edital itself, a page quoting it, or unclear. */
export const CertaintySchema = z.enum(['exact', 'secondary', 'unclear'], {
  error: 'Certeza desconhecida: use exact, secondary ou unclear',
});
export type Certainty = z.infer<typeof CertaintySchema>;

const mark = (what: string) =>
  z
    .number({ error: `${what} deve ser um número` })
    .nonnegative(`${what} não pode ser negativo`)
    .max(100_000, `${what} deve ser no máximo 100000`);

export const PointsBandSchema = z.object({
  lower: mark('O limite inferior').optional(),
  upper: mark('O limite superior').optional(),
  points: mark('A pontuação'),
});
export type PointsBand = z.infer<typeof PointsBandSchema>;

export const AgeRangeSchema = z
  .object({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() })
  .refine((band) => band.min <= band.max, { message: 'A faixa etária tem "min" maior que "max"' });

/**
 * What one sex (in one age band) must do in one event: a pass mark (`threshold`: at least, or at
 * most for a time), banded `points` with an optional per-test minimum, or both.
 */
export const ExamStandardSchema = z
  .object({
    sex: ExamSexSchema,
    ageBand: AgeRangeSchema.optional(),
    measure: ExamMeasureSchema,
    /** The event's name for this sex when it differs (isometria where men do pull-ups). */
    variant: z.string().trim().min(1).optional(),
    threshold: mark('A marca mínima').optional(),
    bands: z
      .array(PointsBandSchema)
      .min(2, 'A tabela por faixas precisa de pelo menos duas faixas')
      .optional(),
    minimumPoints: mark('A pontuação mínima').optional(),
  })
  .refine((standard) => standard.threshold !== undefined || standard.bands !== undefined, {
    message: 'Informe a marca mínima ou a tabela de pontos',
  })
  .refine(
    (standard) =>
      standard.minimumPoints === undefined ||
      (standard.bands ?? []).some((band) => band.points >= (standard.minimumPoints ?? 0)),
    { message: 'Nenhuma faixa da tabela alcança a pontuação mínima', path: ['minimumPoints'] },
  );
export type ExamStandard = z.infer<typeof ExamStandardSchema>;

export const ExamEventSchema = z.object({
  key: z
    .string()
    .regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/, 'A chave do teste deve ser snake_case (ex.: corrida_12min)'),
  label: z.string().trim().min(1, 'Informe o nome do teste'),
  distanceM: z.number().positive().optional(),
  /** The window the event is done in (12-minute run: 720; abdominal in 1 minute: 60). */
  timeWindowS: z.number().positive().optional(),
  /** Eliminatory (the default) or only classificatory. */
  eliminatory: z.boolean().default(true),
  /** Tries on the day: the best one counts. */
  attempts: z.number().int().min(1).max(5).default(1),
  /** A second day for a failed event. */
  retest: z.boolean().default(false),
  certainty: CertaintySchema,
  source: z.url({ error: 'A fonte deve ser um endereço (URL)' }),
  /** Execution rules as published, in pt-BR or as the source gives them. */
  rules: z.string().optional(),
  /** Empty while the exam is partial: nobody is graded on an event without its numbers. */
  standards: z.array(ExamStandardSchema),
});
export type ExamEvent = z.infer<typeof ExamEventSchema>;

export const ExamSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'O id deve ser um slug (minúsculas, números e hífens)'),
  version: z.number().int().positive(),
  name: z.string().trim().min(1),
  /** Short, for lists and the profile: 'PMESP — Soldado (2025)'. */
  shortName: z.string().trim().min(1),
  body: z.string().trim().min(1),
  /** The state (UF) of the corporation; none for a federal force. */
  uf: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  year: z.number().int().min(1990).max(2100).optional(),
  cargos: z.array(z.string().trim().min(1)).min(1),
  sources: z.array(z.url()).min(1),
  completeness: z.enum(['complete', 'partial']),
  /** Over the events' points: a sum or an average to reach, besides each event's own minimum. */
  aggregate: z
    .object({
      kind: z.enum(['sum', 'average']),
      minimum: mark('O mínimo'),
    })
    .optional(),
  /** The TAF score breaks ties in the classification; it never changes apto. */
  tieBreak: z.boolean().default(false),
  events: z.array(ExamEventSchema).min(1),
});
export type Exam = z.infer<typeof ExamSchema>;
export type ExamInput = z.input<typeof ExamSchema>;

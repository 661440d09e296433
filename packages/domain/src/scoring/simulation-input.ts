import { z } from 'zod';
import { SEXES } from '../profile/sex';

const seconds = (what: string, max: number) =>
  z
    .number({ error: `Informe o tempo de ${what} em segundos.` })
    .positive(`O tempo de ${what} deve ser positivo.`)
    .max(max, `Tempo de ${what} acima do possível.`);

const MarksSchema = z
  .record(
    z.string().regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/, 'Chave de teste inválida (ex.: corrida_12min).'),
    z
      .number({ error: 'Cada resultado deve ser um número.' })
      .min(0, 'Um resultado não pode ser negativo.')
      .max(100_000, 'Resultado acima do possível.'),
  )
  .refine((marks) => Object.keys(marks).length >= 1, 'Informe pelo menos um resultado.')
  .refine((marks) => Object.keys(marks).length <= 20, 'No máximo 20 resultados por simulado.');

/**
 * save_user_test's input (spec names). Sex and cargo come from the candidate's profile: the
 * params are accepted for compatibility and ignored. The bar is reps or hang seconds, as the
 * edital says for the candidate's sex. `p_marks` takes any exam's events by test key (seconds,
 * repetitions, metres or centimetres); without it, the three classic tests are required.
 */
export const SaveUserTestSchema = z
  .object({
    cargo_param: z.string().max(32).optional(),
    sexo_param: z.enum(SEXES).optional(),
    barra_reps_param: z
      .number({ error: 'Informe as repetições na barra.' })
      .int('As repetições devem ser um número inteiro.')
      .min(0, 'As repetições não podem ser negativas.')
      .max(100, 'Repetições acima do possível.')
      .optional(),
    barra_seg_param: z
      .number({ error: 'Informe o tempo na barra em segundos.' })
      .min(0, 'O tempo na barra não pode ser negativo.')
      .max(600, 'Tempo na barra acima do possível.')
      .optional(),
    corrida_tempo_seg_param: seconds('corrida', 3600).optional(),
    natacao_tempo_seg_param: seconds('natação', 1200).optional(),
    p_marks: MarksSchema.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const bothBars = v.barra_reps_param !== undefined && v.barra_seg_param !== undefined;
    const noBar = v.barra_reps_param === undefined && v.barra_seg_param === undefined;
    if (bothBars || (noBar && v.p_marks === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Informe a barra em repetições ou em segundos (uma das duas).',
        path: ['barra_reps_param'],
      });
    }
    if (v.p_marks !== undefined) return;
    if (v.corrida_tempo_seg_param === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'Informe o tempo de corrida em segundos.',
        path: ['corrida_tempo_seg_param'],
      });
    }
    if (v.natacao_tempo_seg_param === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'Informe o tempo de natação em segundos.',
        path: ['natacao_tempo_seg_param'],
      });
    }
  });
export type SaveUserTestInput = z.infer<typeof SaveUserTestSchema>;

/** "MM:SS" typed in the form → seconds; digits only, the colon added automatically. */
export function parseMinutesSeconds(text: string): number | undefined {
  const match = /^(\d{1,2}):([0-5]\d)$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Keeps up to 4 digits and inserts the colon before the last two: "1234" → "12:34". */
export function maskMinutesSeconds(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, -2)}:${digits.slice(-2)}`;
}

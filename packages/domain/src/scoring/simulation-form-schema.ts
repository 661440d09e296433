import { z } from 'zod';
import { parseMinutesSeconds } from './simulation-input';

// The simulation form as typed: the bar as whole digits, the times as 'MM:SS' (the colon added by
// maskMinutesSeconds). The output is what save_user_test needs, in seconds.

export const REQUIRED_FIELD = 'Campo obrigatório.';
export const INVALID_TIME = 'Tempo inválido (use MM:SS)';

export interface SimulationFormValues {
  bar: string;
  run: string;
  swim: string;
}

const time = z
  .string()
  .trim()
  .min(1, REQUIRED_FIELD)
  .transform((text, ctx) => {
    const seconds = parseMinutesSeconds(text);
    if (seconds) return seconds;
    ctx.addIssue({ code: 'custom', message: INVALID_TIME });
    return z.NEVER;
  });

export const SimulationFormSchema = z.object({
  bar: z
    .string()
    .trim()
    .min(1, REQUIRED_FIELD)
    .regex(/^\d{1,3}$/, 'Use apenas números inteiros.')
    .transform(Number),
  run: time,
  swim: time,
});
export type SimulationFormOutput = z.output<typeof SimulationFormSchema>;

/** The spec's toast ('Campos Obrigatórios') is for blank fields; the first blank one, if any. */
export const firstBlankField = (values: SimulationFormValues): keyof SimulationFormValues | undefined =>
  (['bar', 'run', 'swim'] as const).find((field) => values[field].trim() === '');

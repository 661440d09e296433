import { z } from 'zod';
import { CARGO_CODES } from '../profile/cargos';
import { SEXES } from '../profile/sex';

// The shape of an edital document (exam edition: one scoring table per test × sex, × cargo or age
// band) and its types, before the consistency rules: edital-schema.ts adds those (its refinements
// run the checks, and the checks are typed by this file, so neither imports the other back).

export const SexSchema = z.enum(SEXES, { error: 'Sexo inválido: use "M" ou "F"' });
export type Sex = z.infer<typeof SexSchema>;

export const CargoSchema = z.enum(CARGO_CODES, {
  error: 'Cargo inválido: use OFICIAL, SARGENTO, CABO ou SOLDADO',
});
export type Cargo = z.infer<typeof CargoSchema>;

export const MeasureSchema = z.enum(['reps', 'seconds_hang', 'seconds_time'], {
  error: 'Medida desconhecida: use "reps", "seconds_hang" ou "seconds_time"',
});
export type Measure = z.infer<typeof MeasureSchema>;

export const BetterSchema = z.enum(['higher', 'lower'], { error: 'Use "higher" ou "lower" em "better"' });
export type Better = z.infer<typeof BetterSchema>;

const finiteNumber = (what: string) => z.number({ error: `${what} deve ser um número` });

/** No TAF mark (seconds or repetitions) comes near this: larger anchors only break the arithmetic. */
export const MAX_MARK = 100_000;
const mark = (what: string) =>
  finiteNumber(what)
    .nonnegative(`${what} não pode ser negativa`)
    .max(MAX_MARK, `${what} deve ser no máximo ${MAX_MARK}`);

export const AgeBandSchema = z
  .object({
    min: finiteNumber('A idade mínima')
      .int('A idade deve ser inteira')
      .nonnegative('A idade não pode ser negativa'),
    max: finiteNumber('A idade máxima')
      .int('A idade deve ser inteira')
      .nonnegative('A idade não pode ser negativa'),
  })
  .refine((band) => band.min <= band.max, {
    message: 'A faixa etária tem "min" maior que "max"',
    path: ['max'],
  });
export type AgeBand = z.infer<typeof AgeBandSchema>;

const tableBase = {
  sex: SexSchema,
  cargo: CargoSchema.optional(),
  ageBand: AgeBandSchema.optional(),
  measure: MeasureSchema,
  better: BetterSchema,
};

export const LinearTableShape = z.object({
  ...tableBase,
  kind: z.literal('linear'),
  minimum: mark('A marca mínima'),
  top: mark('A marca máxima'),
  step: finiteNumber('O passo')
    .min(0.01, 'O passo deve ser de pelo menos 0,01')
    .max(1, 'O passo deve ser no máximo 1')
    .default(0.25),
});
export type LinearTable = z.infer<typeof LinearTableShape>;

const bound = (what: string) =>
  finiteNumber(what)
    .int(`${what} deve ser inteiro (segundos ou repetições inteiras)`)
    .nonnegative(`${what} não pode ser negativo`)
    .max(MAX_MARK, `${what} deve ser no máximo ${MAX_MARK}`)
    .optional();

export const BandRowSchema = z.object({
  lower: bound('O limite inferior'),
  upper: bound('O limite superior'),
  points: finiteNumber('A pontuação').nonnegative('A pontuação não pode ser negativa'),
});
export type BandRow = z.infer<typeof BandRowSchema>;

export const BandsTableShape = z.object({
  ...tableBase,
  kind: z.literal('bands'),
  rows: z.array(BandRowSchema).min(2, 'A tabela por faixas precisa de pelo menos duas faixas'),
});
export type BandsTable = z.infer<typeof BandsTableShape>;

export type ScoringTable = LinearTable | BandsTable;

export const EditalTestShape = z.object({
  key: z
    .string()
    .regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/, 'A chave do teste deve ser snake_case (ex.: corrida_2400m)'),
  label: z.string().trim().min(1, 'Informe o nome do teste'),
  distanceM: finiteNumber('A distância').positive('A distância deve ser positiva').optional(),
  tables: z.array(z.discriminatedUnion('kind', [LinearTableShape, BandsTableShape])),
});
export type EditalTest = z.infer<typeof EditalTestShape>;

export const EditalShape = z.object({
  id: z
    .string()
    .max(80, 'O id pode ter no máximo 80 caracteres')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'O id deve ser um slug (minúsculas, números e hífens)'),
  version: finiteNumber('A versão')
    .int('A versão deve ser inteira')
    .positive('A versão deve ser positiva')
    .max(1_000_000, 'A versão pode ser no máximo 1000000'),
  name: z.string().trim().min(1, 'Informe o nome do edital').max(200, 'Nome do edital longo demais'),
  isEstimate: z.boolean({ error: '"isEstimate" deve ser verdadeiro ou falso' }),
  pointsScale: finiteNumber('A escala de pontos')
    .int('A escala de pontos deve ser inteira')
    .positive('A escala de pontos deve ser positiva')
    .max(10_000, 'A escala de pontos deve ser no máximo 10000'),
  tests: z.array(EditalTestShape),
});
export type Edital = z.infer<typeof EditalShape>;

import { z } from 'zod';
import { checkBandRows } from './band-checks';
import { checkEdital, checkLinearAnchors, checkMeasureDirection } from './edital-checks';
import { BandsTableShape, EditalShape, EditalTestShape, LinearTableShape } from './edital-shape';
import { checkGradeRange } from './grade-range-check';

// An edital (exam edition) is data: one scoring table per test × sex (× cargo or age band).
// Refinements reject inconsistent documents with pt-BR messages and the path of each problem. The
// shape and the types are edital-shape.ts's (the checks are typed by it: no cycle back here).

export type {
  AgeBand,
  BandRow,
  BandsTable,
  Better,
  Cargo,
  Edital,
  EditalTest,
  LinearTable,
  Measure,
  ScoringTable,
  Sex,
} from './edital-shape';
export {
  AgeBandSchema,
  BandRowSchema,
  BetterSchema,
  CargoSchema,
  MAX_MARK,
  MeasureSchema,
  SexSchema,
} from './edital-shape';

export const LinearTableSchema = LinearTableShape.superRefine((table, ctx) => {
  for (const problem of [...checkMeasureDirection(table), ...checkLinearAnchors(table)]) {
    ctx.addIssue({ code: 'custom', ...problem });
  }
});

export const BandsTableSchema = BandsTableShape.superRefine((table, ctx) => {
  for (const problem of [
    ...checkMeasureDirection(table),
    ...checkBandRows(table.rows, table.better, table.measure),
  ]) {
    ctx.addIssue({ code: 'custom', ...problem });
  }
});

export const ScoringTableSchema = z.discriminatedUnion('kind', [LinearTableSchema, BandsTableSchema], {
  error: 'Tipo de tabela desconhecido: use "linear" ou "bands"',
});

export const EditalTestSchema = EditalTestShape.extend({
  tables: z.array(ScoringTableSchema).min(1, 'O teste precisa de pelo menos uma tabela'),
});

export const EditalSchema = EditalShape.extend({
  tests: z.array(EditalTestSchema).min(1, 'O edital precisa de pelo menos um teste'),
}).superRefine((edital, ctx) => {
  const problems = checkEdital(edital);
  // Last line of defence: every mark a candidate could reach grades to a number in 0–10.
  if (problems.length === 0) problems.push(...checkGradeRange(edital));
  for (const problem of problems) ctx.addIssue({ code: 'custom', ...problem });
});
/** What an admin's JSON file may contain (defaults such as `step` not yet applied). */
export type EditalInput = z.input<typeof EditalSchema>;

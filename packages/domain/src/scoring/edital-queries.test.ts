import { describe, expect, it } from 'vitest';
import { cbmdf2025Estimada } from './editais/cbmdf-2025-estimada';
import { cbmmg2026CfsdMasculino } from './editais/cbmmg-2026-cfsd-masculino';
import { findBarMeasure, findTestMeasure, gradesSex, hasTablesForSex } from './edital-queries';
import type { Edital, Measure, Sex } from './edital-schema';

describe('findBarMeasure', () => {
  it.each<[string, Edital, Sex, Measure | undefined]>([
    ['default', cbmdf2025Estimada, 'M', 'reps'],
    ['default', cbmdf2025Estimada, 'F', 'seconds_hang'],
    ['CBMMG', cbmmg2026CfsdMasculino, 'M', 'reps'],
    ['CBMMG', cbmmg2026CfsdMasculino, 'F', undefined],
  ])('%s edital, sex %s → %s', (_name, edital, sex, measure) => {
    expect(findBarMeasure(edital, sex)).toBe(measure);
  });
});

describe('findTestMeasure', () => {
  it.each<[string, Measure | undefined]>([
    ['corrida_2400m', 'seconds_time'],
    ['natacao_100m', 'seconds_time'],
    ['natacao_50m', undefined],
  ])('%s → %s', (key, measure) => {
    expect(findTestMeasure(cbmdf2025Estimada, key, 'F')).toBe(measure);
  });
});

describe('hasTablesForSex', () => {
  it.each<[Edital, Sex, boolean]>([
    [cbmdf2025Estimada, 'M', true],
    [cbmdf2025Estimada, 'F', true],
    [cbmmg2026CfsdMasculino, 'M', true],
    [cbmmg2026CfsdMasculino, 'F', false],
  ])('%#', (edital, sex, expected) => {
    expect(hasTablesForSex(edital, sex)).toBe(expected);
  });
});

describe('gradesSex (an edital as listed to the forms)', () => {
  const listed = (f: 'reps' | null) => ({
    tests: [
      { measures: { M: 'reps', F: f } as const },
      { measures: { M: 'seconds_time', F: 'seconds_time' } as const },
    ],
  });
  it.each<[string, 'reps' | null, Sex, boolean]>([
    ['both sexes', 'reps', 'F', true],
    ['men only', null, 'F', false],
    ['men only', null, 'M', true],
  ])('%s, sex %s → %s', (_name, f, sex, expected) => expect(gradesSex(listed(f), sex)).toBe(expected));
});

import { describe, expect, it } from 'vitest';
import { EditalSchema } from '../edital-schema';
import { DEFAULT_EDITAL_ID, EDITAIS, findEdital } from './catalog';

describe('catalog', () => {
  it.each(EDITAIS.map((edital) => [edital.id, edital] as const))('%s parses as an edital', (_id, edital) => {
    expect(EditalSchema.parse(edital)).toEqual(edital);
  });

  it('lists unique ids and the default edital, which is an estimate', () => {
    expect(EDITAIS.map((edital) => edital.id)).toEqual(['cbmdf-2025-estimada', 'cbmmg-2026-cfsd-masculino']);
    expect(findEdital(DEFAULT_EDITAL_ID)).toMatchObject({
      name: 'CBMDF 2025 — referência estimada',
      isEstimate: true,
    });
  });

  it('finds nothing for an unknown id', () => {
    expect(findEdital('cbmdf-1999')).toBeUndefined();
  });
});

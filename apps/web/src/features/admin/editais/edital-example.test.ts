import { EditalSchema } from '@prontidao/domain/scoring/edital-schema';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_EDITAL, EXAMPLE_JSON } from './edital-example';

describe('the example edital shown to admins', () => {
  it('is a valid document, with a linear and a bands table', () => {
    const parsed = EditalSchema.safeParse(JSON.parse(EXAMPLE_JSON));
    expect(parsed.error?.issues ?? []).toEqual([]);
    const kinds = EXAMPLE_EDITAL.tests.flatMap((test) => test.tables.map((table) => table.kind));
    expect(new Set(kinds)).toEqual(new Set(['linear', 'bands']));
  });
});

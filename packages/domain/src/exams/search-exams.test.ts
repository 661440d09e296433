import { describe, expect, it } from 'vitest';
import { SHIPPED_EXAMS } from './catalogue';
import { searchExams } from './search-exams';

const ids = (query: string) => searchExams(SHIPPED_EXAMS, query).map((exam) => exam.id);

describe('searchExams', () => {
  it.each([
    ['pm sp', ['pmesp-2025-soldado', 'pmesp-2025-oficial']],
    ['São Paulo soldado', ['pmesp-2025-soldado']],
    ['bombeiros', ['cbmpb-2023-soldado']],
    ['CBM paraiba', ['cbmpb-2023-soldado']],
    ['penal df', ['ppdf-taf']],
    ['rio grande do sul', ['bmrs-2022-soldado']],
    ['prf', ['prf-2021', 'prf-2009']],
    ['civil', ['pcpb-2022']],
    ['gcm', []],
  ])('%s → %j', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it.each([
    ['polícia federal', ['pf-2021', 'pf-2025']],
    ['pará', ['pmpa-2021']],
    ['para', ['pmpa-2021']],
  ])('%s → %j first (the words as typed, in a row), then the looser matches', (query, first) => {
    expect(ids(query).slice(0, first.length)).toEqual(first);
    expect(ids(query).length).toBeGreaterThan(first.length);
  });

  it('lists every exam for an empty query, the complete ones first', () => {
    const all = searchExams(SHIPPED_EXAMS, '  ');
    expect(all).toHaveLength(SHIPPED_EXAMS.length);
    const firstPartial = all.findIndex((exam) => exam.completeness === 'partial');
    expect(all.slice(firstPartial).every((exam) => exam.completeness === 'partial')).toBe(true);
    expect(firstPartial).toBe(7);
  });
});

import { describe, expect, it } from 'vitest';
import { isSex, SEX_LABELS, SEXES, sexLabel, sexName } from './sex';

describe('sex', () => {
  it('labels and names M and F', () => {
    expect(SEXES.map((sex) => SEX_LABELS[sex])).toEqual(['Masculino', 'Feminino']);
    expect(SEXES.map(sexName)).toEqual(['masculino', 'feminino']);
  });

  it.each([
    ['M', 'Masculino'],
    ['F', 'Feminino'],
    ['X', 'X'],
    [null, null],
    ['', null],
  ])('sexLabel(%s) is %s', (value, label) => {
    expect(sexLabel(value)).toBe(label);
  });

  it('knows only M and F', () => {
    expect(isSex('M')).toBe(true);
    expect(isSex('m')).toBe(false);
  });
});

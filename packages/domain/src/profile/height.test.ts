import { describe, expect, it } from 'vitest';
import { formatMeters, metersToCentimeters, readHeight } from './height';

describe('readHeight', () => {
  it.each([
    ['1,74', { kind: 'ok', meters: 1.74 }],
    ['1.74', { kind: 'ok', meters: 1.74 }],
    [' 1,8 ', { kind: 'ok', meters: 1.8 }],
    ['1,20', { kind: 'ok', meters: 1.2 }],
    ['2,30', { kind: 'ok', meters: 2.3 }],
    ['', { kind: 'empty' }],
    ['abc', { kind: 'not-a-number', message: 'Digite um valor numérico válido' }],
    ['1,7,4', { kind: 'not-a-number', message: 'Digite um valor numérico válido' }],
    ['-1,7', { kind: 'not-a-number', message: 'Digite um valor numérico válido' }],
    ['174', { kind: 'centimeters', suggestion: 1.74, message: 'Altura deve ser informada em metros' }],
    ['174,6', { kind: 'centimeters', suggestion: 1.75, message: 'Altura deve ser informada em metros' }],
    ['3,01', { kind: 'centimeters', suggestion: 0.03, message: 'Altura deve ser informada em metros' }],
    ['3', { kind: 'out-of-range', message: 'Informe a altura em metros (ex.: 1,74)' }],
    ['1,19', { kind: 'out-of-range', message: 'Informe a altura em metros (ex.: 1,74)' }],
    ['2,31', { kind: 'out-of-range', message: 'Informe a altura em metros (ex.: 1,74)' }],
    ['0', { kind: 'out-of-range', message: 'Informe a altura em metros (ex.: 1,74)' }],
  ])('%j → %o', (text, reading) => expect(readHeight(text)).toEqual(reading));
});

describe('conversions', () => {
  it.each([
    [1.74, 174],
    [1.745, 175],
    [2.3, 230],
    [1.2, 120],
  ])('%s m → %s cm', (m, cm) => expect(metersToCentimeters(m)).toBe(cm));
  it('formats in pt-BR', () => expect(formatMeters(1.7)).toBe('1,70'));
});

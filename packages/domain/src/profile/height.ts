import { parseDecimalText } from '../format/decimal-text';
import { formatNumber } from '../format/number';

export const MIN_HEIGHT_M = 1.2;
export const MAX_HEIGHT_M = 2.3;

export type HeightReading =
  | { kind: 'ok'; meters: number }
  | { kind: 'empty' }
  | { kind: 'not-a-number'; message: 'Digite um valor numérico válido' }
  /** Above 3: read as centimetres; the wizard offers the conversion. */
  | { kind: 'centimeters'; suggestion: number; message: 'Altura deve ser informada em metros' }
  | { kind: 'out-of-range'; message: 'Informe a altura em metros (ex.: 1,74)' };

/** The wizard's height field: metres with a comma or a dot ('1,74'). */
export function readHeight(text: string): HeightReading {
  if (text.trim() === '') return { kind: 'empty' };
  const value = parseDecimalText(text);
  if (value === undefined) return { kind: 'not-a-number', message: 'Digite um valor numérico válido' };
  if (value > 3) {
    return {
      kind: 'centimeters',
      suggestion: Math.round(value) / 100,
      message: 'Altura deve ser informada em metros',
    };
  }
  if (value < MIN_HEIGHT_M || value > MAX_HEIGHT_M) {
    return { kind: 'out-of-range', message: 'Informe a altura em metros (ex.: 1,74)' };
  }
  return { kind: 'ok', meters: value };
}

/** Saved as metres × 100, whole centimetres. */
export const metersToCentimeters = (meters: number): number => Math.round(meters * 100);

export const formatMeters = (meters: number): string => formatNumber(meters, { decimals: 2 });

/** A number as a pt-BR form shows it for editing: 63.2 → '63,2' (every decimal kept, no grouping). */
export const formatDecimalText = (value: number): string => String(value).replace('.', ',');

/**
 * A number typed in a pt-BR form: '63,2' or '63.2' (comma or dot, digits on both sides), spaces
 * around ignored. Anything else ('', '63,', '6,3,2', '-5', 'abc') is undefined.
 */
export function parseDecimalText(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed.replace(',', '.'));
}

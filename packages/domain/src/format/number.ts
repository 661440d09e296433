// Every number a screen shows, written the pt-BR way (issue 21 item 1): a comma before the decimals,
// a point between thousands ('1.293 moedas', '13,0 km/h', '2,4 km'). One cached Intl format per shape.

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(
  minDecimals: number,
  maxDecimals: number,
  { grouping = true, percent = false } = {},
): Intl.NumberFormat {
  const key = `${minDecimals}:${maxDecimals}:${grouping}:${percent}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      useGrouping: grouping,
      ...(percent ? { style: 'percent' } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A number in pt-BR: `decimals` fixes how many decimals it shows (13 → '13,0' with 1); without it
 * up to `maxDecimals` (default 0) and no trailing zeros (1.5 → '1,5', 2 → '2' with 2). `grouping:
 * false` leaves out the thousands point (for a file a spreadsheet reads: '1234,5').
 */
export function formatNumber(
  value: number,
  options: { decimals?: number; maxDecimals?: number; grouping?: boolean } = {},
) {
  const { decimals, grouping } = options;
  const format =
    decimals === undefined
      ? numberFormat(0, options.maxDecimals ?? 0, { grouping })
      : numberFormat(decimals, decimals, { grouping });
  // -0 would read '-0'.
  return format.format(value === 0 ? 0 : value);
}

/** A whole count with its unit agreeing in number: '1 moeda', '1.293 moedas'. */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${formatNumber(count)} ${Math.abs(count) === 1 ? singular : plural}`;
}

/** A share (0–1) as a percentage, up to `maxDecimals` decimals: 0.123 → '12,3%'. */
export const formatPercent = (share: number, maxDecimals = 1) =>
  numberFormat(0, maxDecimals, { percent: true }).format(share === 0 ? 0 : share);

/** A speed in km/h with one decimal: '13,0 km/h'. */
export const formatSpeed = (kmh: number) => `${formatNumber(kmh, { decimals: 1 })} km/h`;

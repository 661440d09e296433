import { formatNumber } from '@prontidao/domain/format/number';
// CSV for a pt-BR Excel: ';' between fields (',' is the decimal mark there), CRLF lines, a UTF-8 BOM
// so accents open right, and quotes around any field that needs them.

export type CsvCell = string | number | null;

function cell(value: CsvCell): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? formatNumber(value, { maxDecimals: 2, grouping: false }) : value;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function buildCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** Saves the text as a file, built in the browser (nothing is sent anywhere). */
export function downloadCsv(filename: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

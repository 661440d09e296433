/** One figure of the bench, next to its target. */
export type Row = {
  section: string;
  label: string;
  value: string;
  /** The goal, printed as 'alvo …'; ok says whether the value meets it. */
  target?: string;
  ok?: boolean;
  note?: string;
};

const rows: Row[] = [];

export function record(row: Row): void {
  rows.push(row);
  console.info(`  ${line(row)}`);
}

function line({ label, value, target, ok, note }: Row): string {
  const mark = ok === undefined ? ' ' : ok ? '✓' : '✗';
  const goal = target ? `   alvo ${target}` : '';
  return `${mark} ${label.padEnd(44)} ${value.padStart(12)}${goal}${note ? `   (${note})` : ''}`;
}

/** Every figure again, grouped, with the count of targets met. */
export function printSummary(): void {
  console.info('\nResumo');
  let section = '';
  for (const row of rows) {
    if (row.section !== section) {
      section = row.section;
      console.info(`  ${section}`);
    }
    console.info(`    ${line(row)}`);
  }
  const judged = rows.filter((r) => r.ok !== undefined);
  const met = judged.filter((r) => r.ok).length;
  console.info(`\n  ${met} de ${judged.length} alvos atingidos.`);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const ms = (value: number) => `${Math.round(value)} ms`;

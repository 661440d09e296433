import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Every decision record has one shape (docs/decisions/README.md, issue 22 item 8): a header block with
// Date and Status, then Context, Decision, Alternatives and Consequences, in that order. A record that
// names another as its successor or predecessor names one that exists.

export const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
export const HEADINGS = ['Context', 'Decision', 'Alternatives', 'Consequences'];
const STATUS = /^(Proposta|Aceita|Obsoleta|Substituída por (\d{3}))$/;
const FIELD = /^- (Date|Status|Superseded-by|Supersedes): (.+)$/;

/** Reads `docs/decisions/NNN-*.md` as `{ name, text }`, in file order. */
export function readRecords(dir) {
  return readdirSync(dir)
    .filter((name) => RECORD_FILE.test(name))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') }));
}

const isCalendarDate = (text) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** The problems of a set of records, one line each ('012-x.md: …'); none when all hold. */
export function checkRecords(records) {
  const numbers = new Set(records.map(({ name }) => RECORD_FILE.exec(name)?.[1]));
  return records.flatMap(({ name, text }) => checkRecord(name, text, numbers));
}

function checkRecord(name, text, numbers) {
  const problems = [];
  const say = (problem) => problems.push(`${name}: ${problem}`);
  const number = RECORD_FILE.exec(name)?.[1];
  const lines = text.split('\n');
  if (!lines[0]?.startsWith(`# ${number} — `)) say(`the first line is not '# ${number} — <title>'`);

  const firstSection = lines.findIndex((line) => line.startsWith('## '));
  const header = lines.slice(1, firstSection === -1 ? lines.length : firstSection);
  const fields = new Map();
  for (const line of header) {
    const match = FIELD.exec(line);
    if (!match) continue;
    if (fields.has(match[1])) say(`'${match[1]}' given twice`);
    fields.set(match[1], match[2].trim());
  }

  const date = fields.get('Date');
  if (date === undefined) say('no Date');
  else if (!isCalendarDate(date)) say(`Date '${date}' is not YYYY-MM-DD`);

  const status = fields.get('Status');
  const statusMatch = status === undefined ? null : STATUS.exec(status);
  if (status === undefined) say('no Status');
  else if (!statusMatch) say(`Status '${status}' is not Proposta, Aceita, Substituída por NNN or Obsoleta`);

  const successor = statusMatch?.[2];
  const supersededBy = fields.get('Superseded-by');
  if (successor && !supersededBy?.includes(successor)) {
    say(`Status says 'Substituída por ${successor}' but Superseded-by does not name ${successor}`);
  }
  const references = new Set([
    ...(successor ? [successor] : []),
    ...[supersededBy, fields.get('Supersedes')].flatMap((value) => value?.match(/\b\d{3}\b/g) ?? []),
  ]);
  for (const reference of references) {
    if (reference === number) say(`names itself (${reference})`);
    else if (!numbers.has(reference)) say(`names record ${reference}, which does not exist`);
  }
  if (supersededBy !== undefined && !/\b\d{3}\b/.test(supersededBy)) say('Superseded-by names no record');

  const headings = lines.filter((line) => line.startsWith('## ')).map((line) => line.slice(3).trim());
  const order = HEADINGS.map((heading) => headings.indexOf(heading));
  for (const [i, heading] of HEADINGS.entries()) {
    if (order[i] === -1) say(`no '## ${heading}'`);
    else if (headings.indexOf(heading) !== headings.lastIndexOf(heading)) say(`'## ${heading}' twice`);
  }
  if (order.every((at) => at !== -1) && order.some((at, i) => i > 0 && at < (order[i - 1] ?? 0))) {
    say(`the sections are not in the order ${HEADINGS.join(', ')}`);
  }
  const extra = headings.filter((heading) => !HEADINGS.includes(heading));
  if (extra.length > 0) say(`sections outside the template: ${extra.map((h) => `'## ${h}'`).join(', ')}`);
  for (const heading of HEADINGS) {
    const start = lines.indexOf(`## ${heading}`);
    if (start === -1) continue;
    const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
    const body = lines.slice(start + 1, end === -1 ? lines.length : end).join('\n');
    if (body.trim() === '') say(`'## ${heading}' is empty (write '—' when there is nothing)`);
  }
  return problems;
}

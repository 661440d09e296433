import { fileURLToPath } from 'node:url';
import { expect, describe as group, it } from 'vitest';
import { checkRecords, readRecords } from './decision-records.mjs';

// The decision records keep one template (docs/decisions/README.md, issue 22 item 8).

const dir = fileURLToPath(new URL('../docs/decisions/', import.meta.url));

const good = `# 002 — A choice

- Date: 2026-11-22
- Status: Aceita

## Context
Why.

## Decision
What.

## Alternatives
—

## Consequences
—
`;

const one = (name, text, others = []) =>
  checkRecords([
    { name, text },
    ...others.map((other) => ({ name: other, text: good.replace('# 002', `# ${other.slice(0, 3)}`) })),
  ]);

group('docs/decisions', () => {
  it('every record follows the template', () => {
    const records = readRecords(dir);
    expect(records.length).toBeGreaterThan(30);
    expect(checkRecords(records)).toEqual([]);
  });
});

group('checkRecords', () => {
  it('accepts a record with every field and section', () => {
    expect(one('002-a-choice.md', good)).toEqual([]);
  });

  it('wants a Date as YYYY-MM-DD and a Status of the four', () => {
    expect(one('002-a-choice.md', good.replace('- Date: 2026-11-22\n', ''))).toEqual([
      '002-a-choice.md: no Date',
    ]);
    expect(one('002-a-choice.md', good.replace('2026-11-22', '22/11/2026'))).toEqual([
      "002-a-choice.md: Date '22/11/2026' is not YYYY-MM-DD",
    ]);
    expect(one('002-a-choice.md', good.replace('2026-11-22', '2026-02-30'))).toHaveLength(1);
    expect(one('002-a-choice.md', good.replace('- Status: Aceita\n', ''))).toEqual([
      '002-a-choice.md: no Status',
    ]);
    expect(one('002-a-choice.md', good.replace('Aceita', 'accepted'))).toEqual([
      "002-a-choice.md: Status 'accepted' is not Proposta, Aceita, Substituída por NNN or Obsoleta",
    ]);
    expect(one('002-a-choice.md', good.replace('Aceita', 'Obsoleta'))).toEqual([]);
  });

  it('wants the four sections, once each, in order, none empty', () => {
    expect(one('002-a-choice.md', good.replace('## Alternatives\n—\n\n', ''))).toEqual([
      "002-a-choice.md: no '## Alternatives'",
    ]);
    expect(
      one(
        '002-a-choice.md',
        good.replace('## Context\nWhy.\n\n', '').replace('—\n', '—\n\n## Context\nWhy.\n'),
      ),
    ).toEqual([
      '002-a-choice.md: the sections are not in the order Context, Decision, Alternatives, Consequences',
    ]);
    expect(one('002-a-choice.md', good.replace('What.', ''))).toEqual([
      "002-a-choice.md: '## Decision' is empty (write '—' when there is nothing)",
    ]);
    expect(one('002-a-choice.md', `${good}\n## Measured\nFigures.\n`)).toEqual([
      "002-a-choice.md: sections outside the template: '## Measured'",
    ]);
    expect(one('002-a-choice.md', good.replace('# 002', '# 003'))).toEqual([
      "002-a-choice.md: the first line is not '# 002 — <title>'",
    ]);
  });

  it('wants every record it names as successor or predecessor to exist', () => {
    const replaced = good.replace('Aceita', 'Substituída por 016\n- Superseded-by: 016');
    expect(one('002-a-choice.md', replaced, ['016-speed.md'])).toEqual([]);
    expect(one('002-a-choice.md', replaced)).toEqual([
      '002-a-choice.md: names record 016, which does not exist',
    ]);
    expect(one('002-a-choice.md', good.replace('Aceita', 'Substituída por 016'), ['016-speed.md'])).toEqual([
      "002-a-choice.md: Status says 'Substituída por 016' but Superseded-by does not name 016",
    ]);
    expect(one('002-a-choice.md', good.replace('Aceita', 'Aceita\n- Superseded-by: 099 (in part)'))).toEqual([
      '002-a-choice.md: names record 099, which does not exist',
    ]);
    expect(one('002-a-choice.md', good.replace('Aceita', 'Aceita\n- Supersedes: 001 (the score)'))).toEqual([
      '002-a-choice.md: names record 001, which does not exist',
    ]);
  });
});

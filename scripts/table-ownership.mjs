// Which tables a server source file queries, and which area it belongs to: the static scan behind
// scripts/table-ownership.test.mjs (decision 041). A query is Kysely's selectFrom / insertInto /
// updateTable / deleteFrom / mergeInto('<table>'), or a table named after from / join / into /
// update in an sql`…` template. Joins in the query builder (innerJoin('profiles', …)) are counted
// apart: they read the joined table too, and the decision says where they are still allowed.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const BUILDER =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|mergeInto)\(\s*['"`]([\w.]+)(?:\s+as\s+\w+)?['"`]/g;
const BUILDER_JOIN =
  /\.(innerJoin|leftJoin|rightJoin|fullJoin|crossJoin)\(\s*['"`]([\w.]+)(?:\s+as\s+\w+)?['"`]/g;
const TEMPLATE = /\bsql(?:<[^`]*?>)?`((?:[^`\\]|\\.)*)`/g;
const TEMPLATE_TABLE =
  /\b(?:from|join|into|update)\s+(?:only\s+)?"?([a-z_][\w]*(?:\.[a-z_]\w*)?|rateLimit)"?/gi;

const lineOf = (source, index) => source.slice(0, index).split('\n').length;

/**
 * The tables `source` queries, among `tables` (names not in it — a CTE, a column — are ignored).
 * @param {string} source @param {Iterable<string>} tables
 * `writes` tells an insert, update, delete or merge from a read (select, join, `from`).
 * @returns {{ table: string, line: number, how: 'query' | 'join', writes: boolean }[]}
 */
export function tableQueries(source, tables) {
  const known = new Set(tables);
  const found = [];
  for (const match of source.matchAll(BUILDER)) {
    const writes = match[1] !== 'selectFrom';
    if (known.has(match[2]))
      found.push({ table: match[2], line: lineOf(source, match.index), how: 'query', writes });
  }
  for (const match of source.matchAll(BUILDER_JOIN)) {
    if (known.has(match[2]))
      found.push({ table: match[2], line: lineOf(source, match.index), how: 'join', writes: false });
  }
  for (const template of source.matchAll(TEMPLATE)) {
    for (const match of template[1].matchAll(TEMPLATE_TABLE)) {
      const table = match[1];
      if (!known.has(table)) continue;
      const at = template.index + template[0].indexOf(template[1]) + match.index;
      const writes = /^(into|update)$/i.test(match[0].trim().split(/\s+/)[0] ?? '');
      found.push({ table, line: lineOf(source, at), how: 'query', writes });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/**
 * The area of a server source file (path from apps/server/src, '/'-separated): its module under
 * modules/, or lib, jobs, cli, db, an integration (integrations/mail), or the top level ('app').
 * @param {string} path
 */
export function areaOf(path) {
  const parts = path.split('/');
  if (parts[0] === 'modules' || parts[0] === 'integrations') {
    return parts[0] === 'modules' ? (parts[1] ?? '') : `integrations/${parts[1] ?? ''}`;
  }
  return parts.length === 1 ? 'app' : (parts[0] ?? '');
}

/** The non-test TypeScript sources under `root`, as '/'-separated paths from it. */
export function sourceFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) {
        files.push(relative(root, path).split(sep).join('/'));
      }
    }
  };
  walk(root);
  return files.sort();
}

/**
 * Every query of a table by a file whose area does not own it, but a declared reader's reads of
 * the tables it is declared for (`readers`: file → tables; a write is always reported).
 * @param {{ root: string, owners: Record<string, string>, readersOfAll: readonly string[], readers?: Record<string, { tables: readonly string[] }>, outside: readonly string[], how?: 'query' | 'join' }} options
 * @returns {{ file: string, line: number, table: string, area: string, owner: string }[]}
 */
export function foreignQueries({ root, owners, readersOfAll, readers = {}, outside, how = 'query' }) {
  const violations = [];
  for (const file of sourceFiles(root)) {
    if (file.startsWith('testing/')) continue; // test code, as the *.test.ts files
    if (readersOfAll.includes(file) || outside.some((prefix) => file.startsWith(prefix))) continue;
    const area = areaOf(file);
    for (const query of tableQueries(readFileSync(join(root, file), 'utf8'), Object.keys(owners))) {
      if (query.how !== how) continue;
      const owner = owners[query.table];
      const declared = !query.writes && (readers[file]?.tables.includes(query.table) ?? false);
      if (owner !== area && !declared)
        violations.push({ file, line: query.line, table: query.table, area, owner });
    }
  }
  return violations;
}

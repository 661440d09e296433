import { resolve } from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import type { Db } from '../db/database.js';

// db/schema.ts (hand-written Kysely types) against the migrated database's information_schema:
// the tables, their columns, whether a column is nullable, whether an insert may leave it out (a
// default or a generated value) and what TypeScript type a row read gives (db/database.ts's type
// parsers: int8 and numeric read as numbers, dates as 'YYYY-MM-DD' strings). db/schema.test.ts runs
// it on PGlite and on PostgreSQL (decision 042).

export const SCHEMA_FILE = resolve(import.meta.dirname, '../db/schema.ts');

/** What a value of a column is in TypeScript, coarsely: the checks compare these. */
export type TsBase = 'string' | 'number' | 'boolean' | 'Date' | 'bytes' | 'json' | 'array' | 'never';

export interface DbColumn {
  table: string;
  column: string;
  /** information_schema.columns.data_type ('text', 'timestamp with time zone', 'ARRAY'…). */
  dataType: string;
  isNullable: boolean;
  /** A default, an identity or a generated column: an insert may leave it out. */
  hasDefault: boolean;
}

export interface DeclaredColumn {
  table: string;
  column: string;
  /** The bases of the type a read gives, null aside (one, unless the declaration is muddled). */
  bases: TsBase[];
  /** Whether a read may give null; null when the type is `unknown` (a json value), which says nothing. */
  isNullable: boolean | null;
  /** 'optional': Generated<> or an insert type with undefined; 'never': not written by inserts. */
  insert: 'required' | 'optional' | 'never';
}

/** A pg type as db/database.ts's parsers read it; json may be declared as unknown or an object. */
const PG_TO_TS: Record<string, TsBase> = {
  text: 'string',
  'character varying': 'string',
  character: 'string',
  uuid: 'string',
  date: 'string',
  smallint: 'number',
  integer: 'number',
  bigint: 'number',
  numeric: 'number',
  real: 'number',
  'double precision': 'number',
  boolean: 'boolean',
  'timestamp with time zone': 'Date',
  'timestamp without time zone': 'Date',
  bytea: 'bytes',
  json: 'json',
  jsonb: 'json',
  ARRAY: 'array',
};

/** The columns of every base table in the public schema, as migrated. */
export async function readDbColumns(db: Db): Promise<DbColumn[]> {
  const { rows } = await sql<{
    table: string;
    column: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
    is_identity: string;
    is_generated: string;
  }>`
    select c.table_name as "table", c.column_name as "column", c.data_type, c.is_nullable,
           c.column_default, c.is_identity, c.is_generated
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  return rows.map((row) => ({
    table: row.table,
    column: row.column,
    dataType: row.data_type,
    isNullable: row.is_nullable === 'YES',
    hasDefault: row.column_default !== null || row.is_identity === 'YES' || row.is_generated === 'ALWAYS',
  }));
}

/**
 * The columns of the `Database` interface of a schema source (db/schema.ts itself, unless a test
 * hands it another text), read with the TypeScript checker: aliases, Generated<>, ColumnType<> and
 * the domain's types resolved as the compiler sees them.
 */
export function readDeclaredColumns(source?: string, fileName = SCHEMA_FILE): DeclaredColumn[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
    lib: ['lib.es2023.d.ts'],
  };
  const host = ts.createCompilerHost(options);
  if (source !== undefined) {
    const getSourceFile = host.getSourceFile;
    host.getSourceFile = (name, language, ...rest) =>
      resolve(name) === resolve(fileName)
        ? ts.createSourceFile(name, source, language)
        : getSourceFile.call(host, name, language, ...rest);
    const readFile = host.readFile;
    host.readFile = (name) => (resolve(name) === resolve(fileName) ? source : readFile.call(host, name));
  }
  const program = ts.createProgram({ rootNames: [fileName], options, host });
  const file = program.getSourceFile(fileName);
  if (!file) throw new Error(`${fileName} not found`);
  const errors = ts
    .getPreEmitDiagnostics(program, file)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  if (errors.length > 0) throw new Error(`${fileName} does not compile:\n${errors.join('\n')}`);
  const checker = program.getTypeChecker();
  const database = file.statements.find(
    (node): node is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(node) && node.name.text === 'Database',
  );
  if (!database) throw new Error(`${fileName} declares no interface Database`);
  const columns: DeclaredColumn[] = [];
  for (const table of checker
    .getDeclaredTypeOfSymbol(checkedSymbol(checker, database.name))
    .getProperties()) {
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      columns.push({
        table: table.name,
        column: column.name,
        ...describeColumn(checker, checker.getTypeOfSymbol(column)),
      });
    }
  }
  return columns;
}

function checkedSymbol(checker: ts.TypeChecker, name: ts.Identifier): ts.Symbol {
  const symbol = checker.getSymbolAtLocation(name);
  if (!symbol) throw new Error(`no symbol for ${name.text}`);
  return symbol;
}

const membersOf = (type: ts.Type): ts.Type[] => (type.isUnion() ? type.types : [type]);

/** Kysely's ColumnType<S, I, U> is { __select__: S; __insert__: I; __update__: U }. */
function columnPart(checker: ts.TypeChecker, type: ts.Type, part: '__select__' | '__insert__'): ts.Type {
  const property = type.getProperty(part);
  return property ? checker.getTypeOfSymbol(property) : type;
}

function describeColumn(checker: ts.TypeChecker, type: ts.Type) {
  const selects = membersOf(type).flatMap((member) => membersOf(columnPart(checker, member, '__select__')));
  const inserts = membersOf(type).flatMap((member) => membersOf(columnPart(checker, member, '__insert__')));
  const isNullable = selects.some((member) => member.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any))
    ? null
    : selects.some((member) => member.flags & ts.TypeFlags.Null);
  const bases = [
    ...new Set(
      selects
        .filter((member) => !(member.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)))
        .map((member) => baseOf(checker, member)),
    ),
  ].sort();
  const insert: DeclaredColumn['insert'] = inserts.every((member) => member.flags & ts.TypeFlags.Never)
    ? 'never'
    : inserts.some((member) => member.flags & ts.TypeFlags.Undefined)
      ? 'optional'
      : 'required';
  return { bases, isNullable, insert };
}

function baseOf(checker: ts.TypeChecker, type: ts.Type): TsBase {
  const flags = type.flags;
  if (flags & ts.TypeFlags.StringLike) return 'string';
  if (flags & ts.TypeFlags.NumberLike) return 'number';
  if (flags & ts.TypeFlags.BooleanLike) return 'boolean';
  if (flags & ts.TypeFlags.Never) return 'never';
  if (flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) return 'json';
  if (checker.isArrayType(type)) return 'array';
  const name = type.getSymbol()?.getName();
  if (name === 'Date') return 'Date';
  if (name === 'Buffer' || name === 'Uint8Array') return 'bytes';
  return 'json';
}

/**
 * What differs between the declared and the migrated schema, one line per difference ('' when
 * none). `partialTables`: tables another library owns (better-auth's), declared with only the
 * columns we use; their other columns are not reported.
 */
export function schemaDrift(
  declared: DeclaredColumn[],
  actual: DbColumn[],
  options: { partialTables?: readonly string[] } = {},
): string[] {
  const partial = new Set(options.partialTables ?? []);
  const key = (c: { table: string; column: string }) => `${c.table}.${c.column}`;
  const inDb = new Map(actual.map((c) => [key(c), c]));
  const isDeclared = new Set(declared.map(key));
  const dbTables = new Set(actual.map((c) => c.table));
  const declaredTables = new Set(declared.map((c) => c.table));
  const drift: string[] = [];
  for (const table of declaredTables) {
    if (!dbTables.has(table)) drift.push(`${table}: declared, but no such table in the database`);
  }
  for (const column of declared) {
    const db = inDb.get(key(column));
    if (!db) {
      if (dbTables.has(column.table))
        drift.push(`${key(column)}: declared, but no such column in the database`);
      continue;
    }
    const expected = PG_TO_TS[db.dataType];
    if (!expected)
      drift.push(`${key(column)}: the database type '${db.dataType}' has no TypeScript mapping here`);
    else if (column.bases.length !== 1 || column.bases[0] !== expected)
      drift.push(
        `${key(column)}: reads as ${expected} (${db.dataType}), declared ${column.bases.join(' | ')}`,
      );
    if (column.isNullable !== null && db.isNullable !== column.isNullable)
      drift.push(
        `${key(column)}: ${db.isNullable ? 'nullable' : 'not null'} in the database, declared ${column.isNullable ? 'with' : 'without'} null`,
      );
    // Nullable columns may be left out of an insert whatever their default (Kysely makes them optional).
    if (!db.isNullable && !db.hasDefault && column.insert === 'optional')
      drift.push(`${key(column)}: an insert may leave it out, but it has no default and is not null`);
    if (!db.isNullable && db.hasDefault && column.insert === 'required')
      drift.push(
        `${key(column)}: has a default in the database, declared as required on insert (Generated<>?)`,
      );
  }
  for (const db of actual) {
    if (!declaredTables.has(db.table) || isDeclared.has(key(db))) continue;
    if (!partial.has(db.table)) drift.push(`${key(db)}: in the database, not declared`);
  }
  return drift;
}

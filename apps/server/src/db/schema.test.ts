import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type DbColumn,
  readDbColumns,
  readDeclaredColumns,
  SCHEMA_FILE,
  schemaDrift,
} from '../testing/schema-drift.js';
import { createTestApp } from '../testing/test-app.js';

// The hand-written Kysely types against the migrated database (PGlite here, PostgreSQL in the
// api:postgres tier): a migration without its schema.ts change, or the reverse, fails here (decision 042).

const t = await createTestApp();
/** better-auth's tables: we declare only the columns we read or write. */
const PARTIAL = ['user', 'session'];
let migrated: DbColumn[] | undefined;
const dbColumns = async () => {
  migrated ??= await readDbColumns(t.deps.db);
  return migrated;
};

describe('db/schema.ts', () => {
  it('declares the migrated database: tables, columns, types, nullability, defaults', async () => {
    const drift = schemaDrift(readDeclaredColumns(), await dbColumns(), { partialTables: PARTIAL });
    expect(drift).toEqual([]);
  });

  it('reports a planted drift: each kind once, nothing else', async () => {
    const source = readFileSync(SCHEMA_FILE, 'utf8');
    const plant = (text: string, [from, to]: [string, string]) => {
      expect(text.split(from)).toHaveLength(2);
      return text.replace(from, to);
    };
    const plants: [string, string][] = [
      // profiles: a column left out, a nullable one declared not null, a number declared a string.
      ['  nickname_key: string | null;\n', ''],
      ['  taf_dt: string | null;', '  taf_dt: string;'],
      ['  peso_kg: number | null;', '  peso_kg: string | null;'],
      // a column the database does not have; a table it does not have
      [
        'export interface EditaisTable {\n  id: string;',
        'export interface EditaisTable {\n  id: string;\n  label_en: string;',
      ],
      ['export interface Database {', 'export interface Database {\n  ghosts: EditaisTable;'],
      // mail_outbox.id is serial: declared as an insert must give it; trainer_invites.expires_at has
      // no default: declared as an insert may leave it out.
      [
        'export interface MailOutboxTable {\n  id: Generated<number>;',
        'export interface MailOutboxTable {\n  id: number;',
      ],
      [
        '  token_hash: string;\n  created_at: Generated<Date>;\n  expires_at: Timestamp;',
        '  token_hash: string;\n  created_at: Generated<Date>;\n  expires_at: Generated<Date>;',
      ],
    ];
    const planted = plants.reduce(plant, source);
    const drift = schemaDrift(readDeclaredColumns(planted), await dbColumns(), { partialTables: PARTIAL });
    expect(drift.sort()).toEqual(
      [
        'ghosts: declared, but no such table in the database',
        'editais.label_en: declared, but no such column in the database',
        'profiles.taf_dt: nullable in the database, declared without null',
        'profiles.peso_kg: reads as number (numeric), declared string',
        'mail_outbox.id: has a default in the database, declared as required on insert (Generated<>?)',
        'trainer_invites.expires_at: an insert may leave it out, but it has no default and is not null',
        'profiles.nickname_key: in the database, not declared',
      ].sort(),
    );
  });
});

import type { Kysely } from 'kysely';

/** Reference data: the posts (cargos) a candidate can aim for, in the wizard's order. */
export const CARGOS = [
  { code: 'OFICIAL', label: 'Oficial', position: 1 },
  { code: 'SARGENTO', label: 'Sargento', position: 2 },
  { code: 'CABO', label: 'Cabo', position: 3 },
  { code: 'SOLDADO', label: 'Soldado', position: 4 },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cargos')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().unique())
    .execute();
  await (db as Kysely<{ cargos: (typeof CARGOS)[number] }>).insertInto('cargos').values(CARGOS).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cargos').execute();
}

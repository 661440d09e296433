import { nicknameKey } from '@prontidao/domain/text/skeleton';
import { type Kysely, sql } from 'kysely';

/**
 * Nicknames are unique by their confusable skeleton (Unicode TR39), so 'Dеmo' with a Cyrillic е
 * cannot sit beside 'Demo'. The key is computed in the app (the skeleton needs Unicode's data).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').addColumn('nickname_key', 'text').execute();
  const rows = await sql<{ id: string; nickname: string }>`
    select id, nickname from profiles where nickname is not null order by created_at`.execute(db);
  const seen = new Set<string>();
  for (const { id, nickname } of rows.rows) {
    const key = nicknameKey(nickname);
    // An older look-alike keeps its nickname; the later one keeps it too but is not reserved.
    if (seen.has(key)) continue;
    seen.add(key);
    await sql`update profiles set nickname_key = ${key} where id = ${id}`.execute(db);
  }
  await db.schema
    .createIndex('profiles_nickname_key_unique')
    .on('profiles')
    .column('nickname_key')
    .unique()
    .execute();
  await db.schema.dropIndex('profiles_nickname_unique').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('profiles_nickname_key_unique').execute();
  await db.schema.alterTable('profiles').dropColumn('nickname_key').execute();
  await db.schema
    .createIndex('profiles_nickname_unique')
    .on('profiles')
    .expression(sql`lower(nickname)`)
    .unique()
    .execute();
}

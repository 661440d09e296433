import { missingProfileFields } from '@prontidao/domain/profile/requirements';
import type { Db } from '../../db/database.js';
import type { Viewer } from './access.policies.js';

/** The viewer in one query: role and the fields that make the profile complete. */
export async function findViewer(db: Db, userId: string): Promise<Viewer> {
  const row = await db
    .selectFrom('user')
    .leftJoin('profiles', 'profiles.id', 'user.id')
    .select([
      'user.id',
      'user.email',
      'profiles.role',
      'profiles.full_name',
      'profiles.nickname',
      'profiles.sexo',
      'profiles.peso_kg',
      'profiles.altura_cm',
      'profiles.taf_dt',
      'profiles.cref_number',
      'profiles.cref_region',
    ])
    .where('user.id', '=', userId)
    .executeTakeFirstOrThrow();
  const role = row.role ?? 'aluno';
  return { id: row.id, role, profileComplete: missingProfileFields(role, row).length === 0 };
}

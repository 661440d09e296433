import { missingProfileFields } from '@prontidao/domain/profile/requirements';
import type { Db } from '../../db/database.js';
import type { Viewer } from './access.policies.js';

/**
 * The viewer in one query: the session still alive (not signed out, not revoked by a password
 * reset), the role and the fields that make the profile complete. Undefined: no live session.
 */
export async function findViewer(db: Db, userId: string, sessionToken: string): Promise<Viewer | undefined> {
  const row = await db
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.userId')
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
    .where('session.token', '=', sessionToken)
    .where('session.userId', '=', userId)
    .where('session.expiresAt', '>', new Date())
    .executeTakeFirst();
  if (!row) return undefined;
  const role = row.role ?? 'aluno';
  return { id: row.id, role, profileComplete: missingProfileFields(role, row).length === 0 };
}

import type { Role } from '../navigation/routes.js';

export interface ProfileFields {
  email: string | null;
  full_name: string | null;
  nickname: string | null;
  sexo: string | null;
  peso_kg: number | null;
  altura_cm: number | null;
  taf_dt: string | null;
  cref_number: string | null;
  cref_region: string | null;
}

/** Required fields per role: the candidate's blocking dialog list, the trainer's registration. */
const REQUIRED: Record<Role, (keyof ProfileFields)[]> = {
  aluno: ['email', 'nickname', 'sexo', 'peso_kg', 'altura_cm', 'taf_dt'],
  treinador: ['full_name', 'cref_number', 'cref_region'],
  admin: ['full_name'],
};

export function missingProfileFields(role: Role, profile: ProfileFields): (keyof ProfileFields)[] {
  return REQUIRED[role].filter((field) => {
    const value = profile[field];
    return value === null || (typeof value === 'string' && value.trim() === '');
  });
}

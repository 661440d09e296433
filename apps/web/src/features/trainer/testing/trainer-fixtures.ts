import type { RpcOutput } from '@/lib/rpc';

type TrainerProfile = RpcOutput<'get_trainer_profile'>;
type Invite = RpcOutput<'get_trainer_invites'>[number];
type Student = RpcOutput<'get_trainer_students_approved'>[number];

/** get_trainer_profile for a new account that came to be a trainer, changed by `overrides`. */
export const trainerProfile = (overrides: Partial<TrainerProfile> = {}): TrainerProfile => ({
  full_name: null,
  birth_date: null,
  cref_number: null,
  cref_region: null,
  cref_status: null,
  cref_rejection_reason: null,
  role: 'aluno',
  nickname: null,
  email: 'carlos@example.com',
  ...overrides,
});

export const pendingInvite = (id: string, createdAt: string, expiresAt: string): Invite => ({
  id,
  created_at: createdAt,
  expires_at: expiresAt,
});

/** The exam a student follows as the list names it; the default CBMDF when none was chosen. */
export const DEFAULT_EXAM: NonNullable<Student['exam']> = {
  id: 'cbmdf-2025-estimada',
  short_name: 'CBMDF 2025 — referência estimada',
  format: 'grade_table',
};

export const approvedStudent = (overrides: Partial<Student> & { id: string }): Student => ({
  full_name: 'Ana Souza',
  nickname: 'AnaS',
  email: 'ana@example.com',
  approved_at: '2026-03-10T15:00:00.000Z',
  exam: DEFAULT_EXAM,
  ...overrides,
});

// The roles of an account, and how a stored or sent role word is read (docs/glossary.md: aluno is
// the candidate).

export const ROLES = ['aluno', 'treinador', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** What a person says they came for; never a role by itself (the trainer role needs onboarding). */
export const ROLE_INTENTS = ['aluno', 'treinador'] as const;
export type RoleIntent = (typeof ROLE_INTENTS)[number];

/** The words set_user_role takes for an intent: ours, and the English ones older clients sent. */
export const ROLE_INTENT_WORDS = ['aluno', 'treinador', 'trainer', 'candidate', 'student'] as const;

/** 'treinador' or 'trainer' is the trainer's intent; any other word the candidate's. */
export const parseRoleIntent = (value: unknown): RoleIntent =>
  value === 'treinador' || value === 'trainer' ? 'treinador' : 'aluno';

/** Parses a stored or sent role; 'trainer' reads as treinador, anything unknown as aluno. */
export const parseRole = (value: unknown): Role => (value === 'admin' ? 'admin' : parseRoleIntent(value));

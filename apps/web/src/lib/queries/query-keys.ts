// Every query key of the app, so each query and each invalidation names the same data the same way.

export const queryKeys = {
  authContext: ['auth-context'] as const,
  fullProfile: ['perfil-completo'] as const,
  cargos: ['cargos'] as const,
  editais: ['editais'] as const,
  /** Prefix of every get_user_tests list, whatever its limit. */
  userTests: ['user-tests'] as const,
  userTestsList: (limit: number) => ['user-tests', limit] as const,
  lastSimulado: ['last-simulado'] as const,
  passwordStrength: (password: string) => ['password-strength', password] as const,
  verifyEmail: (token: string | null) => ['verify-email', token] as const,
  devOutbox: ['dev-outbox'] as const,
};

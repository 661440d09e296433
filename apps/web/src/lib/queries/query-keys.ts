// Every query key of the app, so each query and each invalidation names the same data the same way.

export const queryKeys = {
  authContext: ['auth-context'] as const,
  fullProfile: ['perfil-completo'] as const,
  editais: ['editais'] as const,
  /** Prefix of every get_user_tests list, whatever its limit. */
  userTests: ['user-tests'] as const,
  userTestsList: (limit: number) => ['user-tests', limit] as const,
  lastSimulado: ['last-simulado'] as const,
  /** get_pass_chance: under the simulations' prefix, so a saved simulation refreshes it too. */
  passChance: ['user-tests', 'pass-chance'] as const,
  passwordStrength: (password: string) => ['password-strength', password] as const,
  verifyEmail: (token: string | null) => ['verify-email', token] as const,
  devOutbox: ['dev-outbox'] as const,
  /** Prefix of every training history page and activity detail. */
  trainingActivities: ['training-activities'] as const,
  trainingActivity: (id: string) => ['training-activities', 'detail', id] as const,
  /** Balance, wallet and rank move together: invalidate this prefix after any activity change. */
  coins: ['coins'] as const,
  saldoMoedas: ['coins', 'saldo'] as const,
  coinWallet: ['coins', 'wallet'] as const,
  rankStatus: ['coins', 'rank-status'] as const,
  kbSnippets: ['coins', 'kb-snippets'] as const,
  premiumContents: ['coins', 'premium'] as const,
  recentMedals: ['recent-medals'] as const,
  /** The Strava connection (get_oauth_connection_status). */
  trackerStatus: ['tracker', 'status'] as const,
  /** Prefix of every get_recent_activities list, whatever its limit. */
  recentActivities: ['tracker', 'recent-activities'] as const,
  rankings: ['rankings'] as const,
  /** get_plano_atual. */
  currentPlan: ['plano-atual'] as const,
  /** The candidate's own training plan (the dashboard's 'Esta semana' and /aluno/plano). */
  trainingPlan: ['training-plan', 'self'] as const,
  /** The candidate's own body report (get_relatorio_bio without p_student). */
  bodyReport: ['body-report', 'self'] as const,
  editalTable: (editalId: string) => ['edital-table', editalId] as const,
  /** Prefix of the candidate's trainers and their access log: a revocation or a joined turma reads both again. */
  myTrainers: ['trainers'] as const,
  /** The turmas the candidate is in (get_my_turmas). */
  myTurmas: ['my-turmas'] as const,
  /** A turma's challenges with their standings (its trainer and its members read them). */
  turmaChallenges: (turmaId: string) => ['turma-challenges', turmaId] as const,
  /** Prefix of the candidate's own comment threads (a trainer's view of a student keeps them under studentView). */
  comments: ['comments'] as const,
  /** Prefix of a student view's data: a trainer's student, or the viewer's own ('self'). */
  studentView: (studentId: string | null) => ['student-view', studentId ?? 'self'] as const,
  /** The header's notification centre (get_notifications): the newest and how many are unread. */
  notifications: ['notifications'] as const,
  /** The person's reminder choices (get_notification_settings), on the profile's 'Lembretes'. */
  notificationSettings: ['notification-settings'] as const,
};

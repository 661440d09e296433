// What Prontidão reminds people of (issue 26, decision 053). Each kind can be turned off; all start
// on. 'email' marks the kinds that also go by e-mail to someone without push (the milestones and
// the weekly summary: a few a month, never a daily nag).

export const NOTIFICATION_KINDS = [
  'sessao_do_dia',
  'treinos_perdidos',
  'contagem_taf',
  'treinador',
  'aluno_aceitou',
  'promocao',
  'resumo_semanal',
  'crefs_pendentes',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const isNotificationKind = (value: string): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value);

export interface NotificationKindInfo {
  label: string;
  description: string;
  /** Who it is for: every candidate, trainers or admins. */
  audience: 'candidato' | 'treinador' | 'admin';
  /** Also sent by e-mail to someone with no push subscription. */
  email: boolean;
}

export const NOTIFICATION_KIND_INFO: Record<NotificationKind, NotificationKindInfo> = {
  sessao_do_dia: {
    label: 'Treino do dia',
    description: 'A sessão do seu plano de hoje, na hora que você escolher.',
    audience: 'candidato',
    email: false,
  },
  treinos_perdidos: {
    label: 'Treinos atrasados',
    description: 'Um resumo quando a semana escorrega e há sessões do plano por fazer.',
    audience: 'candidato',
    email: false,
  },
  contagem_taf: {
    label: 'Contagem para o TAF',
    description: 'Aviso a 60, 30, 14, 7 dias e na véspera do seu TAF.',
    audience: 'candidato',
    email: true,
  },
  treinador: {
    label: 'Seu treinador',
    description: 'Quando o treinador ajusta sua semana ou comenta um treino.',
    audience: 'candidato',
    email: false,
  },
  aluno_aceitou: {
    label: 'Convites aceitos',
    description: 'Quando um aluno aceita seu convite.',
    audience: 'treinador',
    email: false,
  },
  promocao: {
    label: 'Promoções',
    description: 'Quando você sobe de patente.',
    audience: 'candidato',
    email: false,
  },
  resumo_semanal: {
    label: 'Resumo da semana',
    description: 'Domingo à noite: treinos feitos, moedas e o que vem a seguir.',
    audience: 'candidato',
    email: true,
  },
  crefs_pendentes: {
    label: 'CREFs para verificar',
    description: 'Uma vez por dia, quando há treinadores aguardando verificação.',
    audience: 'admin',
    email: false,
  },
};

/** The milestones of the TAF countdown, in days before it. */
export const COUNTDOWN_DAYS = [60, 30, 14, 7, 1] as const;

/** Quiet hours by default: 22:00–07:00, São Paulo. */
export const DEFAULT_QUIET_HOURS = { start: 22 * 60, end: 7 * 60 } as const;

/** The hour of the day's session reminder by default (São Paulo). */
export const DEFAULT_SESSION_HOUR = 7;

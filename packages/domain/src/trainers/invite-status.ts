/** What `accept_trainer_invite` answers (spec §7), and what the invite page says for each (§8). */
export const INVITE_STATUSES = [
  'approved',
  'invalid_token',
  'expired_token',
  'already_used',
  'not_authenticated',
  'own_invite',
] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

export const INVITE_SUCCESS =
  'Compartilhamento ativado com sucesso! Seu treinador poderá ver seus dados de treino.';
export const INVITE_FALLBACK = 'Não foi possível aceitar o convite.';
export const INVITE_MISSING_TOKEN = 'Token de convite ausente na URL.';

const MESSAGES: Record<Exclude<InviteStatus, 'approved'>, string> = {
  invalid_token: 'Token de convite inválido ou não encontrado.',
  expired_token: 'Este convite expirou. Solicite um novo convite ao seu treinador.',
  already_used: 'Este convite já foi utilizado por outro usuário.',
  not_authenticated: 'Você precisa estar logado para aceitar o convite.',
  // Beyond the spec: a trainer opening their own link.
  own_invite: 'Este convite é seu: envie o link ao seu aluno.',
};

/** The error text for a status other than 'approved' ('Erro: {status}' for one we do not know). */
export function inviteErrorMessage(status: string | null | undefined): string {
  if (!status) return INVITE_FALLBACK;
  return Object.hasOwn(MESSAGES, status) ? MESSAGES[status as keyof typeof MESSAGES] : `Erro: ${status}`;
}

/** Invites last 7 days (DECISIONS 'Trainer links'). */
export const INVITE_TTL_DAYS = 7;

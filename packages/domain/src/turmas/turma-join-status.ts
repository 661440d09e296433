/** What opening or using a turma link answers, and what the page says for each (issue 24). */
export const TURMA_JOIN_STATUSES = [
  'valid',
  'joined',
  'already_member',
  'invalid_token',
  'expired_token',
  'full',
  'own_turma',
] as const;
export type TurmaJoinStatus = (typeof TURMA_JOIN_STATUSES)[number];

const MESSAGES: Record<Exclude<TurmaJoinStatus, 'valid' | 'joined'>, string> = {
  already_member: 'Você já faz parte desta turma.',
  invalid_token: 'Link de turma inválido ou revogado. Peça um novo link ao seu treinador.',
  expired_token: 'Este link de turma expirou. Peça um novo link ao seu treinador.',
  full: 'Esta turma já atingiu o limite de pessoas deste link. Fale com o seu treinador.',
  own_turma: 'Esta turma é sua: envie o link aos seus alunos.',
};

/** The sentence for a status that did not (or need not) join anyone. */
export function turmaJoinMessage(status: TurmaJoinStatus): string | null {
  return status === 'valid' || status === 'joined' ? null : MESSAGES[status];
}

/** What a trainer sees of a student who joins a turma: the consent screen lists it (issue 24). */
export const TURMA_SHARES = [
  'Seus simulados do TAF e as notas de cada prova',
  'Seus treinos (barra, corrida, natação e exercícios) e as moedas que renderam',
  'Suas métricas de resistência (VO2max, VAM, limiares e zonas)',
  'Seu plano de treino e o que você cumpriu dele',
  'Treinos importados do Strava: só que foram feitos e seus pontos — detalhes ficam visíveis só para você',
] as const;

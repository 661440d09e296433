/** better-auth's error codes, told in pt-BR. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'E-mail ou senha incorretos.',
  EMAIL_NOT_VERIFIED: 'Email não confirmado',
  USER_ALREADY_EXISTS: 'Já existe uma conta com este e-mail. Faça login ou recupere a senha.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    'Já existe uma conta com este e-mail. Faça login ou recupere a senha.',
  INVALID_TOKEN: 'Link inválido ou expirado',
  TOKEN_EXPIRED: 'Link inválido ou expirado',
  INVALID_EMAIL: 'E-mail inválido.',
  INVALID_PASSWORD: 'Senha inválida.',
  PASSWORD_TOO_SHORT: 'A senha deve ter pelo menos 8 caracteres.',
  PASSWORD_TOO_LONG: 'A senha pode ter no máximo 128 caracteres.',
  EMAIL_ALREADY_VERIFIED: 'Este e-mail já foi confirmado. Faça login.',
  USER_NOT_FOUND: 'Usuário não encontrado.',
  INVALID_ORIGIN: 'Origem da requisição não permitida.',
  MISSING_OR_NULL_ORIGIN: 'Origem da requisição não permitida.',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'Origem da requisição não permitida.',
  UNAUTHORIZED: 'Você precisa estar logado para continuar.',
  VALIDATION_ERROR: 'Dados inválidos.',
  BODY_MUST_BE_AN_OBJECT: 'Dados inválidos.',
  MISSING_FIELD: 'Dados incompletos.',
  FAILED_TO_CREATE_USER: 'Não foi possível criar a conta. Tente novamente.',
  FAILED_TO_CREATE_SESSION: 'Não foi possível entrar. Tente novamente.',
  ACCOUNT_DISABLED: 'Conta desativada. Fale com o suporte do Prontidão.',
};

export const TOO_MANY_ATTEMPTS = 'Muitas tentativas. Aguarde alguns segundos e tente novamente.';

export function authErrorMessage(code: string | undefined, status: number): string {
  if (status === 429) return TOO_MANY_ATTEMPTS;
  return (code && MESSAGES[code]) ?? 'Falha na autenticação.';
}

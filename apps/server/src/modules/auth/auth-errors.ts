import type { ErrorCode } from '@prontidao/domain/errors/error-codes';

type AuthError = { code: ErrorCode; message: string };

const SAME_ACCOUNT = 'Já existe uma conta com este e-mail. Faça login ou recupere a senha.';
const BAD_LINK = 'Link inválido ou expirado';
const BAD_ORIGIN = 'Origem da requisição não permitida.';

/**
 * better-auth's error codes as ours (one word per concept: its VALIDATION_ERROR is our
 * VALIDATION_FAILED, its UNAUTHORIZED our UNAUTHENTICATED…), told in pt-BR.
 */
const AUTH_ERRORS: Record<string, AuthError> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'E-mail ou senha incorretos.' },
  EMAIL_NOT_VERIFIED: { code: 'EMAIL_NOT_VERIFIED', message: 'Email não confirmado' },
  USER_ALREADY_EXISTS: { code: 'USER_ALREADY_EXISTS', message: SAME_ACCOUNT },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'USER_ALREADY_EXISTS', message: SAME_ACCOUNT },
  INVALID_TOKEN: { code: 'INVALID_TOKEN', message: BAD_LINK },
  TOKEN_EXPIRED: { code: 'INVALID_TOKEN', message: BAD_LINK },
  INVALID_EMAIL: { code: 'INVALID_EMAIL', message: 'E-mail inválido.' },
  INVALID_PASSWORD: { code: 'INVALID_PASSWORD', message: 'Senha inválida.' },
  PASSWORD_TOO_SHORT: { code: 'PASSWORD_TOO_SHORT', message: 'A senha deve ter pelo menos 8 caracteres.' },
  PASSWORD_TOO_LONG: { code: 'PASSWORD_TOO_LONG', message: 'A senha pode ter no máximo 128 caracteres.' },
  EMAIL_ALREADY_VERIFIED: {
    code: 'EMAIL_ALREADY_VERIFIED',
    message: 'Este e-mail já foi confirmado. Faça login.',
  },
  USER_NOT_FOUND: { code: 'USER_NOT_FOUND', message: 'Usuário não encontrado.' },
  INVALID_ORIGIN: { code: 'CSRF_REJECTED', message: BAD_ORIGIN },
  MISSING_OR_NULL_ORIGIN: { code: 'CSRF_REJECTED', message: BAD_ORIGIN },
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: { code: 'CSRF_REJECTED', message: BAD_ORIGIN },
  UNAUTHORIZED: { code: 'UNAUTHENTICATED', message: 'Você precisa estar logado para continuar.' },
  VALIDATION_ERROR: { code: 'VALIDATION_FAILED', message: 'Dados inválidos.' },
  BODY_MUST_BE_AN_OBJECT: { code: 'VALIDATION_FAILED', message: 'Dados inválidos.' },
  MISSING_FIELD: { code: 'VALIDATION_FAILED', message: 'Dados incompletos.' },
  FAILED_TO_CREATE_USER: {
    code: 'FAILED_TO_CREATE_USER',
    message: 'Não foi possível criar a conta. Tente novamente.',
  },
  FAILED_TO_CREATE_SESSION: {
    code: 'FAILED_TO_CREATE_SESSION',
    message: 'Não foi possível entrar. Tente novamente.',
  },
  ACCOUNT_DISABLED: {
    code: 'ACCOUNT_DISABLED',
    message: 'Conta desativada. Fale com o suporte do Prontidão.',
  },
};

export const TOO_MANY_ATTEMPTS = 'Muitas tentativas. Aguarde alguns segundos e tente novamente.';

/** A better-auth refusal as our code and a pt-BR sentence. */
export function authError(code: string | undefined, status: number): AuthError {
  if (status === 429) return { code: 'TOO_MANY_REQUESTS', message: TOO_MANY_ATTEMPTS };
  return (
    (code && Object.hasOwn(AUTH_ERRORS, code) && AUTH_ERRORS[code]) || {
      code: 'AUTH_FAILED',
      message: 'Falha na autenticação.',
    }
  );
}

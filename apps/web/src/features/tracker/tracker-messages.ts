import { ApiError } from '@/lib/api-error';

// Spec §8 'Tracker': every text the connection shows, and what the OAuth callback's codes mean.

export const CONNECTED = 'Strava conectado!';
export const DISCONNECTED = 'Strava desconectado!';
export const CONNECT_SIGNED_OUT = 'Você precisa estar logado para conectar o Strava.';
export const CONNECT_FAILED = 'Erro ao conectar com o Strava. Tente novamente.';
export const STATE_FAILED = 'Erro ao gerar estado de segurança. Tente novamente.';
export const DISCONNECT_SIGNED_OUT = 'Você precisa estar logado para desconectar o Strava.';
export const DISCONNECT_FAILED = 'Erro ao desconectar o Strava. Tente novamente.';
export const OAUTH_STATE_FAILED = 'Falha ao gerar estado OAuth';
export const URL_FAILED = 'Erro ao gerar URL';

/** `/integracoes?error=<code>`, set by the server's GET /api/strava/callback. */
export const CALLBACK_ERRORS: Record<string, string> = {
  denied: 'Você não autorizou o acesso ao Strava.',
  scope: 'Para importar seus treinos, autorize o acesso às atividades (activity:read_all).',
  state: 'Link de conexão inválido ou expirado. Tente conectar de novo.',
  exchange: CONNECT_FAILED,
  auth: CONNECT_SIGNED_OUT,
};

export const callbackErrorText = (code: string) =>
  Object.hasOwn(CALLBACK_ERRORS, code) ? (CALLBACK_ERRORS[code] as string) : CONNECT_FAILED;

const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Why the authorisation link could not be made: signed out, or the secure state failed. */
export const connectErrorText = (error: unknown) => (isSignedOut(error) ? CONNECT_SIGNED_OUT : STATE_FAILED);

export const disconnectErrorText = (error: unknown) =>
  isSignedOut(error) ? DISCONNECT_SIGNED_OUT : DISCONNECT_FAILED;

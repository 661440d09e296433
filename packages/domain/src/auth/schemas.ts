import { z } from 'zod';
import { safeRedirectTarget } from '../navigation/resolve-redirect.js';
import { ROLE_INTENTS } from '../navigation/routes.js';
import { safeText } from '../text/safe-text.js';
import { PASSWORD_MAX_LENGTH } from './password-strength.js';

const email = z
  .string({ error: 'Informe o e-mail.' })
  .trim()
  .toLowerCase()
  .max(254, 'E-mail longo demais.')
  .pipe(z.email({ error: 'E-mail inválido.' }));

const password = z
  .string({ error: 'Informe a senha.' })
  .min(1, 'Informe a senha.')
  .max(PASSWORD_MAX_LENGTH, 'A senha pode ter no máximo 128 caracteres.');

/**
 * Where the e-mail confirmation link leads back to (a path of this app, e.g. an invite /join?token=…):
 * better-auth's own callbackURL, read again by our mail hook.
 */
const callbackURL = z
  .string()
  .max(2048)
  .refine((value) => safeRedirectTarget(value) !== undefined, 'Endereço de retorno inválido.');

export const SignUpSchema = z.object({
  name: safeText('Informe seu nome.').pipe(
    z.string().min(2, 'Informe seu nome.').max(80, 'Nome longo demais.'),
  ),
  email,
  password,
  /** The portal the person signed up on; only an intent (the trainer role needs onboarding). */
  role_intent: z.enum(ROLE_INTENTS).optional(),
  callbackURL: callbackURL.optional(),
});
export type SignUp = z.infer<typeof SignUpSchema>;

export const SignInSchema = z.object({ email, password, rememberMe: z.boolean().optional() });
export const EmailOnlySchema = z.object({ email });
/** 'Reenviar': the new link leads back to the same place as the first one. */
export const ResendConfirmationSchema = z.object({ email, callbackURL: callbackURL.optional() });
export const ResetPasswordSchema = z.object({
  token: z.string({ error: 'Link inválido ou expirado' }).min(1, 'Link inválido ou expirado').max(2048),
  newPassword: password,
});
export const PasswordCheckSchema = z.object({ password: z.string().max(PASSWORD_MAX_LENGTH) });

import { PASSWORD_MIN_LENGTH } from '@prontidao/domain/auth/password-strength';
import {
  EmailOnlySchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
} from '@prontidao/domain/auth/schemas';
import { z } from 'zod';

/** The auth forms' schemas: the API's own (domain), plus what only the form asks. */
export const PASSWORD_MISMATCH = 'As senhas não coincidem';
export const PASSWORD_TOO_SHORT = 'A senha deve ter pelo menos 8 caracteres.';
export const PASSWORD_NOT_ACCEPTED = 'A senha ainda não atende a todos os requisitos.';

const newPassword = SignUpSchema.shape.password.min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT);

export const LoginFormSchema = SignInSchema.pick({ email: true, password: true });

export const SignUpFormSchema = SignUpSchema.pick({ name: true, email: true })
  .extend({ password: newPassword, confirm: z.string() })
  .refine((form) => form.confirm === form.password, { message: PASSWORD_MISMATCH, path: ['confirm'] });

export const ForgotPasswordFormSchema = EmailOnlySchema;

export const ResetPasswordFormSchema = z
  .object({
    newPassword: ResetPasswordSchema.shape.newPassword.min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
    confirm: z.string(),
  })
  .refine((form) => form.confirm === form.newPassword, { message: PASSWORD_MISMATCH, path: ['confirm'] });

/** The confirmation's error as the person types: as soon as it differs, not only after submitting. */
export function confirmError(password: string, confirm: string, submitted?: string): string | undefined {
  if (submitted) return submitted;
  return confirm.length > 0 && confirm !== password ? PASSWORD_MISMATCH : undefined;
}

import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '@prontidao/domain/auth/password-strength';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { usePasswordStrength } from './api/use-password-strength';
import { confirmError, ResetPasswordFormSchema } from './auth-form-schemas';
import { PasswordStrengthMeter } from './password-strength-meter';
import { showAuthError } from './show-auth-error';

/** New password from a recovery link; every session of the account ends on success. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { newPassword: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [password, confirm] = form.watch(['newPassword', 'confirm']);
  const strength = usePasswordStrength(password);

  const submit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await authClient.resetPassword(token, newPassword);
      toast.success('Senha alterada', {
        description: 'Entre com a nova senha. Suas outras sessões foram encerradas.',
      });
      navigate(paths.auth, { replace: true });
    } catch (error) {
      showAuthError('Erro ao redefinir senha', error);
    }
  });

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <FormField id="reset-password" label="Nova senha" required error={errors.newPassword?.message}>
        {(control) => (
          <>
            <Input
              type="password"
              autoComplete="new-password"
              {...form.register('newPassword')}
              {...control}
              aria-describedby={[control['aria-describedby'], 'reset-strength'].filter(Boolean).join(' ')}
            />
            <PasswordStrengthMeter id="reset-strength" strength={strength} />
          </>
        )}
      </FormField>
      <FormField
        id="reset-confirm"
        label="Confirmar nova senha"
        required
        error={confirmError(password, confirm, errors.confirm?.message)}
      >
        <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
      </FormField>
      <Button
        type="submit"
        size="lg"
        disabled={isSubmitting || password.length < PASSWORD_MIN_LENGTH || password !== confirm}
      >
        {isSubmitting ? 'Salvando...' : 'Salvar nova senha'}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-error';
import { authClient } from '@/lib/auth-client';
import { LoginFormSchema } from './auth-form-schemas';
import { showAuthError } from './show-auth-error';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useCooldown } from './use-cooldown';

/** E-mail and password; an unconfirmed address is handed to the page, which shows the one box. */
export function LoginForm({
  idPrefix = 'login',
  onUnconfirmed,
}: {
  idPrefix?: string;
  onUnconfirmed: (email: string) => void;
}) {
  const completeSignIn = useCompleteSignIn();
  const form = useForm({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [email, password] = form.watch(['email', 'password']);
  // Too many wrong passwords: the server says how long to wait, and the form counts it down.
  const wait = useCooldown(0);

  const submit = form.handleSubmit(async (values) => {
    try {
      const signedIn = await authClient.signIn(values);
      if (signedIn?.deletion_cancelled) {
        toast.success('Exclusão da conta cancelada', {
          description: 'Você entrou durante o prazo de 7 dias: sua conta e seus dados continuam aqui.',
        });
      }
      await completeSignIn();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') onUnconfirmed(values.email);
      else if (error instanceof ApiError && error.retryAfterSeconds) wait.start(error.retryAfterSeconds);
      else showAuthError('Erro no login', error);
    }
  });

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <FormField id={`${idPrefix}-email`} label="E-mail" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField id={`${idPrefix}-password`} label="Senha" required error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      {wait.remaining > 0 && (
        <p role="alert" className="text-destructive text-sm">
          {`Muitas tentativas. Tente de novo em ${wait.remaining} ${wait.remaining === 1 ? 'segundo' : 'segundos'}.`}
        </p>
      )}
      <Button type="submit" size="lg" disabled={isSubmitting || !email || !password || wait.remaining > 0}>
        {isSubmitting ? 'Entrando...' : 'Entrar'}
      </Button>
    </form>
  );
}

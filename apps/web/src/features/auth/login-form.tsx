import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-error';
import { authClient } from '@/lib/auth-client';
import { UnconfirmedEmailBox } from './unconfirmed-email-box';
import { useCompleteSignIn } from './use-complete-sign-in';

export function showAuthError(title: string, error: unknown) {
  if (error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS') {
    toast.error('Muitas tentativas', { description: 'Aguarde alguns segundos e tente novamente.' });
  } else {
    toast.error(title, { description: errorMessage(error) });
  }
}

export function LoginForm({ idPrefix = 'login' }: { idPrefix?: string }) {
  const completeSignIn = useCompleteSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setUnconfirmed(null);
    try {
      await authClient.signIn({ email, password });
      await completeSignIn();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') setUnconfirmed(email.trim());
      else showAuthError('Erro no login', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <FormField id={`${idPrefix}-email`} label="E-mail" required>
        <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <FormField id={`${idPrefix}-password`} label="Senha" required>
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      {unconfirmed && <UnconfirmedEmailBox email={unconfirmed} />}
      <Button type="submit" size="lg" disabled={busy || !email || !password}>
        {busy ? 'Entrando...' : 'Entrar'}
      </Button>
    </form>
  );
}

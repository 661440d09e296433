import { type FormEvent, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { authClient } from '@/lib/auth-client';
import { showAuthError } from './login-form';

/** Asks for a recovery link; says the same whether or not the address has an account. */
export function ForgotPasswordDialog() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await authClient.requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (error) {
      showAuthError('Erro ao enviar link', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog onOpenChange={(open) => !open && setSentTo(null)}>
      <DialogTrigger asChild>
        <Button variant="link" className="h-auto px-0">
          Esqueci minha senha
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Recuperar senha</DialogTitle>
          <DialogDescription>Informe seu e-mail para receber um link de redefinição.</DialogDescription>
        </DialogHeader>
        {sentTo ? (
          <Alert variant="success" role="status">
            <AlertDescription>
              Se existir uma conta para <strong>{sentTo}</strong>, enviamos um link para criar uma nova senha.
              O link vale por 1 hora.
            </AlertDescription>
          </Alert>
        ) : (
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <FormField id="forgot-email" label="E-mail" required>
              <Input
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </FormField>
            <Button type="submit" disabled={busy || !email}>
              {busy ? 'Enviando...' : 'Enviar link'}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

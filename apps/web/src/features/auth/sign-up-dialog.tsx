import { PASSWORD_MIN_LENGTH } from '@prontidao/domain/auth/password-strength';
import { type FormEvent, useState } from 'react';
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
import { PasswordStrengthMeter } from './password-strength-meter';
import { usePasswordStrength } from './use-password-strength';

interface Props {
  triggerLabel?: string;
  title?: string;
  onSignedUp: (email: string) => void;
}

/** Sign-up: name, e-mail, password and confirmation, with the server's strength meter. */
export function SignUpDialog({ triggerLabel = 'Criar conta', title = 'Criar conta', onSignedUp }: Props) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ name: '', email: '', password: '', confirm: '' });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const strength = usePasswordStrength(form.password);

  const errors = {
    name: form.name.trim().length < 2 ? 'Informe seu nome.' : undefined,
    email: /^\S+@\S+\.\S+$/.test(form.email.trim()) ? undefined : 'Informe um e-mail válido.',
    password:
      form.password.length < PASSWORD_MIN_LENGTH
        ? 'A senha deve ter pelo menos 8 caracteres.'
        : strength && !strength.is_valid
          ? 'A senha ainda não atende a todos os requisitos.'
          : undefined,
    confirm: form.confirm !== form.password ? 'As senhas não coincidem' : undefined,
  };
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    setBusy(true);
    try {
      const email = form.email.trim();
      await authClient.signUp({ name: form.name.trim(), email, password: form.password });
      setOpen(false);
      setForm({ name: '', email: '', password: '', confirm: '' });
      setSubmitted(false);
      onSignedUp(email);
    } catch (error) {
      showAuthError('Erro no cadastro', error);
    } finally {
      setBusy(false);
    }
  };

  const shown = (key: keyof typeof errors) =>
    submitted || (key === 'confirm' && form.confirm.length > 0) ? errors[key] : undefined;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="lg" className="w-full">
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Enviaremos um link de confirmação para o seu e-mail.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <FormField id="signup-name" label="Nome completo" required error={shown('name')}>
            <Input autoComplete="name" value={form.name} onChange={set('name')} />
          </FormField>
          <FormField id="signup-email" label="E-mail" required error={shown('email')}>
            <Input type="email" autoComplete="email" value={form.email} onChange={set('email')} />
          </FormField>
          <FormField id="signup-password" label="Senha" required error={shown('password')}>
            {(control) => (
              <>
                <Input
                  type="password"
                  autoComplete="new-password"
                  value={form.password}
                  onChange={set('password')}
                  {...control}
                  aria-describedby={[control['aria-describedby'], 'signup-strength']
                    .filter(Boolean)
                    .join(' ')}
                />
                <PasswordStrengthMeter id="signup-strength" strength={strength} />
              </>
            )}
          </FormField>
          <FormField id="signup-confirm" label="Confirmar senha" required error={shown('confirm')}>
            <Input
              type="password"
              autoComplete="new-password"
              value={form.confirm}
              onChange={set('confirm')}
            />
          </FormField>
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? 'Criando conta...' : 'Cadastrar'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

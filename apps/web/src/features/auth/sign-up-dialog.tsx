import { zodResolver } from '@hookform/resolvers/zod';
import type { RoleIntent } from '@prontidao/domain/auth/roles';
import { safeRedirectTarget } from '@prontidao/domain/navigation/resolve-redirect';
import { PRIVACY_PATH } from '@prontidao/domain/privacy/consents';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
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
import { usePasswordStrength } from './api/use-password-strength';
import { confirmError, PASSWORD_NOT_ACCEPTED, SignUpFormSchema } from './auth-form-schemas';
import { PasswordStrengthMeter } from './password-strength-meter';
import { showAuthError } from './show-auth-error';

interface Props {
  /** The portal's role: recorded by the server as what the account came for. */
  roleIntent: RoleIntent;
  triggerLabel?: string;
  title?: string;
  onSignedUp: (email: string) => void;
}

const EMPTY = { name: '', email: '', password: '', confirm: '' };

/** Sign-up: name, e-mail, password and confirmation, with the server's strength meter. */
export function SignUpDialog({
  roleIntent,
  triggerLabel = 'Criar conta',
  title = 'Criar conta',
  onSignedUp,
}: Props) {
  const [open, setOpen] = useState(false);
  // The page that sent the person to log in (an invite link): the confirmation e-mail leads back to it.
  const callbackURL = safeRedirectTarget(useSearchParams()[0].get('redirect'));
  const form = useForm({ resolver: zodResolver(SignUpFormSchema), defaultValues: EMPTY });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const [password, confirm] = form.watch(['password', 'confirm']);
  const strength = usePasswordStrength(password);
  // The server's verdict is not part of the schema: shown once the person has tried to submit.
  const refused = isSubmitted && strength && !strength.is_valid ? PASSWORD_NOT_ACCEPTED : undefined;

  const submit = form.handleSubmit(async ({ name, email, password }) => {
    if (strength && !strength.is_valid) return;
    try {
      await authClient.signUp({
        name,
        email,
        password,
        role_intent: roleIntent,
        ...(callbackURL ? { callbackURL } : {}),
      });
      setOpen(false);
      form.reset(EMPTY);
      onSignedUp(email);
    } catch (error) {
      showAuthError('Erro no cadastro', error);
    }
  });

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
          <FormField id="signup-name" label="Nome completo" required error={errors.name?.message}>
            <Input autoComplete="name" {...form.register('name')} />
          </FormField>
          <FormField id="signup-email" label="E-mail" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <FormField id="signup-password" label="Senha" required error={errors.password?.message ?? refused}>
            {(control) => (
              <>
                <Input
                  type="password"
                  autoComplete="new-password"
                  {...form.register('password')}
                  {...control}
                  aria-describedby={[control['aria-describedby'], 'signup-strength']
                    .filter(Boolean)
                    .join(' ')}
                />
                <PasswordStrengthMeter id="signup-strength" strength={strength} />
              </>
            )}
          </FormField>
          <FormField
            id="signup-confirm"
            label="Confirmar senha"
            required
            error={confirmError(password, confirm, errors.confirm?.message)}
          >
            <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
          </FormField>
          <p className="text-pretty text-muted-foreground text-sm">
            Ao criar a conta você concorda com a nossa{' '}
            <Link to={PRIVACY_PATH} target="_blank" className="text-primary underline underline-offset-4">
              Política de Privacidade
              <span className="sr-only"> (abre em uma nova aba)</span>
            </Link>
            .
          </p>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? 'Criando conta...' : 'Cadastrar'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

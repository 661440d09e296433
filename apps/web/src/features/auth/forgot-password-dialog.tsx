import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { ForgotPasswordFormSchema } from './auth-form-schemas';
import { showAuthError } from './show-auth-error';

/** Asks for a recovery link; says the same whether or not the address has an account. */
export function ForgotPasswordDialog() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ForgotPasswordFormSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const email = form.watch('email');

  const submit = form.handleSubmit(async (values) => {
    try {
      await authClient.requestPasswordReset(values.email);
      setSentTo(values.email);
    } catch (error) {
      showAuthError('Erro ao enviar link', error);
    }
  });

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
              <p>
                Se existir uma conta para <strong className="wrap-anywhere">{sentTo}</strong>, enviamos um
                link para criar uma nova senha. O link vale por 1 hora.
              </p>
            </AlertDescription>
          </Alert>
        ) : (
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <FormField id="forgot-email" label="E-mail" required error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </FormField>
            <Button type="submit" disabled={isSubmitting || !email}>
              {isSubmitting ? 'Enviando...' : 'Enviar link'}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

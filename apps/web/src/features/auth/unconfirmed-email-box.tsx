import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { authClient } from '@/lib/auth-client';

/** 'Email não confirmado': shown after a refused login or a sign-up, with a resend button. */
export function UnconfirmedEmailBox({
  email,
  justSignedUp = false,
}: {
  email: string;
  justSignedUp?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      await authClient.resendConfirmation(email);
      toast.success('E-mail reenviado', { description: `Enviamos um novo link para ${email}.` });
    } catch (error) {
      toast.error('Erro ao reenviar email', { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert variant="warning" role="status">
      <MailWarning aria-hidden="true" />
      <AlertTitle>{justSignedUp ? 'Confirme seu e-mail' : 'Email não confirmado'}</AlertTitle>
      <AlertDescription>
        <p>
          {justSignedUp ? 'Conta criada! ' : ''}Enviamos um link de confirmação para <strong>{email}</strong>.
          Abra o e-mail e clique no link para ativar sua conta.
        </p>
        <Button variant="outline" size="sm" className="mt-2" onClick={resend} disabled={busy}>
          {busy ? 'Reenviando...' : 'Reenviar e-mail de confirmação'}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

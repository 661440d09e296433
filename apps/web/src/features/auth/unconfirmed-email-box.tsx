import { safeRedirectTarget } from '@prontidao/domain/navigation/resolve-redirect';
import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-error';
import { authClient } from '@/lib/auth-client';
import { DemoMailHint } from './demo-mail-hint';
import { useCooldown } from './use-cooldown';

/** A confirmation mail is not sent again before this many seconds (the server allows 3 a minute). */
export const RESEND_COOLDOWN_SECONDS = 60;

export interface PendingConfirmation {
  email: string;
  /** Just signed up ('Confirme seu e-mail'), or refused at sign-in ('Email não confirmado'). */
  justSignedUp: boolean;
}

/**
 * The one box about an unconfirmed address, with 'Reenviar' and its cooldown. Give it `key={email}`:
 * the same address keeps its cooldown when the box's title changes.
 */
export function UnconfirmedEmailBox({ email, justSignedUp }: PendingConfirmation) {
  const [busy, setBusy] = useState(false);
  const callbackURL = safeRedirectTarget(useSearchParams()[0].get('redirect'));
  // Signing up has just sent a mail: the first resend waits too.
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS, { startNow: justSignedUp });
  const resend = async () => {
    setBusy(true);
    try {
      await authClient.resendConfirmation(email, callbackURL);
      cooldown.start();
      toast.success('E-mail reenviado', { description: `Enviamos um novo link para ${email}.` });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS') cooldown.start();
      toast.error('Erro ao reenviar email', { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  const waiting = cooldown.remaining > 0;
  return (
    <Alert variant="warning" role="status" data-testid="unconfirmed-email-box">
      <MailWarning aria-hidden="true" />
      <AlertTitle>{justSignedUp ? 'Confirme seu e-mail' : 'Email não confirmado'}</AlertTitle>
      <AlertDescription>
        <p>
          {justSignedUp ? 'Conta criada! ' : ''}Enviamos um link de confirmação para{' '}
          <strong className="wrap-anywhere">{email}</strong>. Abra o e-mail e clique no link para ativar sua
          conta.
        </p>
        <DemoMailHint />
        <Button
          variant="outline"
          size="sm"
          className="mt-2 h-auto min-h-8 justify-self-start whitespace-normal"
          onClick={resend}
          disabled={busy || waiting}
          // The countdown changes every second: not announced (the box is a live region).
          aria-live="off"
        >
          {busy
            ? 'Reenviando...'
            : waiting
              ? `Reenviar e-mail em ${cooldown.remaining} s`
              : 'Reenviar e-mail de confirmação'}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

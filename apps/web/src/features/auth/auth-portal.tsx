import type { RoleIntent } from '@prontidao/domain/auth/roles';
import { type ReactNode, useState } from 'react';
import { Separator } from '@/components/ui/separator';
import { AuthShell } from './auth-shell';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginForm } from './login-form';
import { SignUpDialog } from './sign-up-dialog';
import { type PendingConfirmation, UnconfirmedEmailBox } from './unconfirmed-email-box';

interface Props {
  title: string;
  description: string;
  footer: ReactNode;
  /** What an account made here comes for (the server records it). */
  roleIntent: RoleIntent;
  idPrefix: string;
  signUpPrompt: string;
  signUpLabel?: string;
  signUpTitle?: string;
}

/**
 * A login portal (/auth, /auth/treinador): sign-in, recovery, sign-up, and at most one box about an
 * unconfirmed address, whether it came from the sign-up or from a refused sign-in.
 */
export function AuthPortal({
  roleIntent,
  idPrefix,
  signUpPrompt,
  signUpLabel,
  signUpTitle,
  ...shell
}: Props) {
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  return (
    <AuthShell {...shell}>
      {pending && <UnconfirmedEmailBox key={pending.email} {...pending} />}
      <LoginForm idPrefix={idPrefix} onUnconfirmed={(email) => setPending({ email, justSignedUp: false })} />
      <div className="flex justify-end">
        <ForgotPasswordDialog />
      </div>
      <Separator />
      <p className="text-center text-muted-foreground text-sm">{signUpPrompt}</p>
      <SignUpDialog
        roleIntent={roleIntent}
        triggerLabel={signUpLabel}
        title={signUpTitle}
        onSignedUp={(email) => setPending({ email, justSignedUp: true })}
      />
    </AuthShell>
  );
}

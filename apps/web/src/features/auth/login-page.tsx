import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Separator } from '@/components/ui/separator';
import { paths } from '@/config/paths';
import { intentRole } from '@/lib/local-auth-storage';
import { AdminAccessDialog } from './admin-access-dialog';
import { AuthShell } from './auth-shell';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginForm } from './login-form';
import { SignUpDialog } from './sign-up-dialog';
import { UnconfirmedEmailBox } from './unconfirmed-email-box';

/** /auth: candidate login, sign-up dialog, password recovery and the admin-access dialog. */
export default function LoginPage() {
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  // A new account made here is a candidate's (the trainer portal says the opposite).
  useEffect(() => intentRole.set('aluno'), []);
  return (
    <AuthShell
      title="Entrar"
      description="Acesse sua preparação para o TAF."
      footer={
        <div className="flex flex-col items-center gap-2 text-sm">
          <Link to={paths.trainerAuth} className="text-primary underline-offset-4 hover:underline">
            É treinador? Acesse o portal do treinador
          </Link>
          <AdminAccessDialog />
        </div>
      }
    >
      {signedUpEmail && <UnconfirmedEmailBox email={signedUpEmail} justSignedUp />}
      <LoginForm />
      <div className="flex justify-end">
        <ForgotPasswordDialog />
      </div>
      <Separator />
      <p className="text-center text-muted-foreground text-sm">Ainda não tem conta?</p>
      <SignUpDialog onSignedUp={setSignedUpEmail} />
    </AuthShell>
  );
}

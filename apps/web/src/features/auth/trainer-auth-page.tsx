import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Separator } from '@/components/ui/separator';
import { paths } from '@/config/paths';
import { intentRole } from '@/lib/local-auth-storage';
import { AuthShell } from './auth-shell';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginForm } from './login-form';
import { SignUpDialog } from './sign-up-dialog';
import { UnconfirmedEmailBox } from './unconfirmed-email-box';

/** /auth/treinador: the trainer portal. Whoever signs in here is treated as a trainer. */
export default function TrainerAuthPage() {
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  useEffect(() => intentRole.set('treinador'), []);
  return (
    <AuthShell
      title="Portal do Treinador"
      description="Entre ou cadastre-se para acompanhar seus alunos com seu CREF."
      footer={
        <Link to={paths.auth} className="text-center text-primary text-sm underline-offset-4 hover:underline">
          É candidato? Entre aqui
        </Link>
      }
    >
      {signedUpEmail && <UnconfirmedEmailBox email={signedUpEmail} justSignedUp />}
      <LoginForm idPrefix="trainer-login" />
      <div className="flex justify-end">
        <ForgotPasswordDialog />
      </div>
      <Separator />
      <p className="text-center text-muted-foreground text-sm">Primeiro acesso?</p>
      <SignUpDialog
        triggerLabel="Cadastrar como treinador"
        title="Cadastro de treinador"
        onSignedUp={setSignedUpEmail}
      />
    </AuthShell>
  );
}

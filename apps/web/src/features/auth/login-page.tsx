import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AdminAccessDialog } from './admin-access-dialog';
import { AuthPortal } from './auth-portal';

/** /auth: candidate login, sign-up dialog, password recovery and the admin-access dialog. */
export default function LoginPage() {
  return (
    <AuthPortal
      title="Entrar"
      description="Acesse sua preparação para o TAF."
      roleIntent="aluno"
      idPrefix="login"
      signUpPrompt="Ainda não tem conta?"
      footer={
        <div className="flex flex-col items-center gap-2 text-sm">
          <Link to={paths.trainerAuth} className="text-primary underline-offset-4 hover:underline">
            É treinador? Acesse o portal do treinador
          </Link>
          <AdminAccessDialog />
        </div>
      }
    />
  );
}

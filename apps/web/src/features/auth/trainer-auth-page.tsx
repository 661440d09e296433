import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthPortal } from './auth-portal';

/** /auth/treinador: the trainer portal. An account made here is recorded as a trainer's intent. */
export default function TrainerAuthPage() {
  return (
    <AuthPortal
      title="Portal do Treinador"
      description="Entre ou cadastre-se para acompanhar seus alunos com seu CREF."
      roleIntent="treinador"
      idPrefix="trainer-login"
      signUpPrompt="Primeiro acesso?"
      signUpLabel="Cadastrar como treinador"
      signUpTitle="Cadastro de treinador"
      footer={
        <Link to={paths.auth} className="text-center text-primary text-sm underline-offset-4 hover:underline">
          É candidato? Entre aqui
        </Link>
      }
    />
  );
}

import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AuthShell } from './auth-shell';

/** /auth/error?reason=…: what went wrong, and a way home. */
export default function AuthErrorPage() {
  const [params] = useSearchParams();
  const reason = params.get('reason')?.slice(0, 300) || 'Erro desconhecido';
  return (
    <AuthShell title="Falha na autenticação" description={reason}>
      <Button asChild>
        <Link to={paths.home}>Voltar ao início</Link>
      </Button>
    </AuthShell>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { GraduationCap, ShieldCheck, Users } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
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
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { intentRole } from '@/lib/local-auth-storage';
import { fetchAuthContext } from '@/lib/queries/auth-context';
import { queryKeys } from '@/lib/queries/query-keys';
import { getProfileRole } from './api/admin-access';
import { showAuthError } from './show-auth-error';

const DENIED = 'Acesso negado: credenciais de administrador inválidas';

/** Admin login: confirm the admin role, then enter as candidate or as trainer. */
export function AdminAccessDialog() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmed, setConfirmed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await authClient.signIn({ email, password });
      const { role } = await getProfileRole();
      if (role !== 'admin') {
        // Only this browser: the person's own sessions elsewhere are not this dialog's to end.
        await authClient.signOut('this_device').catch(() => {});
        toast.error(DENIED);
        return;
      }
      intentRole.clear();
      setConfirmed(true);
    } catch (error) {
      showAuthError('Erro no login de administrador', error);
    } finally {
      setBusy(false);
    }
  };

  const enter = async (to: string) => {
    const account = await fetchAuthContext();
    // Navigation first (synchronous), so the guard never sees the admin on the login page.
    navigate(to, { replace: true, flushSync: true });
    queryClient.setQueryData(queryKeys.authContext, account);
  };

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-muted-foreground">
          <ShieldCheck aria-hidden="true" /> Acesso administrativo
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Acesso administrativo</DialogTitle>
          <DialogDescription>
            {confirmed
              ? 'Credenciais confirmadas. Como deseja entrar?'
              : 'Entre com sua conta de administrador.'}
          </DialogDescription>
        </DialogHeader>
        {confirmed ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <Button size="lg" onClick={() => enter(paths.candidate.dashboard)}>
              <GraduationCap aria-hidden="true" /> Entrar como candidato
            </Button>
            <Button size="lg" variant="outline" onClick={() => enter(paths.trainer.dashboard)}>
              <Users aria-hidden="true" /> Entrar como treinador
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <FormField id="admin-email" label="E-mail" required>
              <Input
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </FormField>
            <FormField id="admin-password" label="Senha" required>
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </FormField>
            <Button type="submit" disabled={busy || !email || !password}>
              {busy ? 'Verificando...' : 'Entrar como administrador'}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

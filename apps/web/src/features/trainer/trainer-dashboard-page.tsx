import { UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CrefStatusCard } from './cref-status-card';
import { InviteLinkCard } from './invite-link-card';
import { PendingInvitesCard } from './pending-invites-card';
import { StudentsCard } from './students-card';

/** /treinador/dashboard: the CREF status, invites (new and pending) and the approved students. */
export default function TrainerDashboardPage() {
  return (
    <div className="grid min-w-0 gap-6">
      <header className="grid gap-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Dashboard do Treinador</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          Convide seus alunos e acompanhe métricas, relatórios e treinos de quem aceitou.
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-pretty text-sm">
          <span>Prepara uma turma para o mesmo concurso? Convide todos com um só link.</span>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.trainer.turmas}>
              <UsersRound aria-hidden="true" />
              Ver turmas
            </Link>
          </Button>
        </p>
      </header>
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <CrefStatusCard />
        <InviteLinkCard />
      </div>
      <StudentsCard />
      <PendingInvitesCard />
    </div>
  );
}

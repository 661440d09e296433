import { Archive, ArchiveRestore, ArrowLeft, CalendarClock, Target } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { Turma } from './api/turmas';
import { EditTurmaDialog } from './edit-turma-dialog';
import { membersText, tafDateText } from './turma-format';
import { useArchiveToggle } from './use-archive-toggle';

/** The turma's name, exam, TAF date and members, with 'Editar' and 'Arquivar' (or 'Reativar'). */
export function TurmaHeader({ turma }: { turma: Turma }) {
  const archive = useArchiveToggle(turma);
  const isArchived = archive.isArchived;
  const taf = tafDateText(turma.taf_date);

  return (
    <header className="grid min-w-0 gap-3">
      <Link
        to={paths.trainer.turmas}
        className="flex w-fit items-center gap-1 text-muted-foreground text-sm hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Todas as turmas
      </Link>
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <h1 className="min-w-0 font-bold text-2xl tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
          {turma.name}
        </h1>
        {isArchived ? <Badge variant="secondary">Arquivada</Badge> : null}
      </div>
      <ul className="grid gap-1 text-sm sm:flex sm:flex-wrap sm:gap-x-5" data-testid="turma-facts">
        <li className="flex min-w-0 items-center gap-2">
          <Target aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0 [overflow-wrap:anywhere]">
            {turma.exam?.short_name ?? 'Sem concurso definido'}
          </span>
        </li>
        <li className="flex min-w-0 items-center gap-2">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span>{taf ?? 'Data do TAF não definida'}</span>
        </li>
        <li>{membersText(turma.member_count)}</li>
      </ul>
      {turma.description ? (
        <p className="max-w-2xl text-pretty text-muted-foreground [overflow-wrap:anywhere]">
          {turma.description}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <EditTurmaDialog turma={turma} />
        <Button variant="outline" size="sm" onClick={archive.toggle} disabled={archive.isPending}>
          {isArchived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
          {isArchived ? 'Reativar turma' : 'Arquivar turma'}
        </Button>
      </div>
    </header>
  );
}

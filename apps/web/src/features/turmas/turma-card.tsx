import { Archive, ArchiveRestore, CalendarClock, ChevronRight, Target, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { Turma } from './api/turmas';
import { membersText, tafDateText } from './turma-format';
import { useArchiveToggle } from './use-archive-toggle';

export const turmaPath = (id: string) => `${paths.trainer.turmas}/${encodeURIComponent(id)}`;

/** A turma in the list: name, exam, TAF date with the days left, members; open, archive or reactivate. */
export function TurmaCard({ turma }: { turma: Turma }) {
  const archive = useArchiveToggle(turma);
  const isArchived = archive.isArchived;
  const taf = tafDateText(turma.taf_date);

  return (
    <li className="grid min-w-0 gap-3 rounded-lg border bg-card p-4" data-testid="turma-card">
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold text-lg [overflow-wrap:anywhere]">
          <Link to={turmaPath(turma.id)} className="hover:underline">
            {turma.name}
          </Link>
        </h3>
        {isArchived ? <Badge variant="secondary">Arquivada</Badge> : null}
      </div>
      <ul className="grid gap-1 text-sm">
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
        <li className="flex min-w-0 items-center gap-2">
          <Users aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span>{membersText(turma.member_count)}</span>
        </li>
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={turmaPath(turma.id)} aria-label={`Abrir quadro da turma ${turma.name}`}>
            Abrir quadro
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={archive.toggle}
          disabled={archive.isPending}
          aria-label={`${isArchived ? 'Reativar' : 'Arquivar'} a turma ${turma.name}`}
        >
          {isArchived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
          {isArchived ? 'Reativar' : 'Arquivar'}
        </Button>
      </div>
    </li>
  );
}

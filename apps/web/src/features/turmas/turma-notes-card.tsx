import { Megaphone } from 'lucide-react';
import { CommentThread } from '@/components/comment-thread/comment-thread';
import { SectionCard } from '@/components/section-card';
import { CardContent } from '@/components/ui/card';
import type { Turma } from './api/turmas';

/** 'Recados para a turma': the trainer's notes every member reads on their profile; none once archived. */
export function TurmaNotesCard({ turma }: { turma: Turma }) {
  const isArchived = turma.archived_at !== null;
  return (
    <SectionCard
      titleId="turma-notes-title"
      icon={Megaphone}
      title="Recados para a turma"
      description={
        isArchived
          ? 'A turma está arquivada: os recados ficam aqui, sem novos.'
          : 'Todos os alunos da turma leem os recados no perfil deles.'
      }
    >
      <CardContent>
        <CommentThread
          thread={{ kind: 'turma', turmaId: turma.id }}
          label="Recados da turma"
          emptyText="Nenhum recado ainda."
          fieldLabel="Seu recado"
          readOnly={isArchived}
        />
      </CardContent>
    </SectionCard>
  );
}

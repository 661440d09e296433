import { Target } from 'lucide-react';
import { ExamSearch } from '@/components/exam-search/exam-search';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { NewVersionNotice } from './new-version-notice';
import { useExamChoice } from './use-exam-choice';

export interface EditalCardProps {
  savedEditalId: string | null;
  /** Only exams that grade this sex are offered (all of them while it is unknown). */
  sex: 'M' | 'F' | null;
}

/** 'Qual é o seu concurso?': the exam whose rules grade the candidate's next simulations. */
export function EditalCard({ savedEditalId, sex }: EditalCardProps) {
  const { editais, chosenId, newer, choose, isSaving } = useExamChoice(savedEditalId);

  return (
    <SectionCard
      titleId="concurso-titulo"
      icon={Target}
      title="Seu concurso"
      description="As regras do seu concurso avaliam os seus próximos simulados."
    >
      <CardContent className="grid min-w-0 gap-4">
        {editais.isError ? (
          <div className="grid gap-2" role="alert">
            <p className="text-destructive text-sm">Não foi possível carregar os concursos.</p>
            <Button variant="outline" size="sm" className="w-fit" onClick={() => editais.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : editais.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : editais.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nenhum concurso disponível no momento.</p>
        ) : (
          <>
            {newer ? (
              <NewVersionNotice
                exam={newer.exam}
                followedVersion={newer.followedVersion}
                isMoving={isSaving}
                onMove={() => choose(newer.exam)}
              />
            ) : null}
            <ExamSearch
              id="perfil-concurso"
              exams={editais.data}
              sex={sex}
              chosenId={chosenId}
              onChoose={choose}
            />
          </>
        )}
      </CardContent>
    </SectionCard>
  );
}

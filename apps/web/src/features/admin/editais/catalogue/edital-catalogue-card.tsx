import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { RetryAlert } from '@/components/retry-alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { type CatalogueEntry, useEditalCatalogue } from '../../api/edital-queries';
import { ConfirmDialog } from '../../confirm-dialog';
import { type ExamDraft, emptyDraft } from '../exam-form/exam-draft';
import { CatalogueEntryItem } from './catalogue-entry-item';
import { useCatalogueActions } from './use-catalogue-actions';

/** 'Novo concurso', where focus goes back when the editor closes. */
export const NEW_EXAM_BUTTON_ID = 'editais-novo-concurso';

/** Every edital and exam the candidates can choose (and the archived ones), with 'Novo concurso'. */
export function EditalCatalogueCard({ onEdit }: { onEdit: (draft: ExamDraft) => void }) {
  const actions = useCatalogueActions(onEdit);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2>Catálogo</h2>
        </CardTitle>
        <CardDescription>
          Os editais e concursos que os candidatos escolhem. Edite um concurso para publicar uma nova versão
          (por exemplo, completar uma tabela incompleta).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        <Button id={NEW_EXAM_BUTTON_ID} className="justify-self-start" onClick={() => onEdit(emptyDraft())}>
          <Plus aria-hidden="true" />
          Novo concurso
        </Button>
        <CatalogueList
          render={(entry) => (
            <CatalogueEntryItem
              key={entry.id}
              entry={entry}
              isOpening={actions.opening === entry.id}
              isArchiving={actions.archiving === entry.id}
              onEdit={() => actions.edit(entry)}
              onArchive={() => actions.askArchive(entry)}
            />
          )}
        />
        <ConfirmDialog request={actions.confirm} onClose={actions.closeConfirm} />
      </CardContent>
    </Card>
  );
}

function CatalogueList({ render }: { render: (entry: CatalogueEntry) => ReactNode }) {
  const catalogue = useEditalCatalogue();
  if (catalogue.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Carregando o catálogo…</span>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (catalogue.isError) {
    return (
      <RetryAlert
        title="Não foi possível carregar o catálogo."
        description={errorMessage(catalogue.error)}
        onRetry={() => void catalogue.refetch()}
        isRetrying={catalogue.isFetching}
      />
    );
  }
  return (
    <ul aria-label="Editais e concursos" className="grid min-w-0 gap-2">
      {catalogue.data.map(render)}
    </ul>
  );
}

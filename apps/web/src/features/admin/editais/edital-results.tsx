import { Upload } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { isExamPreview } from '../api/edital-mutations';
import { EditalPreview } from './edital-preview';
import { EditalProblems } from './edital-problems';
import { ExamPreview } from './exam-preview/exam-preview';
import type { EditalDraft } from './use-edital-draft';

/** What both the JSON import and the exam form hand over: a preview to check, then publish. */
export type PublishFlow = Pick<EditalDraft, 'preview' | 'publish' | 'canPublish' | 'document' | 'runPublish'>;

/** Under the document: its problems, the tables to check with 'Publicar', or what was published. */
export function EditalResults({ draft }: { draft: PublishFlow }) {
  const { preview, publish, canPublish, document } = draft;
  return (
    <div className="grid min-w-0 gap-4">
      <p role="status" className="sr-only">
        {canPublish ? 'Pré-visualização pronta: confira as tabelas abaixo.' : ''}
      </p>
      {preview.isError ? <EditalProblems error={preview.error} document={document} /> : null}
      {publish.isError ? <EditalProblems error={publish.error} document={document} /> : null}
      {publish.isSuccess ? (
        <Alert variant="success">
          <AlertTitle>Edital publicado.</AlertTitle>
          <AlertDescription>
            {publish.data.name} (versão {publish.data.version}) já pode ser escolhido nos simulados.
          </AlertDescription>
        </Alert>
      ) : null}
      {canPublish && preview.isSuccess ? (
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle asChild>
              <h2>Pré-visualização</h2>
            </CardTitle>
            <CardDescription>
              {isExamPreview(preview.data)
                ? 'Confira os índices e teste algumas marcas. Se estiverem certos, publique.'
                : 'Confira as tabelas. Se estiverem certas, publique.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {isExamPreview(preview.data) ? (
              <ExamPreview exam={preview.data} />
            ) : (
              <EditalPreview edital={preview.data} />
            )}
            <Button className="justify-self-start" onClick={draft.runPublish} disabled={publish.isPending}>
              <Upload aria-hidden="true" />
              {publish.isPending ? 'Publicando…' : 'Publicar'}
            </Button>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

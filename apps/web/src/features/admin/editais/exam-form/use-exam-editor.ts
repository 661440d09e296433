import { ExamSchema } from '@prontidao/domain/exams/exam-schema';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-error';
import { useImportEdital, usePreviewEdital } from '../../api/edital-mutations';
import { documentOf, missingStandards } from './exam-document';
import type { ExamDraft } from './exam-draft';
import { type DraftAction, draftReducer } from './exam-draft-reducer';
import { type IssueMap, issueMap } from './exam-issues';

export type ExamEditor = ReturnType<typeof useExamEditor>;

/**
 * The exam being edited: its draft, the schema's verdict on it (shown once a preview was asked
 * for), the server's preview of exactly that document and the publishing of it. Any change takes
 * the preview and the published result away, as the JSON import does.
 */
export function useExamEditor(initial: ExamDraft) {
  const [draft, dispatch] = useReducer(draftReducer, initial);
  const [showIssues, setShowIssues] = useState(false);
  /** The document whose preview is on screen (as JSON): publishing sends exactly that. */
  const [previewed, setPreviewed] = useState<string | null>(null);
  const preview = usePreviewEdital();
  const publish = useImportEdital();
  const parsed = useMemo(() => ExamSchema.safeParse(documentOf(draft)), [draft]);
  const missing = useMemo(() => missingStandards(draft), [draft]);
  const shown = showIssues ? parsed.error : undefined;
  /** Kept while the same issues stand, so the fields are not all drawn again on each key. */
  const signature = JSON.stringify(shown?.issues.map((issue) => [issue.path, issue.message]) ?? []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the issues
  const issues: IssueMap = useMemo(() => issueMap(shown), [signature]);
  const document = parsed.success ? parsed.data : null;
  const canPublish = preview.isSuccess && document !== null && previewed === JSON.stringify(document);

  const { reset: resetPreview } = preview;
  const { reset: resetPublish } = publish;
  /** Stable, so the events that did not change are not drawn again. */
  const change = useCallback(
    (action: DraftAction) => {
      dispatch(action);
      setPreviewed(null);
      resetPreview();
      resetPublish();
    },
    [resetPreview, resetPublish],
  );

  /** False when the schema refuses the draft: its issues are then shown next to their fields. */
  const runPreview = (): boolean => {
    setShowIssues(true);
    publish.reset();
    if (!document) return false;
    const json = JSON.stringify(document);
    preview.mutate(document, { onSuccess: () => setPreviewed(json) });
    return true;
  };

  const runPublish = () => {
    if (!canPublish) return;
    publish.mutate(document, {
      onSuccess: (saved) => {
        toast.success('Concurso publicado', { description: `${saved.name} — versão ${saved.version}` });
        setPreviewed(null);
        preview.reset();
      },
      onError: (error) =>
        toast.error('Não foi possível publicar o concurso', { description: errorMessage(error) }),
    });
  };

  return { draft, change, issues, missing, document, canPublish, preview, publish, runPreview, runPublish };
}

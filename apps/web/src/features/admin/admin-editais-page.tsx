import { useState } from 'react';
import { EditalCatalogueCard, NEW_EXAM_BUTTON_ID } from './editais/catalogue/edital-catalogue-card';
import { EditalDocumentCard } from './editais/edital-document-card';
import { EditalResults } from './editais/edital-results';
import type { ExamDraft } from './editais/exam-form/exam-draft';
import { ExamEditorCard } from './editais/exam-form/exam-editor-card';
import { useEditalDraft } from './editais/use-edital-draft';

/**
 * /admin/editais: the catalogue (edit an exam into a new version, archive, reactivate), an exam in a
 * form, or any edital or exam pasted or uploaded as JSON; each previewed (or its problems), then
 * published.
 */
export default function AdminEditaisPage() {
  const draft = useEditalDraft();
  /** The form open on a draft; a new `key` each time starts it afresh. */
  const [editing, setEditing] = useState<{ key: number; draft: ExamDraft } | null>(null);
  const closeEditor = () => {
    setEditing(null);
    requestAnimationFrame(() => document.getElementById(NEW_EXAM_BUTTON_ID)?.focus());
  };
  return (
    <div className="grid min-w-0 gap-6">
      <header className="grid gap-1">
        <h1 className="text-balance font-bold text-2xl tracking-tight sm:text-3xl">Editais</h1>
        <p className="text-pretty text-muted-foreground">
          Carregue um edital novo, ou uma nova versão de um existente, pelo formulário ou a partir de um
          documento JSON. Nada é gravado até você publicar.
        </p>
      </header>
      <EditalCatalogueCard
        onEdit={(next) => setEditing((current) => ({ key: (current?.key ?? 0) + 1, draft: next }))}
      />
      {editing ? <ExamEditorCard key={editing.key} initial={editing.draft} onClose={closeEditor} /> : null}
      <EditalDocumentCard
        text={draft.text}
        error={draft.localError}
        isPreviewing={draft.preview.isPending}
        onTextChange={draft.changeText}
        onFile={(file) => void draft.loadFile(file)}
        onPreview={draft.runPreview}
      />
      <EditalResults draft={draft} />
    </div>
  );
}

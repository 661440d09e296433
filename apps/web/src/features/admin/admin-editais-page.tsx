import { EditalDocumentCard } from './editais/edital-document-card';
import { EditalResults } from './editais/edital-results';
import { useEditalDraft } from './editais/use-edital-draft';

/** /admin/editais: paste or upload an edital, preview its tables (or its problems), then publish. */
export default function AdminEditaisPage() {
  const draft = useEditalDraft();
  return (
    <div className="grid min-w-0 gap-6">
      <header className="grid gap-1">
        <h1 className="text-balance font-bold text-2xl tracking-tight sm:text-3xl">Editais</h1>
        <p className="text-pretty text-muted-foreground">
          Carregue um edital novo, ou uma nova versão de um existente, a partir de um documento JSON. Nada é
          gravado até você publicar.
        </p>
      </header>
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

import { useMemo, useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-error';
import { useImportEdital, usePreviewEdital } from '../api/edital-mutations';

/** Larger files are not editais. */
const MAX_FILE_BYTES = 1_000_000;
const INVALID_JSON = 'O documento não é um JSON válido. Confira vírgulas, aspas e chaves.';

type Parsed = { ok: true; document: unknown } | { ok: false };

function parseJson(text: string): Parsed {
  try {
    return { ok: true, document: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export type EditalDraft = ReturnType<typeof useEditalDraft>;

/**
 * The edital being loaded on /admin/editais: its text, the preview of exactly that text, and the
 * publishing of what was previewed. Any change to the text takes the preview and the result away.
 */
export function useEditalDraft() {
  const [text, setText] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  /** The text whose preview is on screen: publishing sends exactly that. */
  const [previewed, setPreviewed] = useState<string | null>(null);
  const preview = usePreviewEdital();
  const publish = useImportEdital();
  const parsed = useMemo(() => parseJson(text), [text]);
  const canPublish = preview.isSuccess && previewed === text && parsed.ok;

  const changeText = (next: string) => {
    setText(next);
    setLocalError(null);
    setPreviewed(null);
    preview.reset();
    publish.reset();
  };

  const loadFile = async (file: File) => {
    if (file.size > MAX_FILE_BYTES) return setLocalError('O arquivo passa de 1 MB: não é um edital.');
    changeText(await file.text());
  };

  const runPreview = () => {
    publish.reset();
    if (!text.trim()) return setLocalError('Cole o documento JSON do edital ou envie um arquivo.');
    if (!parsed.ok) return setLocalError(INVALID_JSON);
    setLocalError(null);
    preview.mutate(parsed.document, { onSuccess: () => setPreviewed(text) });
  };

  const runPublish = () => {
    if (!canPublish) return;
    publish.mutate(parsed.document, {
      onSuccess: (saved) => {
        toast.success('Edital publicado', { description: `${saved.name} — versão ${saved.version}` });
        setPreviewed(null);
        preview.reset();
      },
      onError: (error) =>
        toast.error('Não foi possível publicar o edital', { description: errorMessage(error) }),
    });
  };

  return {
    text,
    localError,
    /** The parsed document, for showing where its problems are (null when it is not JSON). */
    document: parsed.ok ? parsed.document : null,
    canPublish,
    preview,
    publish,
    changeText,
    loadFile,
    runPreview,
    runPublish,
  };
}

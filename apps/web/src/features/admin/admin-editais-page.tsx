import { Eye, FileUp, Upload } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-error';
import { useImportEdital, usePreviewEdital } from './api/edital-mutations';
import { EXAMPLE_JSON } from './editais/edital-example';
import { EditalPreview } from './editais/edital-preview';
import { EditalProblems } from './editais/edital-problems';

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

/** /admin/editais: paste or upload an edital, preview its tables (or its problems), then publish. */
export default function AdminEditaisPage() {
  const id = useId();
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

  return (
    <div className="grid min-w-0 gap-6">
      <header className="grid gap-1">
        <h1 className="text-balance font-bold text-2xl tracking-tight sm:text-3xl">Editais</h1>
        <p className="text-pretty text-muted-foreground">
          Carregue um edital novo, ou uma nova versão de um existente, a partir de um documento JSON. Nada é
          gravado até você publicar.
        </p>
      </header>

      <Card className="min-w-0">
        <CardHeader>
          <CardTitle asChild>
            <h2>Documento</h2>
          </CardTitle>
          <CardDescription>
            Cole o JSON abaixo ou envie o arquivo. Veja o exemplo para o formato.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField
            id={`${id}-file`}
            label="Arquivo JSON"
            description="Opcional: o conteúdo do arquivo substitui o texto abaixo."
          >
            <Input
              type="file"
              accept=".json,application/json"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                if (file.size > MAX_FILE_BYTES)
                  return setLocalError('O arquivo passa de 1 MB: não é um edital.');
                changeText(await file.text());
              }}
            />
          </FormField>
          <FormField id={`${id}-json`} label="Documento JSON do edital" error={localError}>
            <textarea
              rows={14}
              spellCheck={false}
              value={text}
              onChange={(event) => changeText(event.target.value)}
              className="min-h-64 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 font-mono text-foreground text-sm shadow-xs aria-invalid:border-destructive"
              placeholder='{ "id": "cbmxx-2026", "version": 1, … }'
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button onClick={runPreview} disabled={preview.isPending}>
              <Eye aria-hidden="true" />
              {preview.isPending ? 'Verificando…' : 'Pré-visualizar'}
            </Button>
            <Button variant="outline" onClick={() => changeText(EXAMPLE_JSON)}>
              <FileUp aria-hidden="true" />
              Usar o exemplo
            </Button>
          </div>
          <details className="min-w-0">
            <summary className="cursor-pointer font-medium text-primary text-sm underline-offset-4 hover:underline">
              Ver exemplo de documento
            </summary>
            <div className="mt-2 grid gap-2 text-sm">
              <p className="text-pretty text-muted-foreground">
                Cada teste tem uma tabela por sexo (e, se o edital pedir, por cargo ou faixa etária). Tabelas{' '}
                <code>linear</code> dão nota 1 na marca mínima e 10 na máxima; tabelas <code>bands</code>{' '}
                listam faixas com a pontuação de cada uma. Tempos em segundos. Para uma nova versão de um
                edital existente, use o mesmo <code>id</code> com uma <code>version</code> maior.
              </p>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
              <pre tabIndex={0} className="max-h-80 max-w-full overflow-auto rounded-md bg-muted p-3 text-xs">
                {EXAMPLE_JSON}
              </pre>
            </div>
          </details>
        </CardContent>
      </Card>

      <div className="grid min-w-0 gap-4">
        <p role="status" className="sr-only">
          {canPublish ? 'Pré-visualização pronta: confira as tabelas abaixo.' : ''}
        </p>
        {preview.isError ? (
          <EditalProblems error={preview.error} document={parsed.ok ? parsed.document : null} />
        ) : null}
        {publish.isError ? (
          <EditalProblems error={publish.error} document={parsed.ok ? parsed.document : null} />
        ) : null}
        {publish.isSuccess ? (
          <Alert variant="success">
            <AlertTitle>Edital publicado.</AlertTitle>
            <AlertDescription>
              {publish.data.name} (versão {publish.data.version}) já pode ser escolhido nos simulados.
            </AlertDescription>
          </Alert>
        ) : null}
        {canPublish ? (
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle asChild>
                <h2>Pré-visualização</h2>
              </CardTitle>
              <CardDescription>Confira as tabelas. Se estiverem certas, publique.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <EditalPreview edital={preview.data} />
              <Button className="justify-self-start" onClick={runPublish} disabled={publish.isPending}>
                <Upload aria-hidden="true" />
                {publish.isPending ? 'Publicando…' : 'Publicar'}
              </Button>
            </CardContent>
          </Card>
        ) : null}
      </div>
    </div>
  );
}

import { Eye, FileUp } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { EXAMPLE_JSON } from './edital-example';

interface EditalDocumentCardProps {
  text: string;
  error: string | null;
  isPreviewing: boolean;
  onTextChange: (text: string) => void;
  onFile: (file: File) => void;
  onPreview: () => void;
}

/** 'Documento': the JSON pasted or uploaded, 'Pré-visualizar', and the example to start from. */
export function EditalDocumentCard({
  text,
  error,
  isPreviewing,
  onTextChange,
  onFile,
  onPreview,
}: EditalDocumentCardProps) {
  const id = useId();
  return (
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
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
        </FormField>
        <FormField id={`${id}-json`} label="Documento JSON do edital" error={error}>
          <textarea
            rows={14}
            spellCheck={false}
            value={text}
            onChange={(event) => onTextChange(event.target.value)}
            className="min-h-64 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 font-mono text-foreground text-sm shadow-xs aria-invalid:border-destructive"
            placeholder='{ "id": "cbmxx-2026", "version": 1, … }'
          />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onPreview} disabled={isPreviewing}>
            <Eye aria-hidden="true" />
            {isPreviewing ? 'Verificando…' : 'Pré-visualizar'}
          </Button>
          <Button variant="outline" onClick={() => onTextChange(EXAMPLE_JSON)}>
            <FileUp aria-hidden="true" />
            Usar o exemplo
          </Button>
        </div>
        <EditalExample />
      </CardContent>
    </Card>
  );
}

/** 'Ver exemplo de documento': the format in a few words, and the example itself. */
function EditalExample() {
  return (
    <details className="min-w-0">
      <summary className="cursor-pointer font-medium text-primary text-sm underline-offset-4 hover:underline">
        Ver exemplo de documento
      </summary>
      <div className="mt-2 grid gap-2 text-sm">
        <p className="text-pretty text-muted-foreground">
          Cada teste tem uma tabela por sexo (e, se o edital pedir, por cargo ou faixa etária). Tabelas{' '}
          <code>linear</code> dão nota 1 na marca mínima e 10 na máxima; tabelas <code>bands</code> listam
          faixas com a pontuação de cada uma. Tempos em segundos. Para uma nova versão de um edital existente,
          use o mesmo <code>id</code> com uma <code>version</code> maior.
        </p>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
        <pre tabIndex={0} className="max-h-80 max-w-full overflow-auto rounded-md bg-muted p-3 text-xs">
          {EXAMPLE_JSON}
        </pre>
      </div>
    </details>
  );
}

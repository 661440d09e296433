import { ExternalLink, FileCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ScoreTableDialog } from './score-table-dialog';

/** 'Conteúdos Livres': the score table of the candidate's edital and the official regulation. */
export function FreeContentsSection({ regulationUrl }: { regulationUrl: string | null }) {
  return (
    <section aria-labelledby="livres-titulo" className="grid gap-4">
      <h2 id="livres-titulo" className="font-semibold text-xl tracking-tight">
        Conteúdos Livres
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        <li className="grid">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h3 className="text-base">Tabela de pontuação do TAF</h3>
              </CardTitle>
              <CardDescription>
                A nota de cada marca na barra, na corrida e na natação, pelo seu edital.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ScoreTableDialog />
            </CardContent>
          </Card>
        </li>
        <li className="grid">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h3 className="text-base">Regulamento oficial</h3>
              </CardTitle>
              <CardDescription>O edital publicado, com as regras de cada prova.</CardDescription>
            </CardHeader>
            <CardContent>
              {regulationUrl ? (
                <Button asChild variant="outline">
                  <a href={regulationUrl} target="_blank" rel="noopener noreferrer">
                    <FileCheck aria-hidden="true" />
                    Abrir regulamento
                    <ExternalLink aria-hidden="true" />
                    <span className="sr-only"> (abre em nova aba)</span>
                  </a>
                </Button>
              ) : (
                // No link configured (OFFICIAL_REGULATION_URL): where to find it, never a dead button.
                <p className="text-pretty text-sm" data-testid="regulation-where">
                  O edital sai no Diário Oficial e na página do concurso da banca organizadora. Confira lá a
                  execução exigida de cada prova: o que o edital diz vale mais que qualquer tabela daqui.
                </p>
              )}
            </CardContent>
          </Card>
        </li>
      </ul>
    </section>
  );
}

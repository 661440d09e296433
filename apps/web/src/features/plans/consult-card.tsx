import { MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The extra service of spec §2: the premium consultation, arranged through the messaging link. */
export function ConsultCard({ url }: { url: string | null }) {
  return (
    <Card data-testid="consult-card">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle asChild>
              <h2 id="consultoria-titulo">Consultoria premium de nutrição e treino</h2>
            </CardTitle>
            <CardDescription className="text-pretty">
              Atendimento individual para ajustar alimentação e treino à sua rotina e à data do seu TAF. Valor
              e horários combinados diretamente pela conversa, em qualquer plano.
            </CardDescription>
          </div>
          <MessageCircle className="size-5 shrink-0 text-primary" aria-hidden="true" />
        </div>
      </CardHeader>
      <CardContent>
        {url ? (
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <a href={url} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" />
              Falar com a equipe
              <span className="sr-only"> (abre em nova aba)</span>
            </a>
          </Button>
        ) : (
          <Button variant="outline" className="w-full sm:w-auto" disabled>
            Em breve
            <span className="sr-only">: contato da consultoria ainda não disponível</span>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

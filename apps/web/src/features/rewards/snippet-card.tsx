import type { KbSnippet } from '@prontidao/domain/rewards/reward-types';
import { BookOpen, ExternalLink, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { formatCoins } from './balance-card';

/** One 'Pílula de Conhecimento': topic and title, then its text (unlocked) or what it needs (locked). */
export function SnippetCard({ snippet, balance }: { snippet: KbSnippet; balance: number }) {
  return (
    <Card className="flex flex-col" data-testid="kb-snippet">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{snippet.topic}</Badge>
          {snippet.unlocked ? null : (
            <Badge variant="outline">
              <Lock aria-hidden="true" />
              Bloqueada
            </Badge>
          )}
        </div>
        <CardTitle asChild>
          <h3 className="text-base">{snippet.title}</h3>
        </CardTitle>
      </CardHeader>
      {snippet.unlocked ? (
        <UnlockedContent snippet={snippet} />
      ) : (
        <LockedContent snippet={snippet} balance={balance} />
      )}
    </Card>
  );
}

function SnippetSource({ snippet }: { snippet: KbSnippet }) {
  if (!snippet.source) return null;
  return (
    <p className="text-muted-foreground text-xs wrap-anywhere">
      Fonte:{' '}
      {snippet.source_url ? (
        <a
          href={snippet.source_url}
          target="_blank"
          rel="noopener noreferrer"
          className="underline underline-offset-2 hover:text-foreground"
        >
          {snippet.source}
          <ExternalLink className="ms-1 inline size-3" aria-hidden="true" />
          <span className="sr-only"> (abre em nova aba)</span>
        </a>
      ) : (
        snippet.source
      )}
    </p>
  );
}

function UnlockedContent({ snippet }: { snippet: KbSnippet }) {
  return (
    <>
      <CardContent className="grid flex-1 content-start gap-3">
        <p className="text-pretty text-sm">{snippet.body}</p>
        <SnippetSource snippet={snippet} />
      </CardContent>
      {snippet.extended ? (
        <CardFooter>
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="outline" size="sm">
                <BookOpen aria-hidden="true" />
                Ver Conteúdo Completo
              </Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>{snippet.title}</DialogTitle>
                <DialogDescription>{snippet.topic}</DialogDescription>
              </DialogHeader>
              <div className="grid gap-3 text-pretty text-sm">
                {snippet.extended.split(/\n{2,}/).map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              <SnippetSource snippet={snippet} />
            </DialogContent>
          </Dialog>
        </CardFooter>
      ) : null}
    </>
  );
}

function LockedContent({ snippet, balance }: { snippet: KbSnippet; balance: number }) {
  return (
    <CardContent className="grid flex-1 content-between justify-items-start gap-3">
      <p className="text-sm">
        <span className="font-semibold">Requer {formatCoins(snippet.min_coins)} moedas</span>{' '}
        <span className="text-muted-foreground">(você tem {formatCoins(balance)})</span>
      </p>
      <Button asChild variant="outline" size="sm">
        <Link to={paths.candidate.trainings}>Ganhar Moedas</Link>
      </Button>
    </CardContent>
  );
}

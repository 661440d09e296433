import type { PremiumContent, PremiumContentType } from '@prontidao/domain/rewards/reward-types';
import { CheckCircle2, ExternalLink, FileText, Lightbulb, Lock, RotateCw, Video } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { usePremiumContents } from './api/rewards-catalog';
import { formatCoins } from './balance-card';
import { PremiumReader } from './premium-reader';

const TYPES: Record<PremiumContentType, { label: string; icon: typeof Video }> = {
  video: { label: 'Vídeo', icon: Video },
  pdf: { label: 'PDF', icon: FileText },
  conteudo: { label: 'Conteúdo', icon: Lightbulb },
};

function PremiumCard({ item }: { item: PremiumContent }) {
  const { label, icon: Icon } = TYPES[item.type];
  return (
    <Card className="flex flex-col" data-testid="premium-content">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge variant="secondary">
            <Icon aria-hidden="true" />
            {label}
          </Badge>
          <span className="font-semibold text-sm tabular-nums">{formatCoins(item.cost)} moedas</span>
        </div>
        <CardTitle asChild>
          <h3 className="text-base">{item.name}</h3>
        </CardTitle>
        <CardDescription>{item.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto grid justify-items-start gap-2">
        {!item.available ? (
          <p className="flex items-center gap-2 text-sm">
            <Lock className="size-4 shrink-0" aria-hidden="true" />
            Bloqueado: faltam {formatCoins(item.missing)} moedas
          </p>
        ) : item.url ? (
          <Button asChild size="sm">
            <a href={item.url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Acessar conteúdo
              <span className="sr-only"> (abre em nova aba)</span>
            </a>
          </Button>
        ) : item.content ? (
          <PremiumReader item={item} content={item.content} />
        ) : (
          <p className="flex items-center gap-2 text-sm">
            <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden="true" />
            Liberado para você · Em preparação
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** 'Conteúdos Premium': the three fixed items, available while the balance reaches their cost. */
export function PremiumSection({ premium }: { premium: ReturnType<typeof usePremiumContents> }) {
  return (
    <section aria-labelledby="premium-titulo" className="grid gap-4">
      <h2 id="premium-titulo" className="font-semibold text-xl tracking-tight">
        Conteúdos Premium
      </h2>
      {premium.isPending ? (
        <div className="grid gap-4 sm:grid-cols-3" aria-hidden="true">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : premium.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Não foi possível carregar os conteúdos premium.</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" className="w-fit" onClick={() => void premium.refetch()}>
              <RotateCw aria-hidden="true" />
              Tentar novamente
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {premium.data.items.map((item) => (
            <li key={item.id} className="grid">
              <PremiumCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

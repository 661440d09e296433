import { formatDate, formatPlainDate } from '@prontidao/domain/format/date';
import {
  CONSENT_TEXTS,
  type ConsentKind,
  consentStatusText,
  PRIVACY_PATH,
} from '@prontidao/domain/privacy/consents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConfirmDialogFooter } from '@/components/confirm-dialog-footer';
import { InlineLoadError } from '@/components/inline-load-error';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { CardContent, CardFooter } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { queryKeys } from '@/lib/queries/query-keys';
import { type Consent, consentsQuery, revokeConsent } from './api/data-rights';

const consentsKey = consentsQuery.queryKey;

/** How to give a consent that is not given (revoking is here; granting happens where it is used). */
const HOW_TO_GRANT: Record<ConsentKind, string> = {
  ranking: 'Para aparecer, ative “Mostrar meu apelido nos rankings” no seu perfil.',
  trainer_sharing: 'Para compartilhar, abra com a sua conta o link de convite do seu treinador.',
  strava_import: 'Para importar seus treinos, conecte o Strava em Integrações.',
};

const REVOKED_TEXT: Record<ConsentKind, string> = {
  ranking: 'Seu apelido não aparece mais nos rankings.',
  trainer_sharing: 'Nenhum treinador tem mais acesso aos seus dados.',
  strava_import: 'O Strava foi desconectado e as atividades importadas de lá foram apagadas.',
};

/**
 * 'Consentimentos' in 'Seus dados' (LGPD art. 18, IX): what was authorized, since when, revoke. The
 * three consents are a candidate's (rankings, sharing with trainers, Strava): a trainer sees only
 * one still given (to revoke it), never how to give one from controls a trainer does not have.
 */
export function ConsentsCard({ candidate = true }: { candidate?: boolean }) {
  const consents = useQuery(consentsQuery);
  const shown = candidate ? consents.data : consents.data?.filter((consent) => consent.granted);

  return (
    <SectionCard
      titleId="consentimentos-titulo"
      headingLevel="h3"
      icon={ShieldCheck}
      title="Consentimentos"
      description="O que você autorizou e desde quando. Você pode revogar cada um a qualquer momento."
    >
      <CardContent>
        {consents.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : consents.isError ? (
          <InlineLoadError
            text="Não foi possível carregar seus consentimentos."
            onRetry={() => consents.refetch()}
          />
        ) : shown?.length ? (
          <ul className="grid gap-3">
            {shown.map((consent) => (
              <ConsentRow key={consent.kind} consent={consent} />
            ))}
          </ul>
        ) : (
          <p className="text-pretty text-muted-foreground text-sm">
            Nenhum consentimento dado. Rankings, compartilhamento com treinadores e importação do Strava são
            autorizações de candidatos; seus dados de cadastro seguem a política de privacidade.
          </p>
        )}
      </CardContent>
      <CardFooter>
        <Link to={PRIVACY_PATH} className="text-primary text-sm underline underline-offset-4">
          Política de privacidade
        </Link>
      </CardFooter>
    </SectionCard>
  );
}

function ConsentRow({ consent }: { consent: Consent }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const consequence = CONSENT_TEXTS[consent.kind].revokeConsequence;
  const titleId = `consentimento-${consent.kind}`;
  const revoke = useMutation({
    mutationFn: () => revokeConsent(consent.kind),
    onSuccess: async (state) => {
      setOpen(false);
      queryClient.setQueryData<Consent[]>(consentsKey, (list) =>
        list?.map((item) => (item.kind === state.kind ? state : item)),
      );
      toast.success('Consentimento revogado', { description: REVOKED_TEXT[consent.kind] });
      // What the revocation changed elsewhere on the page and in the app.
      await Promise.all(
        [
          consentsKey,
          queryKeys.fullProfile,
          queryKeys.rankings,
          ['trainers'],
          queryKeys.trackerStatus,
          queryKeys.recentActivities,
          queryKeys.trainingActivities,
          queryKeys.coins,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) =>
      toast.error('Erro ao revogar', {
        description: errorMessage(error, 'Não foi possível revogar o consentimento.'),
      }),
  });
  const revokeLabel = `Revogar: ${consent.label}`;

  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
          <h4 id={titleId} className="font-medium">
            {consent.label}
          </h4>
          <p className={consent.granted ? 'text-foreground' : 'text-muted-foreground'}>
            {consentStatusText(consent, formatDate)}
          </p>
        </div>
        {consent.granted &&
          (consequence === null ? (
            <Button
              variant="outline"
              aria-label={revokeLabel}
              disabled={revoke.isPending}
              onClick={() => revoke.mutate()}
            >
              {revoke.isPending ? 'Revogando...' : 'Revogar'}
            </Button>
          ) : (
            <ConfirmDialog
              open={open}
              onOpenChange={(next) => !revoke.isPending && setOpen(next)}
              trigger={
                <Button variant="outline" aria-label={revokeLabel}>
                  Revogar
                </Button>
              }
              title={<>Revogar “{consent.label}”?</>}
              description={consequence}
            >
              <ConfirmDialogFooter
                confirmLabel="Revogar"
                pendingLabel="Revogando..."
                isPending={revoke.isPending}
                onConfirm={() => revoke.mutate()}
              />
            </ConfirmDialog>
          ))}
      </div>
      {!consent.granted && <p className="text-pretty text-muted-foreground">{HOW_TO_GRANT[consent.kind]}</p>}
      <details className="text-muted-foreground">
        <summary className="cursor-pointer rounded-sm">
          Texto do consentimento (versão de {formatPlainDate(consent.text_version) ?? consent.text_version})
        </summary>
        <p className="mt-1 text-pretty [overflow-wrap:anywhere]">{consent.text}</p>
      </details>
    </li>
  );
}

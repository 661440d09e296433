import { INVITE_TTL_DAYS } from '@prontidao/domain/trainers/invite-status';
import { Copy, Link2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-error';
import { type CreatedInvite, useCreateInvite } from './api/trainer-invites';
import { FORBIDDEN_MESSAGE, isForbidden } from './trainer-states';

async function copyToClipboard(text: string) {
  try {
    if (!navigator.clipboard) throw new Error('clipboard unavailable');
    await navigator.clipboard.writeText(text);
    toast.success('Link copiado', { description: 'Envie o link ao seu aluno.' });
  } catch {
    toast.error('Erro ao copiar', { description: 'Selecione o link e copie manualmente.' });
  }
}

/** 'Gerar link de convite': a single-use link valid for 7 days, shown once (only its hash is kept). */
export function InviteLinkCard() {
  const create = useCreateInvite();
  const [invite, setInvite] = useState<CreatedInvite | null>(null);
  const [isRefused, setIsRefused] = useState(false);

  const generate = () =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setInvite(created);
        setIsRefused(false);
      },
      onError: (error) => {
        setIsRefused(isForbidden(error));
        toast.error('Erro ao criar convite', {
          description: isForbidden(error) ? FORBIDDEN_MESSAGE : errorMessage(error),
        });
      },
    });

  return (
    <section aria-labelledby="convite-titulo" className="min-w-0">
      <Card className="h-full">
        <CardHeader>
          <CardTitle asChild>
            <h2 id="convite-titulo">Convidar aluno</h2>
          </CardTitle>
          <CardDescription className="text-pretty">
            Cada link vale por {INVITE_TTL_DAYS} dias e para um único aluno. Quem aceitar compartilha com você
            métricas, relatórios e treinos, e pode revogar o acesso quando quiser.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Button className="w-full sm:w-fit" onClick={generate} disabled={create.isPending}>
            <Link2 aria-hidden="true" />
            {create.isPending ? 'Gerando...' : 'Gerar link de convite'}
          </Button>
          {isRefused ? (
            <Alert variant="destructive">
              <AlertTitle>Sem permissão para criar convites.</AlertTitle>
              <AlertDescription>
                <p>{FORBIDDEN_MESSAGE}</p>
              </AlertDescription>
            </Alert>
          ) : null}
          {invite ? (
            <div className="grid min-w-0 gap-2">
              <Label htmlFor="invite-url">Link de convite</Label>
              <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
                <Input
                  id="invite-url"
                  readOnly
                  value={invite.url}
                  aria-describedby="invite-url-description"
                  onFocus={(event) => event.currentTarget.select()}
                  className="min-w-0 font-mono text-sm"
                />
                <Button variant="outline" onClick={() => void copyToClipboard(invite.url)}>
                  <Copy aria-hidden="true" />
                  Copiar
                </Button>
              </div>
              <p id="invite-url-description" className="text-pretty text-muted-foreground text-sm">
                Válido por {INVITE_TTL_DAYS} dias, para um único uso. Copie agora: por segurança, este link
                não será mostrado de novo.
              </p>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}

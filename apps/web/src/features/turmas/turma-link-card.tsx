import { TURMA_INVITE_DEFAULTS, TURMA_INVITE_LIMITS } from '@prontidao/domain/turmas/turma-input';
import { Copy, Link2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-error';
import { type CreatedTurmaInvite, useCreateTurmaInvite } from './api/turma-invites';
import type { Turma } from './api/turmas';
import { copyLink } from './copy-link';
import { OpenLinks } from './open-links';

/** A whole number within 1..max typed in a field, or the reason it is not one. */
function wholeNumber(text: string, max: number, noun: string): number | string {
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < 1)
    return `Informe um número inteiro de ${noun}.`;
  return value > max ? `No máximo ${max} ${noun}.` : value;
}

/**
 * 'Link da turma': a link for many people, with a cap of people and of days; shown in full only once
 * (only its hash is kept), then listed among the open links with its uses and validity.
 */
export function TurmaLinkCard({ turma }: { turma: Turma }) {
  const create = useCreateTurmaInvite(turma.id);
  const [maxUses, setMaxUses] = useState(String(TURMA_INVITE_DEFAULTS.maxUses));
  const [days, setDays] = useState(String(TURMA_INVITE_DEFAULTS.days));
  const [errors, setErrors] = useState<{ maxUses?: string; days?: string }>({});
  const [created, setCreated] = useState<CreatedTurmaInvite | null>(null);
  const isArchived = turma.archived_at !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const people = wholeNumber(maxUses, TURMA_INVITE_LIMITS.maxUses, 'pessoas');
    const valid = wholeNumber(days, TURMA_INVITE_LIMITS.days, 'dias');
    if (typeof people === 'string' || typeof valid === 'string') {
      return setErrors({
        maxUses: typeof people === 'string' ? people : undefined,
        days: typeof valid === 'string' ? valid : undefined,
      });
    }
    setErrors({});
    create.mutate(
      { max_uses: people, expires_in_days: valid },
      {
        onSuccess: setCreated,
        onError: (error) => toast.error('Erro ao criar link', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <SectionCard
      titleId="link-turma-titulo"
      icon={Link2}
      title="Link da turma"
      description="Um só link para a turma toda: cada aluno abre, vê o que você verá e aprova. Quem aprovar passa a compartilhar os dados com você."
    >
      <CardContent className="grid min-w-0 gap-5">
        {isArchived ? (
          <p className="text-pretty text-sm">Esta turma está arquivada: reative-a para criar links.</p>
        ) : (
          <form noValidate onSubmit={submit} className="grid min-w-0 gap-4" aria-label="Criar link da turma">
            <div className="grid min-w-0 gap-4 sm:grid-cols-2">
              <FormField
                id="link-pessoas"
                label="Limite de pessoas"
                error={errors.maxUses}
                description={`Até ${TURMA_INVITE_LIMITS.maxUses}.`}
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={TURMA_INVITE_LIMITS.maxUses}
                  value={maxUses}
                  onChange={(event) => setMaxUses(event.target.value)}
                />
              </FormField>
              <FormField
                id="link-dias"
                label="Vale por (dias)"
                error={errors.days}
                description={`Até ${TURMA_INVITE_LIMITS.days} dias.`}
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={TURMA_INVITE_LIMITS.days}
                  value={days}
                  onChange={(event) => setDays(event.target.value)}
                />
              </FormField>
            </div>
            <Button type="submit" className="w-full sm:w-fit" disabled={create.isPending}>
              <Link2 aria-hidden="true" />
              {create.isPending ? 'Criando...' : 'Criar link'}
            </Button>
          </form>
        )}
        {created ? <CreatedLink invite={created} /> : null}
        <OpenLinks turmaId={turma.id} />
      </CardContent>
    </SectionCard>
  );
}

function CreatedLink({ invite }: { invite: CreatedTurmaInvite }) {
  return (
    <div className="grid min-w-0 gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3">
      <Label htmlFor="link-turma-url">Link da turma</Label>
      <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
        <Input
          id="link-turma-url"
          readOnly
          value={invite.url}
          aria-describedby="link-turma-url-nota"
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 font-mono text-sm"
        />
        <Button variant="outline" onClick={() => void copyLink(invite.url)}>
          <Copy aria-hidden="true" />
          Copiar link
        </Button>
      </div>
      <p id="link-turma-url-nota" className="text-pretty font-medium text-sm">
        O link completo aparece só agora: copie e envie à turma.
      </p>
    </div>
  );
}

import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConfirmDialogFooter } from '@/components/confirm-dialog-footer';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { CardContent, CardFooter } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { DELETION_PHRASE, useAccountDeletion } from './use-account-deletion';

const WHAT_GOES = [
  'seu perfil, com nome, apelido e dados do corpo (peso, altura);',
  'simulados, treinos e seus trajetos, moedas e conteúdos desbloqueados;',
  'sua posição nos rankings (que são recalculados sem você);',
  'vínculos e convites de treinadores e o registro do que eles viram;',
  'a conexão com o Strava (desautorizada lá também), exportações, consentimentos e e-mails enviados.',
];

/** 'Excluir conta' in 'Seus dados' (LGPD art. 18, VI): a 7-day grace period a sign-in cancels. */
export function DeletionCard() {
  return (
    <SectionCard
      titleId="excluir-conta-titulo"
      headingLevel="h3"
      icon={Trash2}
      iconClassName="text-destructive"
      title="Excluir conta"
      description="Exclui sua conta e todos os seus dados de forma definitiva, 7 dias depois do pedido."
      className="border-destructive/40"
    >
      <CardContent className="grid gap-3 text-pretty text-sm">
        <div>
          <p className="font-medium">O que é excluído:</p>
          <ul className="mt-1 list-disc space-y-0.5 ps-5">
            {WHAT_GOES.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <p>
          Ao confirmar, você sai da conta em todos os aparelhos e recebe um e-mail. Durante 7 dias,{' '}
          <strong>basta entrar de novo para cancelar a exclusão</strong>. Passado esse prazo, a conta não pode
          ser recuperada — nem pela nossa equipe.
        </p>
        <p className="text-muted-foreground">Quer guardar seus dados antes? Use a exportação acima.</p>
      </CardContent>
      <CardFooter>
        <DeletionDialog />
      </CardFooter>
    </SectionCard>
  );
}

function DeletionDialog() {
  const ids = useId();
  const passwordId = `${ids}-senha`;
  const phraseId = `${ids}-frase`;
  const [open, setOpen] = useState(false);
  const deletion = useAccountDeletion();

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (deletion.isPending) return;
        setOpen(next);
        if (!next) deletion.reset();
      }}
      trigger={<Button variant="destructive">Excluir minha conta</Button>}
      title="Excluir sua conta?"
      description="Todos os seus dados serão excluídos em 7 dias. Até lá, entrar na sua conta cancela a exclusão."
    >
      <form noValidate onSubmit={deletion.submit} className="grid gap-4">
        <FormField id={passwordId} label="Sua senha" error={deletion.passwordError} required>
          <Input
            type="password"
            autoComplete="current-password"
            value={deletion.password}
            onChange={(event) => deletion.changePassword(event.target.value)}
          />
        </FormField>
        <FormField
          id={phraseId}
          label={
            <>
              Digite <span className="font-mono font-semibold">{DELETION_PHRASE}</span> para confirmar
            </>
          }
          required
        >
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={deletion.phrase}
            onChange={(event) => deletion.changePhrase(event.target.value)}
          />
        </FormField>
        {deletion.formError && (
          <p role="alert" className="text-destructive text-sm">
            {deletion.formError}
          </p>
        )}
        <ConfirmDialogFooter
          confirmLabel="Excluir conta"
          pendingLabel="Excluindo..."
          isPending={deletion.isPending}
          isConfirmDisabled={!deletion.phraseMatches}
        />
      </form>
    </ConfirmDialog>
  );
}

import { formatDateTime } from '@prontidao/domain/format/date';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConfirmDialogFooter } from '@/components/confirm-dialog-footer';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { CardContent, CardFooter } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-error';
import { authClient } from '@/lib/auth-client';
import { clearLocalAuthEntries } from '@/lib/local-auth-storage';
import { queryKeys } from '@/lib/queries/query-keys';
import { requestAccountDeletion } from './api/data-rights';

/** What the person types to confirm; the server checks the same phrase (deletion.service.ts). */
const DELETION_PHRASE = 'EXCLUIR MINHA CONTA';

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
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const ids = useId();
  const passwordId = `${ids}-senha`;
  const phraseId = `${ids}-frase`;
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [phrase, setPhrase] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const phraseMatches = phrase.trim() === DELETION_PHRASE;

  const request = useMutation({
    mutationFn: () => requestAccountDeletion({ password, confirmation: phrase }),
    onSuccess: async ({ due_at }) => {
      // The server already ended every session; this clears the cookie of this browser.
      await authClient.signOut().catch(() => {});
      clearLocalAuthEntries();
      queryClient.clear();
      queryClient.setQueryData(queryKeys.authContext, null);
      toast.success('Exclusão da conta agendada', {
        description: `Sua conta será excluída em ${formatDateTime(due_at)}. Mudou de ideia? Basta entrar de novo até lá.`,
        duration: 20_000,
      });
      navigate(paths.auth, { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
        setPasswordError('Senha incorreta.');
        return;
      }
      setFormError(errorMessage(error, 'Não foi possível pedir a exclusão. Tente novamente.'));
    },
  });

  const reset = () => {
    setPassword('');
    setPhrase('');
    setPasswordError(null);
    setFormError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPasswordError(password ? null : 'Informe sua senha.');
    setFormError(null);
    if (!password || !phraseMatches) return;
    request.mutate();
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (request.isPending) return;
        setOpen(next);
        if (!next) reset();
      }}
      trigger={<Button variant="destructive">Excluir minha conta</Button>}
      title="Excluir sua conta?"
      description="Todos os seus dados serão excluídos em 7 dias. Até lá, entrar na sua conta cancela a exclusão."
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <FormField id={passwordId} label="Sua senha" error={passwordError} required>
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setPasswordError(null);
            }}
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
            value={phrase}
            onChange={(event) => setPhrase(event.target.value)}
          />
        </FormField>
        {formError && (
          <p role="alert" className="text-destructive text-sm">
            {formError}
          </p>
        )}
        <ConfirmDialogFooter
          confirmLabel="Excluir conta"
          pendingLabel="Excluindo..."
          isPending={request.isPending}
          isConfirmDisabled={!phraseMatches}
        />
      </form>
    </ConfirmDialog>
  );
}

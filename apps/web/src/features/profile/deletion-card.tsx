import { formatDateTime } from '@prontidao/domain/format/date';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-error';
import { authClient } from '@/lib/auth-client';
import { clearLocalAuthEntries } from '@/lib/local-auth-storage';
import { queryKeys } from '@/lib/queries/query-keys';
import { rpc } from '@/lib/rpc';

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
    <section aria-labelledby="excluir-conta-titulo">
      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle asChild>
            <h3 id="excluir-conta-titulo" className="flex items-center gap-2">
              <Trash2 aria-hidden="true" className="size-5 text-destructive" />
              Excluir conta
            </h3>
          </CardTitle>
          <CardDescription>
            Exclui sua conta e todos os seus dados de forma definitiva, 7 dias depois do pedido.
          </CardDescription>
        </CardHeader>
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
            <strong>basta entrar de novo para cancelar a exclusão</strong>. Passado esse prazo, a conta não
            pode ser recuperada — nem pela nossa equipe.
          </p>
          <p className="text-muted-foreground">Quer guardar seus dados antes? Use a exportação acima.</p>
        </CardContent>
        <CardFooter>
          <DeletionDialog />
        </CardFooter>
      </Card>
    </section>
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
    mutationFn: () => rpc('request_account_deletion', { password, confirmation: phrase }),
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (request.isPending) return;
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">Excluir minha conta</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Excluir sua conta?</DialogTitle>
          <DialogDescription>
            Todos os seus dados serão excluídos em 7 dias. Até lá, entrar na sua conta cancela a exclusão.
          </DialogDescription>
        </DialogHeader>
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
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={request.isPending}>
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!phraseMatches || request.isPending}>
              {request.isPending ? 'Excluindo...' : 'Excluir conta'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

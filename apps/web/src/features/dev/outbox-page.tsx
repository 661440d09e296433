import { APP_TIME_ZONE } from '@prontidao/domain/dates/time-zone';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, fetchJson } from '@/lib/api-error';
import { queryKeys } from '@/lib/queries/query-keys';

interface OutboxMail {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: string;
}

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: APP_TIME_ZONE,
});

/** /dev/outbox: mails kept by the server while no SMTP server is configured (development only). */
export default function OutboxPage() {
  const outbox = useQuery({
    queryKey: queryKeys.devOutbox,
    queryFn: () => fetchJson<{ data: OutboxMail[] }>('/api/dev/outbox').then((r) => r.data),
    refetchInterval: 3_000,
    retry: false,
  });
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-3xl grid-cols-1 gap-4 px-4 py-8">
      <h1 className="flex items-center gap-2 font-bold text-2xl">
        <Inbox aria-hidden="true" /> Caixa de saída (desenvolvimento)
      </h1>
      <p className="text-muted-foreground">
        Sem SMTP configurado, os e-mails da Prontidão ficam aqui e no log do servidor. Atualiza a cada 3
        segundos.
      </p>
      {outbox.isPending && <Spinner label="Carregando e-mails..." />}
      {outbox.isError && (
        <Alert variant="warning">
          <AlertTitle>Caixa de saída indisponível</AlertTitle>
          <AlertDescription>
            {outbox.error instanceof ApiError && outbox.error.status === 404
              ? 'O servidor envia e-mails por SMTP: esta página só funciona sem SMTP_URL.'
              : outbox.error.message}
          </AlertDescription>
        </Alert>
      )}
      {outbox.data?.length === 0 && <p>Nenhum e-mail ainda.</p>}
      {outbox.data?.map((mail) => (
        <Card key={mail.id} data-testid="outbox-mail">
          <CardHeader>
            <CardTitle className="wrap-anywhere">{mail.subject}</CardTitle>
            <CardDescription className="wrap-anywhere">
              Para {mail.to_address} · {dateTime.format(new Date(mail.created_at))}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <MailText text={mail.text_body} />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function MailText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <p className="whitespace-pre-wrap text-sm wrap-anywhere">
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: static split of one text
          <a key={i} href={part} className="font-medium text-primary underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

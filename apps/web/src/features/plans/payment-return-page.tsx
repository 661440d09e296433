import { formatDate } from '@prontidao/domain/format/date';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Clock, Loader2 } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { formatCents } from '@/lib/payment-labels';
import { type MyPayment, myPaymentQuery } from './api/payments';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /aluno/planos/retorno?pagamento=<id>: where the provider sends the person back. It never guesses
 * from the provider's query: it asks the server, every few seconds while the payment waits (a PIX
 * can take minutes), and says 'Pagamento confirmado' only once the provider's notice granted it.
 */
export default function PaymentReturnPage() {
  const [params] = useSearchParams();
  const id = params.get('pagamento') ?? '';
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6">
      {UUID.test(id) ? (
        <PaymentStatus id={id} />
      ) : (
        <Outcome icon={<CircleX className="text-destructive" />} title="Pagamento não encontrado">
          <p>O endereço não indica um pagamento. Veja seus pagamentos na página de planos.</p>
        </Outcome>
      )}
    </div>
  );
}

function PaymentStatus({ id }: { id: string }) {
  const payment = useQuery(myPaymentQuery(id));
  const approved = payment.data?.status === 'aprovado';
  const queryClient = useQueryClient();
  useEffect(() => {
    // The plan changed on the server: every screen reads it again (contents unlock at once).
    if (approved)
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'payments' });
  }, [approved, queryClient]);

  if (payment.isPending) {
    return (
      <Outcome icon={<Spinner />} title="Conferindo seu pagamento…">
        <p>Um instante: estamos perguntando ao Mercado Pago.</p>
      </Outcome>
    );
  }
  if (payment.isError) {
    return (
      <Outcome icon={<CircleX className="text-destructive" />} title="Pagamento não encontrado">
        <p>{errorMessage(payment.error, 'Não foi possível consultar o pagamento.')}</p>
      </Outcome>
    );
  }
  return <PaymentOutcome payment={payment.data} />;
}

function PaymentOutcome({ payment }: { payment: MyPayment }) {
  const what = `${payment.plano} (${formatCents(payment.amount_cents)})`;
  switch (payment.status) {
    case 'aprovado':
      return (
        <Outcome icon={<CircleCheck className="text-success" />} title="Pagamento confirmado">
          <p>
            {payment.period_end
              ? `Seu plano ${payment.plano} está liberado até ${formatDate(payment.period_end)}.`
              : `Seu plano ${payment.plano} está liberado.`}{' '}
            Os conteúdos premium já estão abertos para você.
          </p>
          <p className="text-muted-foreground text-sm">O recibo está em Meus pagamentos.</p>
        </Outcome>
      );
    case 'criado':
    case 'pendente':
      return (
        <Outcome
          icon={<Clock className="text-warning-subtle-foreground" />}
          title="Aguardando pagamento"
          live
        >
          <p>
            Ainda não recebemos a confirmação do Mercado Pago para {what}. Um PIX pode levar alguns minutos:
            esta página se atualiza sozinha, e o plano é liberado assim que o pagamento for confirmado.
          </p>
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Verificando a cada poucos segundos…
          </p>
        </Outcome>
      );
    case 'recusado':
      return (
        <Outcome icon={<CircleX className="text-destructive" />} title="Pagamento recusado">
          <p>
            O Mercado Pago recusou o pagamento de {what}. Nada foi cobrado: tente de novo com PIX ou outro
            cartão.
          </p>
        </Outcome>
      );
    case 'cancelado':
      return (
        <Outcome icon={<CircleX className="text-destructive" />} title="Pagamento cancelado">
          <p>O pagamento de {what} foi cancelado e nada foi cobrado.</p>
        </Outcome>
      );
    default:
      return (
        <Outcome icon={<CircleX className="text-destructive" />} title="Pagamento estornado">
          <p>O valor de {what} foi devolvido e o plano deixou de valer.</p>
        </Outcome>
      );
  }
}

function Outcome({
  icon,
  title,
  live = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  /** A waiting state: read out again when it changes. */
  live?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-4 rounded-lg border bg-card p-5 sm:p-6" aria-labelledby="retorno-titulo">
      <div className="flex items-center gap-3 [&_svg]:size-8 [&_svg]:shrink-0" aria-hidden="true">
        {icon}
      </div>
      <div className="grid gap-2 text-pretty" role={live ? 'status' : undefined}>
        <h1 id="retorno-titulo" className="font-bold text-2xl tracking-tight">
          {title}
        </h1>
        {children}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to={paths.candidate.plans}>Ver meus planos</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.candidate.dashboard}>Ir para o painel</Link>
        </Button>
      </div>
    </section>
  );
}

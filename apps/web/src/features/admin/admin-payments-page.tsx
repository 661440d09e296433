import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { RetryAlert } from '@/components/retry-alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { MOBILE_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { errorMessage } from '@/lib/api-error';
import type { PaymentStatus } from '@/lib/payment-labels';
import { paymentsQuery } from './api/payment-queries';
import { PaymentCards } from './payments/payment-cards';
import { readStatus, STATUS_PARAM } from './payments/payment-facts';
import { PaymentStatusFilter } from './payments/payment-status-filter';
import { PaymentTable } from './payments/payment-table';

/** /admin/pagamentos: every payment, newest first, by status; each person's plan history. */
export default function AdminPaymentsPage() {
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get(STATUS_PARAM));
  const setStatus = (next: PaymentStatus | null) =>
    setParams(next ? { [STATUS_PARAM]: next } : {}, { replace: true });
  return (
    <div className="grid min-w-0 gap-6">
      <header className="grid gap-1">
        <h1 className="text-balance font-bold text-2xl tracking-tight sm:text-3xl">Pagamentos</h1>
        <p className="text-pretty text-muted-foreground">
          Todos os pagamentos feitos pelo Mercado Pago, dos mais novos aos mais antigos: de quem, qual plano,
          valor, situação e o período pago. Abra o histórico do plano de uma pessoa para ver cada mudança.
        </p>
      </header>
      <Card className="min-w-0">
        <CardContent className="pt-4 sm:pt-6">
          <PaymentStatusFilter status={status} onChange={setStatus} />
        </CardContent>
      </Card>
      <PaymentResults status={status} />
    </div>
  );
}

/** '3 pagamentos', or '50 pagamentos carregados' while more pages remain. */
function countText(count: number, hasMore: boolean): string {
  const noun = count === 1 ? 'pagamento' : 'pagamentos';
  if (!hasMore) return `${count} ${noun}`;
  return `${count} ${noun} ${count === 1 ? 'carregado' : 'carregados'}`;
}

function PaymentResults({ status }: { status: PaymentStatus | null }) {
  const list = useInfiniteQuery({ ...paymentsQuery(status), placeholderData: keepPreviousData });
  const isMobile = useMediaQuery(MOBILE_QUERY);

  if (list.isPending) {
    return (
      <div className="grid gap-2" role="status">
        <span className="sr-only">Carregando pagamentos…</span>
        {['a', 'b', 'c', 'd'].map((id) => (
          <Skeleton key={id} className="h-14" />
        ))}
      </div>
    );
  }
  if (list.isError && !list.data) {
    return (
      <RetryAlert
        title="Não foi possível carregar os pagamentos."
        description={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
      />
    );
  }
  const payments = list.data.pages.flatMap((page) => page.payments);
  return (
    <section aria-label="Resultados" className="grid min-w-0 gap-3" aria-busy={list.isFetching}>
      <p role="status" className="text-muted-foreground text-sm">
        {list.isPlaceholderData
          ? 'Buscando…'
          : payments.length === 0
            ? status
              ? 'Nenhum pagamento com essa situação.'
              : 'Nenhum pagamento.'
            : countText(payments.length, list.hasNextPage)}
      </p>
      {payments.length === 0 ? null : isMobile ? (
        <PaymentCards payments={payments} />
      ) : (
        <PaymentTable payments={payments} />
      )}
      {list.isFetchNextPageError ? (
        <p role="alert" className="text-destructive-subtle-foreground text-sm">
          {errorMessage(list.error)}
        </p>
      ) : null}
      {list.hasNextPage && !list.isPlaceholderData ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Carregando…' : 'Carregar mais'}
        </Button>
      ) : null}
    </section>
  );
}

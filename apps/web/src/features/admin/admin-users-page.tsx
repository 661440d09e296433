import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthContext } from '@/hooks/use-auth-context';
import { MOBILE_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { errorMessage } from '@/lib/api-error';
import { usersQuery } from './api/user-queries';
import { useUserActions } from './users/use-user-actions';
import { UserCards } from './users/user-cards';
import { UserFilterBar } from './users/user-filter-bar';
import { readUserFilters, type UserFilters, writeUserFilters } from './users/user-filters';
import { UserTable } from './users/user-table';

/** /admin/users: search, filter and page through the accounts; change role, plan, disable. */
export default function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const filters = readUserFilters(params);
  const setFilters = (next: UserFilters) => setParams(writeUserFilters(next), { replace: true });
  return (
    <div className="grid min-w-0 gap-6">
      <header className="grid gap-1">
        <h1 className="text-balance font-bold text-2xl tracking-tight sm:text-3xl">Usuários</h1>
        <p className="text-pretty text-muted-foreground">
          Busque contas, altere papel e plano, desative ou reative o acesso. Toda alteração fica no registro
          de atividades.
        </p>
      </header>
      <Card className="min-w-0">
        <CardContent className="grid gap-4 pt-4 sm:pt-6">
          <UserFilterBar filters={filters} onChange={setFilters} />
        </CardContent>
      </Card>
      <UserResults filters={filters} />
    </div>
  );
}

function UserResults({ filters }: { filters: UserFilters }) {
  const list = useInfiniteQuery({ ...usersQuery(filters), placeholderData: keepPreviousData });
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const viewerId = useAuthContext().data?.user.id ?? null;
  const { actions, dialog } = useUserActions();

  if (list.isPending) {
    return (
      <div className="grid gap-2" role="status">
        <span className="sr-only">Carregando usuários…</span>
        {['a', 'b', 'c', 'd'].map((id) => (
          <Skeleton key={id} className="h-14" />
        ))}
      </div>
    );
  }
  if (list.isError && !list.data) {
    return (
      <div className="grid justify-items-start gap-3">
        <Alert variant="destructive">
          <AlertTitle>Não foi possível carregar os usuários.</AlertTitle>
          <AlertDescription>{errorMessage(list.error)}</AlertDescription>
        </Alert>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()} disabled={list.isFetching}>
          <RotateCw aria-hidden="true" />
          Tentar novamente
        </Button>
      </div>
    );
  }
  const users = list.data.pages.flatMap((page) => page.items);
  const isFiltered = Object.keys(filters).length > 0;
  return (
    <section aria-label="Resultados" className="grid min-w-0 gap-3" aria-busy={list.isFetching}>
      <p role="status" className="text-muted-foreground text-sm">
        {list.isPlaceholderData
          ? 'Buscando…'
          : users.length === 0
            ? isFiltered
              ? 'Nenhum usuário encontrado com esses filtros.'
              : 'Nenhum usuário cadastrado.'
            : `${users.length} ${users.length === 1 ? 'usuário' : 'usuários'}${list.hasNextPage ? ' carregados' : ''}`}
      </p>
      {users.length === 0 ? null : isMobile ? (
        <UserCards users={users} actions={actions} viewerId={viewerId} />
      ) : (
        <UserTable users={users} actions={actions} viewerId={viewerId} />
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
      {dialog}
    </section>
  );
}

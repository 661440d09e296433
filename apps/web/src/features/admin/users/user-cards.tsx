import { formatDate } from '@prontidao/domain/format/date';
import { EmailText } from '@/components/email-text';
import type { AdminUser } from '../api/user-queries';
import { PlanHistoryButton } from '../payments/plan-history-dialog';
import type { UserActions } from './use-user-actions';
import { DisableButton, PlanSelect, RoleSelect } from './user-controls';
import { UserStatusBadge } from './user-status-badge';

/** Phones: one card per account, long e-mails wrap. */
export function UserCards({
  users,
  actions,
  viewerId,
}: {
  users: readonly AdminUser[];
  actions: UserActions;
  viewerId: string | null;
}) {
  return (
    <ul className="grid gap-3" aria-label="Usuários">
      {users.map((user) => {
        const isSelf = user.id === viewerId;
        return (
          <li
            key={user.id}
            data-testid={`user-${user.id}`}
            className="grid min-w-0 gap-3 rounded-lg border bg-card p-4 shadow-xs"
          >
            <div className="grid min-w-0 gap-1">
              <p className="font-semibold [overflow-wrap:break-word]">
                <EmailText email={user.email} />
              </p>
              <UserStatusBadge disabled={user.disabled} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Nome</dt>
              <dd className="min-w-0 [overflow-wrap:anywhere]">{user.full_name ?? '—'}</dd>
              <dt className="text-muted-foreground">Apelido</dt>
              <dd className="min-w-0 [overflow-wrap:anywhere]">{user.nickname ?? '—'}</dd>
              <dt className="text-muted-foreground">Cadastro</dt>
              <dd className="tabular-nums">{formatDate(user.created_at)}</dd>
            </dl>
            <div className="grid gap-2">
              <div className="grid gap-1">
                <span aria-hidden="true" className="font-medium text-sm">
                  Papel
                </span>
                <RoleSelect user={user} actions={actions} isSelf={isSelf} />
              </div>
              <div className="grid gap-1">
                <span aria-hidden="true" className="font-medium text-sm">
                  Plano
                </span>
                <PlanSelect user={user} actions={actions} isSelf={isSelf} />
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <PlanHistoryButton userId={user.id} email={user.email} />
                <DisableButton user={user} actions={actions} isSelf={isSelf} />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

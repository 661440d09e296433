import { formatDate } from '@prontidao/domain/format/date';
import { EmailText } from '@/components/email-text';
import type { AdminUser } from '../api/user-queries';
import { PlanHistoryButton } from '../payments/plan-history-dialog';
import type { UserActions } from './use-user-actions';
import { DisableButton, PlanSelect, RoleSelect } from './user-controls';
import { UserStatusBadge } from './user-status-badge';

const th = 'px-3 py-2 text-start font-medium text-muted-foreground text-xs uppercase tracking-wide';
const td = 'px-3 py-2 align-middle';

/** Wide screens: one row per account; the table scrolls inside its card, never the page. */
export function UserTable({
  users,
  actions,
  viewerId,
}: {
  users: readonly AdminUser[];
  actions: UserActions;
  viewerId: string | null;
}) {
  return (
    <section
      aria-label="Tabela de usuários"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[62rem] border-collapse text-sm">
        <caption className="sr-only">Usuários, dos cadastros mais novos aos mais antigos</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className={th}>
              E-mail
            </th>
            <th scope="col" className={th}>
              Nome e apelido
            </th>
            <th scope="col" className={th}>
              Papel
            </th>
            <th scope="col" className={th}>
              Plano
            </th>
            <th scope="col" className={th}>
              Situação
            </th>
            <th scope="col" className={th}>
              Cadastro
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} data-testid={`user-${user.id}`} className="border-t">
              <th scope="row" className={`${td} max-w-56 text-start font-medium [overflow-wrap:break-word]`}>
                <EmailText email={user.email} />
              </th>
              <td className={`${td} max-w-48 [overflow-wrap:anywhere]`}>
                <span className="block">{user.full_name ?? '—'}</span>
                {user.nickname ? <span className="block text-muted-foreground">{user.nickname}</span> : null}
              </td>
              <td className={td}>
                <RoleSelect user={user} actions={actions} isSelf={user.id === viewerId} />
              </td>
              <td className={td}>
                <PlanSelect user={user} actions={actions} isSelf={user.id === viewerId} />
              </td>
              <td className={td}>
                <UserStatusBadge disabled={user.disabled} />
              </td>
              <td className={`${td} whitespace-nowrap tabular-nums`}>{formatDate(user.created_at)}</td>
              <td className={td}>
                <div className="flex items-center gap-2">
                  <PlanHistoryButton userId={user.id} email={user.email} />
                  <DisableButton user={user} actions={actions} isSelf={user.id === viewerId} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

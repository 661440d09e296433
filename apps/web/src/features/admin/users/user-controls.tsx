import { ROLES, type Role } from '@prontidao/domain/auth/roles';
import { isPlanCode, PLAN_CODES, PLAN_NAMES } from '@prontidao/domain/plans/plan-codes';
import { Button } from '@/components/ui/button';
import type { AdminUser } from '../api/user-queries';
import { NativeSelect } from '../native-select';
import type { UserActions } from './use-user-actions';
import { ROLE_LABELS } from './user-filters';

interface ControlProps {
  user: AdminUser;
  actions: UserActions;
  isSelf: boolean;
}

/**
 * Role select: the change waits for a confirmation (the select shows the saved role until then).
 * One's own role is another admin's to change: the select is disabled and says why.
 */
export function RoleSelect({ user, actions, isSelf }: ControlProps) {
  const reasonId = `papel-proprio-${user.id}`;
  const select = (
    <NativeSelect
      aria-label={`Papel de ${user.email}`}
      aria-describedby={isSelf ? reasonId : undefined}
      value={user.role}
      disabled={isSelf || actions.busyUserId === user.id}
      onChange={(event) => {
        const role = event.target.value as Role;
        if (role !== user.role) actions.changeRole(user, role);
      }}
      className="min-w-32"
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </NativeSelect>
  );
  if (!isSelf) return select;
  return (
    <span className="grid gap-1">
      {select}
      <span id={reasonId} className="text-muted-foreground text-xs">
        Só outro administrador pode mudar o seu papel.
      </span>
    </span>
  );
}

export function PlanSelect({ user, actions }: ControlProps) {
  return (
    <NativeSelect
      aria-label={`Plano de ${user.email}`}
      value={user.plano_code}
      disabled={actions.busyUserId === user.id}
      onChange={(event) => {
        const plan = event.target.value;
        if (isPlanCode(plan) && plan !== user.plano_code) actions.changePlan(user, plan);
      }}
      className="min-w-40"
    >
      {isPlanCode(user.plano_code) ? null : <option value={user.plano_code}>{user.plano_code}</option>}
      {PLAN_CODES.map((code) => (
        <option key={code} value={code}>
          {PLAN_NAMES[code]}
        </option>
      ))}
    </NativeSelect>
  );
}

/** Nobody disables their own account here (the server refuses it too). */
export function DisableButton({ user, actions, isSelf }: ControlProps) {
  if (isSelf) return <span className="text-muted-foreground text-sm">Sua conta</span>;
  return (
    <Button
      variant={user.disabled ? 'outline' : 'destructive'}
      size="sm"
      disabled={actions.busyUserId === user.id}
      onClick={() => actions.toggleDisabled(user)}
    >
      {user.disabled ? 'Reativar' : 'Desativar'}
      <span className="sr-only"> {user.email}</span>
    </Button>
  );
}

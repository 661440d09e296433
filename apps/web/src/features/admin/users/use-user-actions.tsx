import type { Role } from '@prontidao/domain/auth/roles';
import type { PlanCode } from '@prontidao/domain/plans/plan-codes';
import { planName } from '@prontidao/domain/plans/plan-codes';
import { useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-error';
import { type AdminUser, useSetUserDisabled, useSetUserPlan, useSetUserRole } from '../api/user-queries';
import { ConfirmDialog, type ConfirmRequest } from '../confirm-dialog';
import { roleLabel } from './user-filters';

export const displayName = (user: AdminUser): string => user.full_name ?? user.nickname ?? user.email;

export interface UserActions {
  /** Asks for confirmation, then changes the role. */
  changeRole: (user: AdminUser, role: Role) => void;
  changePlan: (user: AdminUser, plan: PlanCode) => void;
  /** Asks for confirmation, then disables or re-enables the account. */
  toggleDisabled: (user: AdminUser) => void;
  /** The user whose change is on its way (their controls wait). */
  busyUserId: string | null;
}

/** The three changes an admin makes to an account; the server's refusals (LAST_ADMIN…) become toasts. */
export function useUserActions(): { actions: UserActions; dialog: React.ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const setRole = useSetUserRole();
  const setPlan = useSetUserPlan();
  const setDisabled = useSetUserDisabled();
  const busy = [setRole, setPlan, setDisabled].find((mutation) => mutation.isPending);

  const actions: UserActions = {
    busyUserId: busy?.variables?.user_id ?? null,
    changeRole: (user, role) =>
      setRequest({
        title: 'Alterar papel?',
        description: `${displayName(user)} (${user.email}) passa de ${roleLabel(user.role)} para ${roleLabel(role)}.`,
        confirmLabel: 'Alterar papel',
        onConfirm: () =>
          setRole.mutate(
            { user_id: user.id, role },
            {
              onSuccess: (saved) =>
                toast.success('Papel alterado', {
                  description: `${displayName(saved)} agora é ${roleLabel(saved.role)}.`,
                }),
              onError: (error) =>
                toast.error('Não foi possível alterar o papel', { description: errorMessage(error) }),
            },
          ),
      }),
    changePlan: (user, plan) =>
      setPlan.mutate(
        { user_id: user.id, plano_code: plan },
        {
          onSuccess: (saved) =>
            toast.success('Plano alterado', {
              description: `${displayName(saved)} agora está no plano ${planName(saved.plano_code)}.`,
            }),
          onError: (error) =>
            toast.error('Não foi possível alterar o plano', { description: errorMessage(error) }),
        },
      ),
    toggleDisabled: (user) => {
      const disabling = !user.disabled;
      setRequest({
        title: disabling ? 'Desativar conta?' : 'Reativar conta?',
        description: disabling
          ? `${displayName(user)} (${user.email}) não poderá mais entrar, e todas as sessões abertas dessa pessoa terminam imediatamente.`
          : `${displayName(user)} (${user.email}) poderá entrar novamente.`,
        confirmLabel: disabling ? 'Desativar conta' : 'Reativar conta',
        destructive: disabling,
        onConfirm: () =>
          setDisabled.mutate(
            { user_id: user.id, disabled: disabling },
            {
              onSuccess: (saved) =>
                toast.success(saved.disabled ? 'Conta desativada' : 'Conta reativada', {
                  description: displayName(saved),
                }),
              onError: (error) =>
                toast.error(
                  disabling ? 'Não foi possível desativar a conta' : 'Não foi possível reativar a conta',
                  { description: errorMessage(error) },
                ),
            },
          ),
      });
    },
  };
  return { actions, dialog: <ConfirmDialog request={request} onClose={() => setRequest(null)} /> };
}

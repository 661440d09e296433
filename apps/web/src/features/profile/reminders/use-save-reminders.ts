import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-error';
import {
  type ReminderChange,
  type ReminderSettings,
  reminderSettingsQuery,
  saveReminderSettings,
} from '../api/reminders';

const MUTATION_KEY = ['save-reminder-settings'] as const;

/** The choices as they will be once `change` is saved (shown at once, before the answer). */
export function withChange(settings: ReminderSettings, change: ReminderChange): ReminderSettings {
  const disabled = change.disabled_kinds;
  return {
    ...settings,
    kinds: disabled
      ? settings.kinds.map((kind) => ({ ...kind, enabled: !disabled.includes(kind.kind) }))
      : settings.kinds,
    session_hour: change.session_hour ?? settings.session_hour,
    quiet_start: change.quiet_start ?? settings.quiet_start,
    quiet_end: change.quiet_end ?? settings.quiet_end,
    email: change.email ?? settings.email,
  };
}

/**
 * set_notification_settings, saved as soon as a choice changes. The choice shows at once; the
 * server's answer replaces it once no other change is on its way (an earlier answer would undo a
 * later choice); a failure says so and reads the choices again.
 */
export function useSaveReminders() {
  const queryClient = useQueryClient();
  const key = reminderSettingsQuery.queryKey;
  return useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: saveReminderSettings,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, (settings) => (settings ? withChange(settings, change) : settings));
    },
    onSuccess: (settings) => {
      // This change is still counted as running while its onSuccess runs.
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) <= 1) queryClient.setQueryData(key, settings);
      toast.success('Lembretes salvos', { id: 'lembretes-salvos' });
    },
    onError: (error) => {
      toast.error('Erro ao salvar os lembretes', {
        description: errorMessage(error, 'Não foi possível salvar suas escolhas.'),
      });
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

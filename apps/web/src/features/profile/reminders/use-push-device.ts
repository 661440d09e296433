import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-error';
import { deletePushSubscription, reminderSettingsQuery, savePushSubscription } from '../api/reminders';
import {
  type DeviceStatus,
  deviceStatus,
  PushSetupError,
  subscribePush,
  unsubscribePush,
} from './push-subscription';

export type PushDeviceStatus = DeviceStatus | 'checking';

/**
 * 'Notificações neste aparelho': whether this browser receives the reminders, and turning that on
 * (permission, subscription, saved on the server) or off (unsubscribed, forgotten by the server).
 * A failure is said in `problem`, never thrown.
 */
export function usePushDevice(publicKey: string) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<PushDeviceStatus>('checking');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    deviceStatus().then(
      (found) => isCurrent && setStatus(found),
      () => isCurrent && setStatus('off'),
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  // The number of devices changes what the e-mail note says.
  const refreshSettings = () => queryClient.invalidateQueries({ queryKey: reminderSettingsQuery.queryKey });

  const enable = useMutation({
    mutationFn: async () => {
      const subscription = await subscribePush(publicKey);
      try {
        await savePushSubscription(subscription);
      } catch (error) {
        // Refused by the server: a subscription nobody sends to is not kept.
        await unsubscribePush().catch(() => null);
        throw error;
      }
    },
    onMutate: () => setProblem(null),
    onSuccess: () => {
      setStatus('on');
      toast.success('Notificações ativadas', { description: 'Este aparelho vai receber seus lembretes.' });
      return refreshSettings();
    },
    onError: (error) => {
      if (error instanceof PushSetupError && (error.problem === 'denied' || error.problem === 'unsupported'))
        setStatus(error.problem);
      else setProblem(errorMessage(error, 'Não foi possível ativar as notificações.'));
    },
  });

  const disable = useMutation({
    mutationFn: async () => {
      const endpoint = await unsubscribePush();
      if (endpoint) await deletePushSubscription(endpoint);
    },
    onMutate: () => setProblem(null),
    onSuccess: () => {
      setStatus('off');
      toast.success('Notificações desativadas', { description: 'Este aparelho não recebe mais lembretes.' });
      return refreshSettings();
    },
    onError: (error) => {
      void deviceStatus().then(setStatus, () => setStatus('off'));
      setProblem(errorMessage(error, 'Não foi possível desativar as notificações.'));
    },
  });

  return {
    status,
    problem,
    isPending: enable.isPending || disable.isPending,
    enable: () => enable.mutate(),
    disable: () => disable.mutate(),
  };
}

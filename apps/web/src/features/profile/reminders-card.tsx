import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { InlineLoadError } from '@/components/inline-load-error';
import { SectionCard } from '@/components/section-card';
import { CardContent } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { reminderSettingsQuery } from './api/reminders';
import { PushDeviceSection } from './reminders/push-device-section';
import { ReminderChoices } from './reminders/reminder-choices';
import { useSaveReminders } from './reminders/use-save-reminders';

/**
 * 'Lembretes': this device's push notifications, then what to be reminded of and when (each choice
 * saved as it changes). The reminders always reach the header's notification centre.
 */
export function RemindersCard() {
  const settings = useQuery(reminderSettingsQuery);
  const save = useSaveReminders();
  return (
    <SectionCard
      titleId="lembretes-titulo"
      icon={BellRing}
      title="Lembretes"
      description="Os lembretes chegam na central de notificações (o sino no topo), neste aparelho se você ativar e, alguns, por e-mail."
    >
      <CardContent className="grid gap-6">
        {settings.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : settings.isError ? (
          <InlineLoadError
            text="Não foi possível carregar seus lembretes."
            onRetry={() => settings.refetch()}
          />
        ) : (
          <>
            <PushDeviceSection publicKey={settings.data.push_public_key} />
            <Separator decorative />
            <ReminderChoices settings={settings.data} onChange={(change) => save.mutate(change)} />
          </>
        )}
      </CardContent>
    </SectionCard>
  );
}

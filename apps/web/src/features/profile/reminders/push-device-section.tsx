import { BellOff, BellRing, CheckCircle2 } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { pushProblemText } from './push-subscription';
import { usePushDevice } from './use-push-device';

const TITLE_ID = 'lembretes-aparelho-titulo';

const buttonText = (isOn: boolean, isPending: boolean) =>
  isOn ? (isPending ? 'Desativando…' : 'Desativar') : isPending ? 'Ativando…' : 'Ativar notificações';

/** 'Notificações neste aparelho': turn this browser's push on ('Ativar notificações') or off ('Desativar'). */
export function PushDeviceSection({ publicKey }: { publicKey: string }) {
  const device = usePushDevice(publicKey);
  const { status } = device;
  return (
    <section aria-labelledby={TITLE_ID} className="grid gap-2">
      <h3 id={TITLE_ID} className="font-medium text-sm">
        Notificações neste aparelho
      </h3>
      {status === 'checking' ? (
        <Skeleton className="h-10 w-full" />
      ) : status === 'unsupported' || status === 'denied' ? (
        <Alert variant={status === 'denied' ? 'warning' : 'default'}>
          <BellOff aria-hidden="true" />
          <AlertDescription>{pushProblemText(status)}</AlertDescription>
        </Alert>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex min-w-0 flex-1 basis-48 items-start gap-2 text-pretty text-sm">
            {status === 'on' ? (
              <>
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                <span className="font-medium">Ativas neste aparelho</span>
              </>
            ) : (
              <span className="text-muted-foreground">
                Receba os lembretes aqui mesmo com o Prontidão fechado.
              </span>
            )}
          </p>
          {/* One button that changes: the focus stays on it; aria-disabled keeps it focusable meanwhile. */}
          <Button
            variant={status === 'on' ? 'outline' : 'default'}
            aria-disabled={device.isPending || undefined}
            onClick={() => {
              if (device.isPending) return;
              if (status === 'on') device.disable();
              else device.enable();
            }}
          >
            {status === 'on' ? null : <BellRing aria-hidden="true" />}
            {buttonText(status === 'on', device.isPending)}
          </Button>
        </div>
      )}
      {device.problem ? (
        <p role="alert" className="text-pretty font-medium text-destructive text-sm">
          {device.problem}
        </p>
      ) : null}
    </section>
  );
}

import { Award, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { shellRoleOf } from '@/config/navigation';
import { useAuthContext } from '@/hooks/use-auth-context';
import { useRankStatus } from '@/lib/queries/coins';
import { useAckPromotion } from './api/ack-promotion';

/** Spec §9: the 'PROMOVIDO!' overlay stays 3 s. */
export const PROMOTION_OVERLAY_MS = 3000;

interface Shown {
  rank: string;
  workouts: number;
}

/**
 * 'PROMOVIDO!' once per promotion: shown when the server has a promotion not yet seen on any device,
 * announced politely, closed after 3 s, by Esc or its button, then acknowledged on the server.
 * Mounted once by the signed-in layout; it re-reads the rank whenever the coins are invalidated.
 */
export function PromotionOverlay() {
  const { data: auth } = useAuthContext();
  const isCandidate = !!auth && auth.profile_complete && shellRoleOf(auth) !== 'treinador';
  const status = useRankStatus({ enabled: isCandidate });
  const ack = useAckPromotion();
  const [shown, setShown] = useState<Shown | null>(null);
  const shownRef = useRef<Shown | null>(null);
  // Workout counts already shown in this tab: never twice, even while the acknowledgement is on its way.
  const seen = useRef(new Set<number>());

  const pending = status.data?.pending_promotion ?? null;
  const workouts = status.data?.workouts ?? 0;
  useEffect(() => {
    if (!pending || shownRef.current || seen.current.has(workouts)) return;
    seen.current.add(workouts);
    shownRef.current = { rank: pending, workouts };
    setShown(shownRef.current);
  }, [pending, workouts]);

  const { mutate: acknowledge } = ack;
  const close = useCallback(() => {
    const current = shownRef.current;
    if (!current) return;
    shownRef.current = null;
    setShown(null);
    acknowledge(current.workouts);
  }, [acknowledge]);

  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(close, PROMOTION_OVERLAY_MS);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('keydown', onKey);
    };
  }, [shown, close]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {shown ? (
        <div
          className="fixed inset-0 z-[60] grid place-items-center bg-foreground/60 p-4 motion-safe:animate-fade-in"
          data-testid="promotion-overlay"
        >
          <div className="relative grid w-full max-w-sm justify-items-center gap-3 rounded-xl border-2 border-primary bg-card p-8 text-center text-card-foreground shadow-2xl motion-safe:animate-dialog-in">
            <Award className="size-14 text-primary motion-safe:animate-pulse" aria-hidden="true" />
            <p className="font-black text-4xl text-primary tracking-tight">PROMOVIDO!</p>
            <p className="text-lg">
              Agora você é <span className="font-bold">{shown.rank}</span>
            </p>
            <p className="text-muted-foreground text-sm">{shown.workouts} treinos concluídos</p>
            <Button variant="ghost" size="icon" className="absolute top-2 right-2" onClick={close}>
              <X aria-hidden="true" />
              <span className="sr-only">Fechar</span>
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

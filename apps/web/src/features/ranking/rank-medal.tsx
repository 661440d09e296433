import { cn } from '@/lib/cn';

// Places 1–3 as gold, silver and bronze medals, the rest as '#n' (spec §2). Each colour pair is
// AA (≥ 4.5:1) for the number drawn on it; the medal's name is read out, not only its colour.

const MEDALS = {
  1: { name: 'ouro', className: 'bg-amber-300 text-amber-950 ring-amber-500' },
  2: { name: 'prata', className: 'bg-slate-200 text-slate-900 ring-slate-400' },
  3: { name: 'bronze', className: 'bg-orange-700 text-white ring-orange-900' },
} as const;

const isMedalPlace = (rk: number): rk is keyof typeof MEDALS => rk === 1 || rk === 2 || rk === 3;

export function RankMedal({ rk }: { rk: number }) {
  if (!isMedalPlace(rk)) {
    return <span className="font-semibold text-muted-foreground tabular-nums">#{rk}</span>;
  }
  const medal = MEDALS[rk];
  return (
    <span
      role="img"
      aria-label={`${rk}º lugar, medalha de ${medal.name}`}
      title={`Medalha de ${medal.name}`}
      className={cn(
        'inline-flex size-7 items-center justify-center rounded-full font-bold text-sm tabular-nums ring-2 ring-inset',
        medal.className,
      )}
    >
      <span aria-hidden="true">{rk}</span>
    </span>
  );
}

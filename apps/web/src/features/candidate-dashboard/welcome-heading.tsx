import { countdownFor } from '@prontidao/domain/profile/countdown';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** 'Olá, {nickname}!' and the days left to the TAF (São Paulo calendar days). */
export function WelcomeHeading({ name, tafDate }: { name: string; tafDate: string | null }) {
  const countdown = countdownFor(tafDate, new Date());
  return (
    <header className="grid gap-1">
      <h1 className="text-balance font-bold text-2xl tracking-tight wrap-anywhere sm:text-3xl">
        {name ? `Olá, ${name}!` : 'Olá!'}
      </h1>
      <p className="flex items-center gap-2 text-muted-foreground" data-testid="dashboard-countdown">
        <CalendarClock className="size-4 shrink-0 text-primary" aria-hidden="true" />
        {countdown.days === null ? (
          <Link to={paths.candidate.profile} className="underline underline-offset-4 hover:text-foreground">
            {countdown.label}
          </Link>
        ) : (
          <span>{countdown.label}</span>
        )}
      </p>
    </header>
  );
}

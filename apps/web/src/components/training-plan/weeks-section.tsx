import { PLAN_BLOCK_LABELS, PLAN_BLOCKS, type PlanBlock } from '@prontidao/domain/training-plan/plan-types';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdjustmentNotice } from './adjustment-notice';
import { formatDateRange, formatWeekday } from './plan-format';
import type { PlanViewWeek } from './plan-view';

const PLANS_PATH = '/aluno/planos';

/** What a week can carry besides its sessions: the trainer's 'Ajustar' button. */
export type WeekAction = (week: PlanViewWeek) => ReactNode;

function WeekItem({ week, action }: { week: PlanViewWeek; action: WeekAction | undefined }) {
  return (
    <li
      className="grid gap-1 rounded-md border bg-card px-3 py-2 text-sm"
      data-testid={`plan-week-${week.index}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="font-medium">
          Semana {week.index} · <span className="tabular-nums">{formatDateRange(week.start, week.end)}</span>
        </span>
        {week.locked ? (
          <span className="flex items-center gap-1 text-muted-foreground">
            <Lock className="size-4 shrink-0" aria-hidden="true" />
            Bloqueada
          </span>
        ) : week.isTestWeek ? (
          <span className="text-muted-foreground">Semana de testes</span>
        ) : null}
      </div>
      {week.adjustment ? <AdjustmentNotice adjustment={week.adjustment} /> : null}
      {!week.locked && week.sessions.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-primary">
            {week.sessions.length} {week.sessions.length === 1 ? 'treino' : 'treinos'}
          </summary>
          <ul className="mt-1 grid gap-0.5">
            {week.sessions.map((session) => (
              <li key={session.id} className="break-words">
                <span className="tabular-nums">{formatWeekday(session.date)}</span>: {session.title}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {!week.locked && week.sessions.length === 0 ? <p>Sem treinos nesta semana.</p> : null}
      {action && !week.locked ? <div className="flex flex-wrap gap-2">{action(week)}</div> : null}
    </li>
  );
}

const CANDIDATE_LOCKED_HINT = (
  <>
    <p className="flex items-start gap-2 text-pretty">
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      No seu plano você vê as metas, a estimativa e esta semana. O plano completo, semana a semana, faz parte
      dos planos Avançados.
    </p>
    <Link to={PLANS_PATH} className="font-medium text-primary underline-offset-4 hover:underline">
      Conhecer os planos Avançados
    </Link>
  </>
);

/**
 * The weeks to the TAF, grouped by block; weeks outside the preview are locked (plans, decision
 * 031). A week a trainer adjusted says so; `action` adds a control to each open week.
 */
export function WeeksSection({
  weeks,
  action,
  lockedHint = CANDIDATE_LOCKED_HINT,
}: {
  weeks: PlanViewWeek[];
  action?: WeekAction;
  /** Why weeks are locked and what to do (the candidate's text by default). */
  lockedHint?: ReactNode;
}) {
  const byBlock = new Map<PlanBlock, PlanViewWeek[]>();
  for (const week of weeks) byBlock.set(week.block, [...(byBlock.get(week.block) ?? []), week]);
  const hasLocked = weeks.some((week) => week.locked);
  return (
    <section aria-labelledby="plan-weeks-title" className="grid gap-4">
      <h2 id="plan-weeks-title" className="font-semibold text-xl">
        Semanas até o TAF
      </h2>
      {hasLocked ? (
        <div className="grid justify-items-start gap-1 rounded-lg border border-dashed p-4 text-sm">
          {lockedHint}
        </div>
      ) : null}
      {PLAN_BLOCKS.filter((block) => byBlock.has(block)).map((block) => {
        const blockWeeks = byBlock.get(block) ?? [];
        const first = blockWeeks[0];
        const last = blockWeeks[blockWeeks.length - 1];
        return (
          <div key={block} className="grid gap-2" data-testid={`plan-block-${block}`}>
            <h3 className="font-semibold text-base">
              {PLAN_BLOCK_LABELS[block]}
              {first && last ? (
                <span className="ms-2 font-normal text-muted-foreground text-sm tabular-nums">
                  {formatDateRange(first.start, last.end)}
                </span>
              ) : null}
            </h3>
            <ul className="grid gap-2">
              {blockWeeks.map((week) => (
                <WeekItem key={week.index} week={week} action={action} />
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

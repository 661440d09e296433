import { describeProjection } from '@prontidao/domain/training-plan/projection';
import { CircleCheck, Target } from 'lucide-react';
import { formatPlanGrade } from './plan-format';
import type { PlanProjection, PlanView } from './plan-view';

/** Whose plan the page shows: the signed-in candidate's own, or a trainer's student's. */
export type PlanReader = 'candidate' | 'trainer';

function ProjectionLine({ projection, reader }: { projection: PlanProjection; reader: PlanReader }) {
  // '11:05 (entre 10:40 e 11:30), nota 6,5 a 8': the mark people train for, then the grade; a band
  // too wide to help is said in words ('ainda poucos dados: registre mais 2 simulados…').
  const estimate =
    projection.advice ??
    describeProjection({
      measure: projection.measure,
      expectedMark: projection.expected_mark,
      worseMark: projection.worse_mark,
      betterMark: projection.better_mark,
      lowGrade: projection.low_grade,
      highGrade: projection.high_grade,
    });
  return (
    <div className="grid gap-1 text-sm" data-testid={`projection-${projection.key}`}>
      <p className="text-pretty">
        <span className="font-semibold">Estimativa</span> para o dia do TAF:{' '}
        <span className="tabular-nums">{estimate}</span>
      </p>
      {projection.previous_expected_grade !== null ? (
        <p className="text-muted-foreground">
          {reader === 'candidate' ? 'Sua projeção' : 'Projeção'}{' '}
          {formatPlanGrade(projection.previous_expected_grade)} → {formatPlanGrade(projection.expected_grade)}
        </p>
      ) : null}
    </div>
  );
}

/** Per test: the mark that reaches the goal ('Corrida: 10:04 para nota 7') and the projection. */
export function TargetsSection({ plan, reader = 'candidate' }: { plan: PlanView; reader?: PlanReader }) {
  if (plan.targets.length === 0) return null;
  const projections = new Map(plan.projection.map((projection) => [projection.key, projection]));
  return (
    <section aria-labelledby="plan-targets-title" className="grid gap-3">
      <h2 id="plan-targets-title" className="font-semibold text-xl">
        {reader === 'candidate' ? 'Suas metas' : 'Metas do aluno'}
      </h2>
      <ul className="grid gap-3 md:grid-cols-3">
        {plan.targets.map((target) => {
          const projection = projections.get(target.key);
          return (
            <li key={target.key} className="grid content-start gap-2 rounded-lg border bg-card p-4">
              <p className="flex items-start gap-2 font-medium text-pretty">
                <Target className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="min-w-0 break-words">{target.text}</span>
              </p>
              {target.isMet ? (
                <p className="flex items-center gap-1.5 text-sm">
                  <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
                  {reader === 'candidate' ? 'Você já alcança esta meta.' : 'O aluno já alcança esta meta.'}
                </p>
              ) : null}
              {projection ? <ProjectionLine projection={projection} reader={reader} /> : null}
            </li>
          );
        })}
      </ul>
      {plan.projection.length > 0 ? (
        <p className="text-muted-foreground text-xs">
          A estimativa vem da tendência {reader === 'candidate' ? 'dos seus' : 'dos'} simulados e testes; a
          faixa mostra a incerteza.
        </p>
      ) : null}
    </section>
  );
}

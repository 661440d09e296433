import { REPETITIONS_MAX } from '@prontidao/domain/technique/technique-types';
import type { TrainingActivityDetail } from '@prontidao/domain/training/activity-types';
import { Loader2, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAnalyzeTechnique } from './api/technique-queries';
import {
  ANALYSIS_EMPTY_TEXT,
  ANALYSIS_ERROR_TITLE,
  NOTES_REQUIRED_TEXT,
  NOTES_REQUIRED_TITLE,
  type PanelProblem,
  problemOf,
} from './technique-messages';
import { TechniqueResult } from './technique-result';

export interface TechniqueAnalysisPanelProps {
  activity: TrainingActivityDetail;
}

const repetitionsOf = (activity: TrainingActivityDetail) =>
  Math.min(REPETITIONS_MAX, Math.max(0, Math.round(activity.value_primary ?? 0)));

/** 'Analisar técnica' on a bar workout: its notes and reps, analysed on the server (issue 12). */
export function TechniqueAnalysisPanel({ activity }: TechniqueAnalysisPanelProps) {
  const analyze = useAnalyzeTechnique();
  const [problem, setProblem] = useState<PanelProblem | null>(null);
  if (activity.activity_type !== 'BARRA') return null;

  const result = analyze.data;
  const start = () => {
    const observation = activity.notes?.trim() ?? '';
    if (!observation) {
      setProblem({ kind: 'notes' });
      return;
    }
    setProblem(null);
    analyze.mutate(
      { observation, repetitions: repetitionsOf(activity), activity_id: activity.id },
      {
        onSuccess: (data) => {
          if (!data?.analysis) setProblem({ kind: 'error', text: ANALYSIS_EMPTY_TEXT, detail: null });
        },
        onError: (error) => setProblem(problemOf(error)),
      },
    );
  };

  return (
    <div className="grid gap-3 border-t pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 flex-1 basis-48 text-muted-foreground text-sm">
          Análise da execução a partir das suas observações: pegada, balanço, amplitude, escápulas, cadência e
          cansaço.
        </p>
        <Button type="button" variant="secondary" onClick={start} disabled={analyze.isPending}>
          {analyze.isPending ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <Sparkles aria-hidden="true" />
          )}
          {analyze.isPending ? 'Analisando...' : result?.analysis ? 'Analisar novamente' : 'Analisar técnica'}
        </Button>
      </div>
      {problem ? <ProblemAlert problem={problem} /> : null}
      {!problem && result?.analysis ? (
        <TechniqueResult analysis={result.analysis} remaining={result.remaining_this_month} />
      ) : null}
    </div>
  );
}

function ProblemAlert({ problem }: { problem: PanelProblem }) {
  if (problem.kind === 'notes') {
    return (
      <Alert variant="warning">
        <AlertTitle>{NOTES_REQUIRED_TITLE}</AlertTitle>
        <AlertDescription>{NOTES_REQUIRED_TEXT}</AlertDescription>
      </Alert>
    );
  }
  if (problem.kind === 'plan-limit') {
    return (
      <Alert variant="warning">
        <AlertTitle>Limite de análises do mês</AlertTitle>
        <AlertDescription>
          <p>{problem.message}</p>
          <p>
            <Link to="/aluno/planos" className="font-medium underline underline-offset-4">
              Conhecer os planos Avançados
            </Link>
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive">
      <AlertTitle>{ANALYSIS_ERROR_TITLE}</AlertTitle>
      <AlertDescription>
        <p>{problem.text}</p>
        {problem.detail ? <p>{problem.detail}</p> : null}
      </AlertDescription>
    </Alert>
  );
}

import type { Exam } from '@prontidao/domain/exams/exam-schema';
import type { ExamResult } from '@prontidao/domain/exams/grade-exam';
import type { Edital } from '@prontidao/domain/scoring/edital-schema';
import type { SimulationResult } from '@prontidao/domain/scoring/grade-simulation';

// What a simulation stores in user_tests.json_resultado, in the spec's words: tests keyed by the
// exam's test keys, each with its mark, its grade ('nota') or points ('pontos') where the exam has
// them, and 'passou'; 'apto' overall with the reasons. Decision 045.

interface PassFacts {
  /** The mark that passes; null when any mark passes. */
  minimo: number | null;
  passou: boolean;
  /** 'falta 1 repetição', 'sobram 0,4 s', 'no limite'. */
  margem: string | null;
}

const passFactsOf = (result: ExamResult, key: string): PassFacts => {
  const event = result.events.find((candidate) => candidate.key === key);
  return {
    minimo: event?.passMark ?? null,
    passou: event?.passed ?? false,
    margem: event?.marginText ?? null,
  };
};

/** An edital graded 0–10 (CBMDF, CBMMG): times as valor_s, as the spec's form has always stored them. */
export function gradedJsonResultado(simulation: SimulationResult, edital: Edital, told: ExamResult) {
  const tests = Object.fromEntries(
    simulation.tests.map((t) => [
      t.key,
      {
        ...(t.measure === 'seconds_time' ? { valor_s: t.valor } : { valor: t.valor }),
        nota: t.nota,
        percentil: t.percentil,
        medalha: t.medalha,
        feedback: t.feedback,
        label: t.label,
        measure: t.measure,
        ...passFactsOf(told, t.key),
      },
    ]),
  );
  return {
    tests,
    nota_final: simulation.nota_final,
    medalha: simulation.medalha,
    apto: simulation.apto,
    motivos: simulation.reasons,
    edital: {
      id: edital.id,
      version: edital.version,
      name: edital.name,
      is_estimate: edital.isEstimate,
      format: 'grade_table' as const,
    },
  };
}

/** An exam of the engine (pass marks, points): every mark as valor, in the measure's units. */
export function examJsonResultado(result: ExamResult, exam: Exam) {
  const tests = Object.fromEntries(
    result.events.map((event) => [
      event.key,
      {
        valor: event.mark,
        ...(event.points === null ? {} : { pontos: event.points }),
        label: event.label,
        measure: event.measure,
        minimo: event.passMark,
        passou: event.passed,
        margem: event.marginText,
        eliminatoria: event.eliminatory,
        ...(event.fromRetest ? { reteste: true } : {}),
      },
    ]),
  );
  return {
    tests,
    nota_final: null,
    apto: result.apto,
    motivos: result.reasons,
    pontos: result.aggregate
      ? { tipo: result.aggregate.kind, total: result.aggregate.value, minimo: result.aggregate.minimum }
      : null,
    avisos: [result.sourceNote, result.tieBreakNote].filter((note): note is string => note !== null),
    edital: {
      id: exam.id,
      version: exam.version,
      name: exam.shortName,
      is_estimate: false,
      format: 'exam' as const,
    },
  };
}

export type GradedJsonResultado = ReturnType<typeof gradedJsonResultado>;
export type ExamJsonResultado = ReturnType<typeof examJsonResultado>;
export type JsonResultado = GradedJsonResultado | ExamJsonResultado;

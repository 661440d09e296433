// A linked student's read-only views (routes wired by the app's router), opened from the trainer's
// dashboard and from a turma's board.

export const studentPaths = (studentId: string) => {
  const base = `/aluno/${encodeURIComponent(studentId)}`;
  return {
    metrics: `${base}/metricas`,
    reports: `${base}/relatorios`,
    trainings: `${base}/treinos`,
    plan: `${base}/plano`,
  };
};

// The trainer's views of one student, /aluno/{id}/metricas|relatorios|treinos|plano: read-only,
// but for a week of the plan the trainer may adjust.

export const STUDENT_SECTIONS = [
  { key: 'metricas', label: 'Métricas' },
  { key: 'relatorios', label: 'Relatórios' },
  { key: 'treinos', label: 'Treinos' },
  { key: 'plano', label: 'Plano' },
] as const;

export type StudentSection = (typeof STUDENT_SECTIONS)[number]['key'];

export const studentSectionPath = (studentId: string, section: StudentSection) =>
  `/aluno/${encodeURIComponent(studentId)}/${section}`;

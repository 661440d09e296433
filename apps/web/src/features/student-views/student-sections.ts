// The trainer's three read-only views of one student, /aluno/{id}/metricas|relatorios|treinos.

export const STUDENT_SECTIONS = [
  { key: 'metricas', label: 'Métricas' },
  { key: 'relatorios', label: 'Relatórios' },
  { key: 'treinos', label: 'Treinos' },
] as const;

export type StudentSection = (typeof STUDENT_SECTIONS)[number]['key'];

export const studentSectionPath = (studentId: string, section: StudentSection) =>
  `/aluno/${encodeURIComponent(studentId)}/${section}`;

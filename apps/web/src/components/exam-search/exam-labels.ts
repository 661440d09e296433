import type { EditalSummary } from '@/lib/queries/taf';

/** Who runs the exam and where: 'Polícia Militar do Estado de São Paulo · SP', 'Polícia Federal · Federal'. */
export const examPlace = (exam: EditalSummary): string =>
  `${exam.body ?? exam.name} · ${exam.uf ?? 'Federal'}`;

export const PARTIAL_BADGE = 'Tabela incompleta';

export const PARTIAL_NOTE =
  'Você já pode acompanhar e treinar para este concurso; a nota dos simulados sai quando a tabela completa for publicada.';

export const ESTIMATE_NOTE = 'Valores estimados até a publicação oficial.';

export const ARCHIVED_NOTE = 'Concurso arquivado: você continua com ele, mas ele não aparece mais na busca.';

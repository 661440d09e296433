import { ApiError } from '@/lib/api-error';

// What the panel says when the analysis cannot be shown (spec §5 and §8, word for word).

export const NOTES_REQUIRED_TITLE = 'Observações Necessárias';
export const NOTES_REQUIRED_TEXT =
  'Escreva nas observações do treino como foi a execução (pegada, balanço, amplitude, descida, cansaço ou dor) para gerar a análise. Use "Editar" para adicioná-las.';
export const ANALYSIS_ERROR_TITLE = 'Erro na Análise';
export const ANALYSIS_FAILED_TEXT = 'Não foi possível gerar a análise';
export const ANALYSIS_EMPTY_TEXT = 'Análise não foi retornada';

export type PanelProblem =
  | { kind: 'notes' }
  | { kind: 'plan-limit'; message: string }
  | { kind: 'error'; text: string; detail: string | null };

/** The server's refusal as the panel shows it: the plan's limit, or the spec's analysis errors. */
export function problemOf(error: unknown): PanelProblem {
  if (error instanceof ApiError && error.code === 'PLAN_LIMIT')
    return { kind: 'plan-limit', message: error.message };
  if (error instanceof ApiError && error.code === 'ANALYSIS_EMPTY') {
    return { kind: 'error', text: ANALYSIS_EMPTY_TEXT, detail: null };
  }
  if (error instanceof ApiError && error.message === NOTES_REQUIRED_TITLE) return { kind: 'notes' };
  const detail =
    error instanceof ApiError && error.code !== 'ANALYSIS_FAILED' && error.code !== 'INTERNAL'
      ? error.message
      : null;
  return { kind: 'error', text: ANALYSIS_FAILED_TEXT, detail };
}

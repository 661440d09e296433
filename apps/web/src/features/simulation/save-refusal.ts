import { toast } from 'sonner';
import { ApiError, errorMessage } from '@/lib/api-error';

// What both simulation forms say when save_user_test refuses: one toast for the form's refusals,
// dismissed by a success (issue 21 item 3: no stale warning).

export const REFUSAL_TOAST = 'simulado-recusa';
const SAVE_ERROR = 'Erro ao calcular simulado. Verifique se seu perfil está completo.';

/** The spec's message when the profile is the problem; otherwise what was wrong with the values. */
export function toastSaveRefusal(error: unknown) {
  const code = error instanceof ApiError ? error.code : null;
  const description = errorMessage(error);
  if (code === 'PROFILE_INCOMPLETE') toast.error(SAVE_ERROR, { id: REFUSAL_TOAST, description });
  else if (code === 'EXAM_INCOMPLETE') toast.error('Tabela incompleta', { id: REFUSAL_TOAST, description });
  else toast.error('Valores inválidos', { id: REFUSAL_TOAST, description });
}

/** The spec's toast ('Campos Obrigatórios') when a field was left blank. */
export function toastBlankFields() {
  toast.error('Campos Obrigatórios', {
    id: REFUSAL_TOAST,
    description: 'Preencha todos os campos para calcular o resultado',
  });
}

/** The server's issues on an exam's marks ('p_marks.<key>') as [key, message], first per key. */
export function markIssues(error: unknown, keys: readonly string[]): [string, string][] {
  if (!(error instanceof ApiError)) return [];
  const found = new Map<string, string>();
  for (const issue of error.issues) {
    const key = issue.path.replace(/^p_marks\./, '');
    if (keys.includes(key) && !found.has(key)) found.set(key, issue.message);
  }
  return [...found];
}

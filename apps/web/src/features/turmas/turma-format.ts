import { formatPlainDate } from '@prontidao/domain/format/date';
import { daysUntil } from '@prontidao/domain/profile/countdown';

// How the turma screens write a TAF date and a person's name (pt-BR).

/** 'faltam 12 dias', 'falta 1 dia', 'é hoje', 'já passou'. */
export function daysLeftText(days: number): string {
  if (days < 0) return 'já passou';
  if (days === 0) return 'é hoje';
  return days === 1 ? 'falta 1 dia' : `faltam ${days} dias`;
}

/** 'TAF em 01/03/2031 (faltam 30 dias)', or null without a date. */
export function tafDateText(tafDate: string | null, now = new Date()): string | null {
  const date = formatPlainDate(tafDate);
  if (!tafDate || !date) return null;
  return `TAF em ${date} (${daysLeftText(daysUntil(tafDate, now))})`;
}

/** The nickname the app shows everywhere, else the full name. */
export const personName = (person: { nickname: string | null; full_name: string | null }) =>
  person.nickname?.trim() || person.full_name?.trim() || 'Aluno sem nome';

/** Lower case without accents: 'João' is found by 'joao'. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** 'Turma CBMDF – sábado!' → 'turma-cbmdf-sabado'. */
export const slugOf = (text: string) =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'turma';

export const membersText = (count: number) => (count === 1 ? '1 aluno' : `${count} alunos`);

import { formatDate } from '@prontidao/domain/format/date';
import type { CsvCell } from '@/lib/csv';
import type { BoardRow } from '../api/turma-board';
import { foldText, personName, slugOf } from '../turma-format';

// The board as the trainer arranges it: which rows (filter), in which order (sort), and the same
// rows as a CSV for a pt-BR Excel. Pure, so the table, the cards and the file agree.

export const BOARD_COLUMNS = ['aluno', 'semana', 'simulado', 'chance', 'dias', 'alertas'] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';
export interface BoardSort {
  column: BoardColumn;
  direction: SortDirection;
}

export const COLUMN_LABELS: Record<BoardColumn, string> = {
  aluno: 'Aluno',
  semana: 'Treinos da semana',
  simulado: 'Último simulado',
  chance: 'Chance de aprovação',
  dias: 'Dias sem treinar',
  alertas: 'Alertas',
};

export const NOT_SHARING = 'Não compartilha mais os dados';
export const TREND_TEXT = { up: 'subiu', down: 'caiu', same: 'igual' } as const;
export const TREND_ARROW = { up: '↑', down: '↓', same: '→' } as const;

/** Whose plan the week counts against, when the class plan is involved. */
export const PLAN_SOURCE_TEXT = { turma: 'plano da turma', aluno: 'alterado pelo aluno' } as const;

/** 'plano da turma', 'alterado pelo aluno', or null (their own plan, or none). */
export const planSourceText = (week: BoardRow['week']) =>
  week?.plan_source === 'turma' || week?.plan_source === 'aluno' ? PLAN_SOURCE_TEXT[week.plan_source] : null;

/** 'feitos/previstos': '2/4', or '2/—' without a plan. */
export const weekText = (week: NonNullable<BoardRow['week']>) =>
  `${week.sessions_done}/${week.sessions_planned ?? '—'}`;

/** '70–85 %', 'poucos dados' when the band is too wide to tell, or '—' without an estimate. */
export const chanceText = (chance: BoardRow['chance']) =>
  chance === null ? '—' : chance.too_few_results ? 'poucos dados' : chance.range;

/** 'hoje', '1 dia', '9 dias', or '—' without any workout. */
export const idleText = (days: number | null) =>
  days === null ? '—' : days === 0 ? 'hoje' : days === 1 ? '1 dia' : `${days} dias`;

/** What a column sorts by; null (no data, or a student who stopped sharing) always goes last. */
function sortValue(row: BoardRow, column: BoardColumn): string | number | null {
  if (column === 'aluno') return foldText(personName(row));
  if (!row.sharing) return null;
  switch (column) {
    case 'semana':
      return row.week ? row.week.sessions_done : null;
    case 'simulado':
      return row.last_simulation ? (row.last_simulation.score ?? (row.last_simulation.apto ? 1 : 0)) : null;
    case 'chance':
      // A band too wide to tell sorts with those without an estimate.
      return row.chance && !row.chance.too_few_results ? (row.chance.low + row.chance.high) / 2 : null;
    case 'dias':
      // Never trained: more idle than anyone who did.
      return row.days_since_activity ?? Number.POSITIVE_INFINITY;
    case 'alertas':
      return row.flags.length;
  }
}

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a === b ? 0 : a < b ? -1 : 1;
  return String(a).localeCompare(String(b), 'pt-BR');
}

/** The rows in the chosen order; ties by name, rows without a value last whatever the direction. */
export function sortRows(rows: readonly BoardRow[], sort: BoardSort): BoardRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byName = (a: BoardRow, b: BoardRow) =>
    compare(sortValue(a, 'aluno') ?? '', sortValue(b, 'aluno') ?? '');
  return [...rows].sort((a, b) => {
    const left = sortValue(a, sort.column);
    const right = sortValue(b, sort.column);
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
      return byName(a, b);
    }
    return sign * compare(left, right) || byName(a, b);
  });
}

export interface BoardFilter {
  /** Part of the nickname or the full name, accents and case aside. */
  text: string;
  onlyAlerts: boolean;
}

export function filterRows(rows: readonly BoardRow[], filter: BoardFilter): BoardRow[] {
  const wanted = foldText(filter.text.trim());
  return rows.filter((row) => {
    if (filter.onlyAlerts && row.flags.length === 0) return false;
    if (!wanted) return true;
    return [row.nickname, row.full_name].some((name) => name && foldText(name).includes(wanted));
  });
}

/** The first click sorts names A–Z and numbers from the most to act on (most alerts, most idle). */
export const FIRST_DIRECTION: Record<BoardColumn, SortDirection> = {
  aluno: 'asc',
  semana: 'asc',
  simulado: 'asc',
  chance: 'asc',
  dias: 'desc',
  alertas: 'desc',
};

/** A header clicked: the same column turns around; another one starts in its first direction. */
export const nextSort = (current: BoardSort, column: BoardColumn): BoardSort =>
  current.column === column
    ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { column, direction: FIRST_DIRECTION[column] };

const CSV_HEADER = [
  'Apelido',
  'Nome completo',
  'Treinos feitos na semana',
  'Treinos previstos na semana',
  'Plano',
  'Último simulado',
  'Nota',
  'Data do simulado',
  'Tendência',
  'Chance de aprovação',
  'Dias sem treinar',
  'Alertas',
];

/**
 * The visible rows as CSV cells. Done and planned sessions are two numbers: '1/4' would open in
 * Excel as the 1st of April.
 */
export function boardCsvRows(rows: readonly BoardRow[]): CsvCell[][] {
  return [
    CSV_HEADER,
    ...rows.map((row): CsvCell[] => {
      const names = [row.nickname, row.full_name];
      if (!row.sharing) return [...names, null, null, null, null, null, null, null, null, null, NOT_SHARING];
      const last = row.last_simulation;
      return [
        ...names,
        row.week?.sessions_done ?? null,
        row.week?.sessions_planned ?? null,
        planSourceText(row.week),
        last ? (last.apto ? 'Apto' : 'Inapto') : null,
        last?.nota_final ?? null,
        last ? formatDate(last.at) : null,
        last?.trend ? TREND_TEXT[last.trend] : null,
        row.chance ? chanceText(row.chance) : null,
        row.days_since_activity,
        row.flags.map((flag) => flag.text).join(', ') || null,
      ];
    }),
  ];
}

/** 'turma-cbmdf-sabado-2026-11-26.csv': the turma and the day (São Paulo) of the board. */
export const boardCsvName = (turmaName: string, today: string) => `turma-${slugOf(turmaName)}-${today}.csv`;

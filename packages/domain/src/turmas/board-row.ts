// What the turma board says of each student this week (issue 24, decision 049): pure rules over the
// facts the server reads in one statement.

const DAY_MS = 86_400_000;
/** 'sem treinar há 7 dias' from this many days without a workout. */
export const IDLE_DAYS = 7;

export interface FailedTest {
  key: string;
  label: string;
}

export interface BoardFacts {
  /** 'YYYY-MM-DD' (São Paulo) today, and the Monday of this week. */
  today: string;
  weekStart: string;
  sessionsDone: number;
  /** Sessions per week of the student's plan; null without a plan. */
  sessionsPlanned: number | null;
  /** The last workout's date, or null without any. */
  lastActivity: string | null;
  /** The tests the last simulation failed (empty when apto or without simulation). */
  failedTests: readonly FailedTest[];
}

export type BoardFlag =
  | { code: 'behind_plan'; text: string }
  | { code: 'at_risk'; text: string; test_key: string }
  | { code: 'idle'; text: string };

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Days since the last workout (0: today), or null without any. */
export const daysSinceActivity = (facts: Pick<BoardFacts, 'today' | 'lastActivity'>) =>
  facts.lastActivity === null ? null : Math.max(0, daysBetween(facts.lastActivity, facts.today));

/**
 * Sessions the plan expected by today: the week's share of the sessions per week, counted from
 * Monday (today included), rounded down — two of four by Thursday, all on Sunday.
 */
export function sessionsExpectedByToday(facts: Pick<BoardFacts, 'today' | 'weekStart' | 'sessionsPlanned'>) {
  if (!facts.sessionsPlanned) return 0;
  const daysIn = Math.min(7, Math.max(1, daysBetween(facts.weekStart, facts.today) + 1));
  return Math.floor((facts.sessionsPlanned * daysIn) / 7);
}

/** 'na barra', 'na corrida 2400 m', 'no abdominal': the article follows the event's first word. */
export function inTheTest(label: string): string {
  const lower = label.charAt(0).toLowerCase() + label.slice(1);
  const first = lower.split(/\s/)[0] ?? '';
  const feminine = /(a|ão|ção|são|gem|dade)$/.test(first);
  return `${feminine ? 'na' : 'no'} ${lower}`;
}

export function boardFlags(facts: BoardFacts): BoardFlag[] {
  const flags: BoardFlag[] = [];
  const expected = sessionsExpectedByToday(facts);
  if (facts.sessionsDone < expected) flags.push({ code: 'behind_plan', text: 'atrás do plano' });
  for (const test of facts.failedTests)
    flags.push({ code: 'at_risk', text: `em risco ${inTheTest(test.label)}`, test_key: test.key });
  const idle = daysSinceActivity(facts);
  if (idle === null) flags.push({ code: 'idle', text: 'sem treinos registrados' });
  else if (idle >= IDLE_DAYS) flags.push({ code: 'idle', text: `sem treinar há ${idle} dias` });
  return flags;
}

export type Trend = 'up' | 'down' | 'same';

/** The last simulation against the one before, by its board score (grade, points or index). */
export function trendOf(last: number | null, before: number | null): Trend | null {
  if (last === null || before === null) return null;
  if (Math.abs(last - before) < 1e-9) return 'same';
  return last > before ? 'up' : 'down';
}

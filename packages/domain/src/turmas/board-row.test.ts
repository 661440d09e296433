import { describe, expect, it } from 'vitest';
import { boardFlags, daysSinceActivity, inTheTest, sessionsExpectedByToday, trendOf } from './board-row';

const base = {
  today: '2026-11-26', // a Thursday
  weekStart: '2026-11-23',
  sessionsDone: 2,
  sessionsPlanned: 4,
  lastActivity: '2026-11-25',
  failedTests: [],
};

describe('the turma board row', () => {
  it('expects the share of the week by today: 2 of 4 by Thursday, 4 on Sunday, 0 on Monday of 4', () => {
    expect(sessionsExpectedByToday(base)).toBe(2);
    expect(sessionsExpectedByToday({ ...base, today: '2026-11-29' })).toBe(4);
    expect(sessionsExpectedByToday({ ...base, today: '2026-11-23' })).toBe(0);
    expect(sessionsExpectedByToday({ ...base, sessionsPlanned: null })).toBe(0);
  });

  it('flags behind the plan only when fewer sessions than expected by today', () => {
    expect(boardFlags(base)).toEqual([]);
    expect(boardFlags({ ...base, sessionsDone: 1 })).toEqual([
      { code: 'behind_plan', text: 'atrás do plano' },
    ]);
    expect(boardFlags({ ...base, sessionsDone: 0, sessionsPlanned: null })).toEqual([]);
  });

  it('names each failed test with its article', () => {
    expect(
      boardFlags({
        ...base,
        failedTests: [
          { key: 'barra', label: 'Barra' },
          { key: 'abdominal', label: 'Abdominal' },
        ],
      }).map((flag) => flag.text),
    ).toEqual(['em risco na barra', 'em risco no abdominal']);
    expect(inTheTest('Corrida 2400 m')).toBe('na corrida 2400 m');
    expect(inTheTest('Natação 100 m')).toBe('na natação 100 m');
    expect(inTheTest('Salto em altura')).toBe('no salto em altura');
    expect(inTheTest('Flexão de braço')).toBe('na flexão de braço');
  });

  it('says how long without training from 7 days, and when there is no workout at all', () => {
    expect(daysSinceActivity(base)).toBe(1);
    expect(boardFlags({ ...base, lastActivity: '2026-11-20' })).toEqual([]);
    expect(boardFlags({ ...base, lastActivity: '2026-11-19', sessionsDone: 2 })).toEqual([
      { code: 'idle', text: 'sem treinar há 7 dias' },
    ]);
    expect(boardFlags({ ...base, lastActivity: null, sessionsDone: 2 })).toEqual([
      { code: 'idle', text: 'sem treinos registrados' },
    ]);
  });

  it('tells the trend of the last two simulations', () => {
    expect(trendOf(7.5, 7)).toBe('up');
    expect(trendOf(6, 7)).toBe('down');
    expect(trendOf(7, 7)).toBe('same');
    expect(trendOf(7, null)).toBeNull();
  });
});

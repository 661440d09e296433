import { describe, expect, it } from 'vitest';
import { examProgressOf } from './exam-event-progress';
import { pmespInaptoResult, studentTest } from './testing/student-fixtures';

const PMESP = 'pmesp-2025-soldado';

/** A PMESP simulation with some marks changed (the rest as pmespInaptoResult). */
function pmesp(id: string, createdAt: string, marks: Record<string, number>) {
  const result = pmespInaptoResult();
  for (const [key, valor] of Object.entries(marks)) {
    const test = result.tests[key];
    if (test) result.tests[key] = { ...test, valor };
  }
  return studentTest({ id, created_at: createdAt, json_resultado: result });
}

describe('examProgressOf', () => {
  it('reads each event from the newest simulation; the best is the highest count and the lowest time', () => {
    const progress = examProgressOf(
      [
        pmesp('old', '2026-02-01T10:00:00.000Z', { barra: 14, corrida_50m: 7.6, corrida_2400m: 720 }),
        pmesp('new', '2026-03-12T10:00:00.000Z', {}),
        studentTest({ id: 'graded', created_at: '2026-04-01T10:00:00.000Z' }),
      ],
      PMESP,
    );
    expect(progress?.simulations).toBe(2);
    expect(progress?.latestAt).toBe('2026-03-12T10:00:00.000Z');
    const byKey = Object.fromEntries((progress?.events ?? []).map((event) => [event.key, event]));
    expect(byKey.barra).toEqual({
      key: 'barra',
      label: 'Barra fixa',
      measure: 'reps',
      latest: 12,
      best: 14,
      minimo: 13,
      passou: false,
      margem: 'falta 1 repetição',
    });
    expect(byKey.corrida_50m).toMatchObject({ latest: 7.9, best: 7.6, passou: true });
    // The newest is the best when the older was slower.
    expect(byKey.corrida_2400m).toMatchObject({ latest: 700, best: 700 });
    expect(byKey.abdominal_remador).toMatchObject({ latest: 40, best: 40 });
    // Bar, runs and swims first, as every result of the app lists them.
    expect(progress?.events.map((event) => event.key)).toEqual([
      'barra',
      'corrida_50m',
      'corrida_2400m',
      'abdominal_remador',
    ]);
  });

  it('is null without a simulation of the exam; a graded CBMDF one or another exam does not count', () => {
    expect(examProgressOf([], PMESP)).toBeNull();
    expect(examProgressOf([studentTest()], PMESP)).toBeNull();
    expect(examProgressOf([pmesp('p', '2026-03-12T10:00:00.000Z', {})], 'ppdf-taf')).toBeNull();
  });

  it('counts an older mark for the best only in the same measure (a hang is not pull-ups)', () => {
    const hang = pmespInaptoResult();
    const bar = hang.tests.barra;
    if (!bar) throw new Error('the fixture has a bar');
    hang.tests.barra = { ...bar, valor: 30, measure: 'seconds_hang', label: 'Isometria na barra fixa' };
    const progress = examProgressOf(
      [
        studentTest({ id: 'hang', created_at: '2026-01-01T10:00:00.000Z', json_resultado: hang }),
        pmesp('new', '2026-03-12T10:00:00.000Z', {}),
      ],
      PMESP,
    );
    expect(progress?.events.find((event) => event.key === 'barra')).toMatchObject({ latest: 12, best: 12 });
  });
});

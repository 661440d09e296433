import { describe, expect, it } from 'vitest';
import { simulationTrial } from './endurance.service.js';

// The 2400 m of a simulation feeds the endurance metrics whichever way it was stored (issue 23).

const at = new Date('2026-11-20T12:00:00Z');

describe('simulationTrial', () => {
  it('reads an edital graded 0–10 (valor_s)', () => {
    const json = { tests: { barra: { valor: 8 }, corrida_2400m: { valor_s: 690, measure: 'seconds_time' } } };
    expect(simulationTrial(at, json)).toEqual({ date: '2026-11-20', time_s: 690, distance_m: 2400 });
  });

  it('reads an exam (valor in seconds) and never takes a sprint for a trial', () => {
    const json = {
      tests: {
        corrida_50m: { valor: 7.9, measure: 'seconds_time' },
        corrida_2400m: { valor: 700, measure: 'seconds_time' },
      },
    };
    expect(simulationTrial(at, json)).toEqual({ date: '2026-11-20', time_s: 700, distance_m: 2400 });
    expect(
      simulationTrial(at, { tests: { corrida_100m: { valor: 13.1, measure: 'seconds_time' } } }),
    ).toBeNull();
  });

  it('a 12-minute run (metres) is no timed trial', () => {
    expect(
      simulationTrial(at, { tests: { corrida_12min: { valor: 2600, measure: 'metres_in_time' } } }),
    ).toBeNull();
  });
});

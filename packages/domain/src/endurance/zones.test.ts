import { describe, expect, it } from 'vitest';
import { trainingZones } from './zones';

describe('training zones (% VAM: Z1 50–65, Z2 65–80, Z3 80–90, Z4 90–100, Z5 100–115)', () => {
  const zones = trainingZones(12);

  it('covers 50 to 115 % of VAM without gaps', () => {
    expect(zones.map((z) => [z.zone, z.pct_min, z.pct_max])).toEqual([
      ['Z1', 50, 65],
      ['Z2', 65, 80],
      ['Z3', 80, 90],
      ['Z4', 90, 100],
      ['Z5', 100, 115],
    ]);
  });

  it('gives speed and pace ranges (pace_min is the fast end)', () => {
    const z4 = zones[3];
    expect(z4).toMatchObject({ kmh_min: 10.8, kmh_max: 12, pace_min: 5, pace_max: 5.56 });
    const z1 = zones[0];
    expect(z1).toMatchObject({ kmh_min: 6, kmh_max: 7.8, pace_min: 7.69, pace_max: 10 });
  });

  it('every zone has a pt-BR cue; only Z5 has the duration tip (30/30, 2–3 × TLim = 12–18 min)', () => {
    for (const zone of zones) expect(zone.cue.length).toBeGreaterThan(10);
    expect(zones.filter((z) => 'durations_tip' in z).map((z) => z.zone)).toEqual(['Z5']);
    expect(zones[4]?.durations_tip).toContain('30/30');
    expect(zones[4]?.durations_tip).toContain('12 a 18 min');
  });
});

import { describe, expect, it } from 'vitest';
import { enduranceFraction } from '../endurance/formulas';
import { cooperMetresIn, cooperPaceMinPerKm, cooperSplitSeconds, vamFromCooper } from './cooper-pacing';
import { cooperPacing } from './cooper-sessions';

// The 12-minute run's pacing (decision 047): the even pace that covers the pass distance in 12 min.

describe('the pace that reaches a distance in 12 minutes', () => {
  it.each([
    // metres, min/km, 400 m lap (s), metres every 3 minutes, as the session writes them
    [2400, 5, 120, 600, '5:00 /km', '2:00'],
    [2000, 6, 144, 500, '6:00 /km', '2:24'],
    [2500, 4.8, 115.2, 625, '4:48 /km', '1:55'],
    [2080, 5.769, 138.46, 520, '5:46 /km', '2:18'],
    [1600, 7.5, 180, 400, '7:30 /km', '3:00'],
  ])('%d m: %d min/km, a lap in %d s', (metres, pace, lapS, per3, paceText, lapText) => {
    expect(cooperPaceMinPerKm(metres)).toBeCloseTo(pace, 3);
    expect(cooperSplitSeconds(metres, 400)).toBeCloseTo(lapS, 2);
    expect(cooperMetresIn(metres, 180)).toBeCloseTo(per3, 6);
    // Four blocks of 3 minutes are the whole distance; the lap times 6 are 2.400 m's time.
    expect(4 * cooperMetresIn(metres, 180)).toBeCloseTo(metres, 6);
    expect(cooperSplitSeconds(metres, metres)).toBe(720);
    const pacing = cooperPacing(metres);
    expect(pacing?.paceText).toBe(paceText);
    expect(pacing?.lapText).toBe(lapText);
    expect(pacing?.perBlockM).toBe(Math.round(per3 / 10) * 10);
  });

  it('no target, no pacing', () => {
    expect(cooperPacing(undefined)).toBeUndefined();
  });

  it('the VAM a 12-minute result implies: its speed over the fraction of VAM held for 12 minutes', () => {
    // 2.400 m in 12 min is 12 km/h, held at about 96 % of VAM (1 − 0,07 · ln(720/420)).
    expect(enduranceFraction(720)).toBeCloseTo(0.9623, 4);
    expect(vamFromCooper(2400)).toBeCloseTo(12 / 0.9623, 2);
    expect(vamFromCooper(3000)).toBeGreaterThan(vamFromCooper(2400));
  });
});

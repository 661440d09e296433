// FIT files written with the SDK's Encoder: answers known in advance.
import { describe, expect, it } from 'vitest';
import { parseActivityFile } from './parse-activity-file.js';
import { REASONS } from './reasons.js';
import { encodeSyntheticRun } from './synthetic-fit.js';

describe('a FIT run encoded with the SDK', () => {
  it('2 hours at 3 m/s with 2400 m at 4 m/s: the fastest 2400 m is 600 s', async () => {
    const bytes = encodeSyntheticRun({
      seconds: 7200,
      slowMps: 3,
      fast: { fromM: 3000, metres: 2400, mps: 4 },
    });
    const result = await parseActivityFile(bytes, 'treino.fit');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const a = result.activity;
    expect(a).toMatchObject({
      type: 'RUN',
      startTime: new Date('2026-11-01T09:00:00Z'),
      elapsedS: 7200,
      movingS: 7200,
      avgHeartRate: 149,
      maxHeartRate: 159,
      avgCadence: 170,
      best100S: null,
      points: 7201,
    });
    expect(a.distanceM).toBeCloseTo(7200 * 3 + 600, 1);
    expect(a.best2400S).toBeCloseTo(600, 1);
    expect(a.polyline).not.toBeNull();
  });

  it('a steady run has a best 2400 m equal to its pace', async () => {
    const result = await parseActivityFile(encodeSyntheticRun({ seconds: 1200, slowMps: 3.2 }), 'a.fit');
    expect(result.ok && result.activity.best2400S).toBeCloseTo(2400 / 3.2, 1);
  });

  it('a run shorter than 2400 m has no best 2400 m', async () => {
    const result = await parseActivityFile(encodeSyntheticRun({ seconds: 600, slowMps: 3 }), 'a.fit');
    expect(result.ok && result.activity.best2400S).toBeNull();
  });

  it('a ride or a walk recorded as such is refused; a generic activity at running speed is a run', async () => {
    const ride = await parseActivityFile(
      encodeSyntheticRun({ seconds: 600, slowMps: 8, sport: 'cycling' }),
      'a.fit',
    );
    expect(ride).toEqual({ ok: false, reason: REASONS.notRunOrSwim });
    const walk = await parseActivityFile(
      encodeSyntheticRun({ seconds: 600, slowMps: 1.4, sport: 'walking' }),
      'a.fit',
    );
    expect(walk).toEqual({ ok: false, reason: REASONS.notRunOrSwim });
    const generic = await parseActivityFile(
      encodeSyntheticRun({ seconds: 600, slowMps: 3, sport: 'generic' }),
      'a.fit',
    );
    expect(generic.ok && generic.activity.type).toBe('RUN');
    const treadmill = await parseActivityFile(
      encodeSyntheticRun({ seconds: 600, slowMps: 3, sport: 'fitnessEquipment', subSport: 'treadmill' }),
      'a.fit',
    );
    expect(treadmill.ok && treadmill.activity.type).toBe('RUN');
  });

  it('an open-water swim with GPS: its fastest 100 m from the records, strokes per minute as stored', async () => {
    const swim = encodeSyntheticRun({
      seconds: 900,
      slowMps: 1,
      fast: { fromM: 300, metres: 100, mps: 1.25 },
      sport: 'swimming',
      subSport: 'openWater',
    });
    const result = await parseActivityFile(swim, 'mar.fit');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.activity).toMatchObject({
      type: 'SWIM',
      swimKind: 'open_water',
      best2400S: null,
      avgCadence: 85,
    });
    expect(result.activity.best100S).toBeCloseTo(80, 1);
    expect(result.activity.polyline).not.toBeNull();
  });

  it('a start date before 1990 (a watch without a clock) is refused', async () => {
    const old = encodeSyntheticRun({ seconds: 600, slowMps: 3, start: new Date('1989-12-31T12:00:00Z') });
    expect(await parseActivityFile(old, 'a.fit')).toEqual({ ok: false, reason: REASONS.badDate });
  });
});

import { describe, expect, it } from 'vitest';
import { parseActivityFile } from './parse-activity-file.js';

const gpx = (points: string, type = 'running') =>
  new TextEncoder().encode(
    '<?xml version="1.0" encoding="UTF-8"?>' +
      '<gpx version="1.1" creator="Garmin Connect &amp; Cia" xmlns:ns3="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">' +
      `<trk><type>${type}</type><trkseg>${points}</trkseg></trk></gpx>`,
  );
const point = (lat: number, time: string, hr: number, cad: number) =>
  `<trkpt lat="${lat}" lon="-47.9"><time>${time}</time><extensions><ns3:TrackPointExtension>` +
  `<ns3:hr>${hr}</ns3:hr><ns3:cad>${cad}</ns3:cad></ns3:TrackPointExtension></extensions></trkpt>`;

describe('GPX details', () => {
  it('reads heart rate and cadence from the TrackPointExtension under any prefix, and the creator', async () => {
    const result = await parseActivityFile(
      gpx(
        point(-15.8, '2026-11-01T10:00:00Z', 120, 80) +
          point(-15.801, '2026-11-01T10:00:30Z', 150, 84) +
          point(-15.802, '2026-11-01T10:01:00Z', 160, 88),
      ),
      'a.gpx',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.activity).toMatchObject({
      type: 'RUN',
      avgHeartRate: 143,
      maxHeartRate: 160,
      avgCadence: 168,
      device: 'Garmin Connect & Cia',
      elapsedS: 60,
    });
    expect(result.activity.distanceM).toBeCloseTo(222.4, 0);
  });

  it('reads a time written without a zone as UTC, whatever the server zone', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Sao_Paulo';
    try {
      const result = await parseActivityFile(
        gpx(point(-15.8, '2026-11-01T10:00:00', 120, 80) + point(-15.801, '2026-11-01T10:00:30', 150, 84)),
        'a.gpx',
      );
      expect(result.ok && result.activity.startTime.toISOString()).toBe('2026-11-01T10:00:00.000Z');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('does not join two segments: the gap between them is not distance', async () => {
    const segment = (lat: number, minute: number) =>
      point(lat, `2026-11-01T10:${String(minute).padStart(2, '0')}:00Z`, 150, 85) +
      point(lat - 0.001, `2026-11-01T10:${String(minute).padStart(2, '0')}:30Z`, 150, 85);
    const bytes = new TextEncoder().encode(
      '<gpx><trk><type>run</type>' +
        `<trkseg>${segment(-15.8, 0)}</trkseg><trkseg>${segment(-15.9, 1)}</trkseg></trk></gpx>`,
    );
    const result = await parseActivityFile(bytes, 'a.gpx');
    expect(result.ok && result.activity.distanceM).toBeCloseTo(2 * 111.2, 0);
  });
});

// Real files from real watches (COROS, Garmin ×3, a Strava export), each against the reference values
// computed with independent parsers (fixtures/facts.json: fitdecode, fitparse, gpxpy, the XML tree).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseActivityFile } from './parse-activity-file.js';
import { REASONS } from './reasons.js';
import type { ParsedActivity } from './types.js';

type Facts = {
  file: string;
  start_time_utc: string;
  distance_m: number;
  timer_s?: number;
  moving_s?: number;
  elapsed_s: number;
  avg_hr: number | null;
  max_hr: number | null;
  avg_cadence_spm?: number;
  avg_cadence?: number | null;
  avg_cadence_nonzero?: number | null;
  pool_length_m?: number;
  num_active_lengths?: number;
  points: number;
};

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const facts = JSON.parse(readFileSync(new URL('./fixtures/facts.json', import.meta.url), 'utf8')) as Facts[];
const factsOf = (file: string) => facts.find((f) => f.file === file) as Facts;

async function parsed(name: string): Promise<ParsedActivity> {
  const result = await parseActivityFile(fixture(name), name);
  if (!result.ok) throw new Error(`${name} refused: ${result.reason}`);
  return result.activity;
}

function expectWithin1Percent(actual: number, expected: number) {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(expected * 0.01);
}

describe('parseActivityFile on real watch files, against facts.json', () => {
  it.each([
    'run_coros-pace2_20210507.fit',
    'run_garmin-fenix2_20150815.fit',
    'run_garmin-fr410_hr.tcx',
    'run_strava-export_20170308.gpx',
  ])('%s: a run with distance and time within one per cent, exact start, heart rate', async (file) => {
    const f = factsOf(file);
    const a = await parsed(file);
    expect(a.type).toBe('RUN');
    expect(a.startTime.toISOString()).toBe(new Date(f.start_time_utc).toISOString());
    expectWithin1Percent(a.distanceM, f.distance_m);
    expectWithin1Percent(a.movingS, (f.timer_s ?? f.moving_s) as number);
    expectWithin1Percent(a.elapsedS, f.elapsed_s);
    expect(a.points).toBe(f.points);
    if (f.avg_hr === null) expect(a.avgHeartRate).toBeNull();
    else expect(Math.abs((a.avgHeartRate as number) - f.avg_hr)).toBeLessThanOrEqual(0.5);
    expect(a.maxHeartRate).toBe(f.max_hr);
    expect(a.polyline).toMatch(/^[\x3f-\x7e]+$/);
    expect(a.best2400S).toBeGreaterThan(0);
    expect(a.best2400S as number).toBeLessThan(a.movingS);
  });

  it('FIT running cadence is strides of one foot: reported doubled, in steps per minute', async () => {
    expect((await parsed('run_coros-pace2_20210507.fit')).avgCadence).toBe(
      factsOf('run_coros-pace2_20210507.fit').avg_cadence_spm,
    );
    expect((await parsed('run_garmin-fenix2_20150815.fit')).avgCadence).toBe(
      factsOf('run_garmin-fenix2_20150815.fit').avg_cadence_spm,
    );
  });

  it('GPX cadence (Strava stores strides) is doubled over the moving samples; a TCX without cadence has none', async () => {
    const gpx = await parsed('run_strava-export_20170308.gpx');
    const nonZero = factsOf('run_strava-export_20170308.gpx').avg_cadence_nonzero as number;
    expect(Math.abs((gpx.avgCadence as number) - 2 * nonZero)).toBeLessThanOrEqual(0.2);
    expect((await parsed('run_garmin-fr410_hr.tcx')).avgCadence).toBeNull();
  });

  it('a pool swim: pool length, active lengths, timer and elapsed from the session, fastest 100 m from the lengths', async () => {
    const file = 'swim-pool_garmin-fr910xt_25yd_20111102.fit';
    const f = factsOf(file);
    const a = await parsed(file);
    expect(a).toMatchObject({ type: 'SWIM', swimKind: 'pool', poolLengthM: f.pool_length_m });
    expect(a.lengths).toBe(f.num_active_lengths);
    expect(a.startTime.toISOString()).toBe(new Date(f.start_time_utc).toISOString());
    expectWithin1Percent(a.distanceM, f.distance_m);
    expectWithin1Percent(a.movingS, f.timer_s as number);
    expectWithin1Percent(a.elapsedS, f.elapsed_s);
    expect(a.avgHeartRate).toBeNull();
    expect(a.avgCadence).toBe(f.avg_cadence);
    expect(a.polyline).toBeNull();
    expect(a.best2400S).toBeNull();
    // 100 m is 4.37 lengths of 22.86 m; the swimmer's lengths took 19 to 25 s: a best near 4.37 × 19–25 s.
    expect(a.best100S as number).toBeGreaterThan(80);
    expect(a.best100S as number).toBeLessThan(110);
  });

  it('names the device', async () => {
    expect((await parsed('run_coros-pace2_20210507.fit')).device).toBe('COROS PACE 2');
    expect((await parsed('run_garmin-fenix2_20150815.fit')).device).toBe('Garmin fenix2');
    expect((await parsed('run_garmin-fr410_hr.tcx')).device).toBe('Forerunner 410 Software Version 2.20');
  });

  it('detects the format by content, not by the name', async () => {
    const a = await parseActivityFile(fixture('run_garmin-fr410_hr.tcx'), 'export.gpx');
    expect(a.ok && a.activity.format).toBe('tcx');
    const b = await parseActivityFile(fixture('run_coros-pace2_20210507.fit'), 'corrida.bin');
    expect(b.ok && b.activity.format).toBe('fit');
  });
});

describe('parseActivityFile refuses bad files with a reason in pt-BR', () => {
  const refusal = async (bytes: Uint8Array | string, name: string) => {
    const result = await parseActivityFile(
      typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes,
      name,
    );
    expect(result.ok).toBe(false);
    return result.ok ? '' : result.reason;
  };

  it('a truncated FIT (cut before its CRC) is refused whole', async () => {
    expect(await refusal(fixture('truncated_activity_unexpected-eof.fit'), 'a.fit')).toBe(REASONS.fitCorrupt);
  });

  it('a FIT with one byte flipped fails the CRC', async () => {
    const bytes = fixture('run_garmin-fenix2_20150815.fit');
    bytes[5000] = (bytes[5000] as number) ^ 0xff;
    expect(await refusal(bytes, 'a.fit')).toBe(REASONS.fitCorrupt);
  });

  it('a GPX whose points have no times', async () => {
    expect(await refusal(fixture('track_no-timestamps_cerknica.gpx'), 'a.gpx')).toBe(REASONS.gpxNoTimes);
  });

  it('a GPX with a 0-point track, and a TCX with no activity', async () => {
    const gpx =
      '<?xml version="1.0"?><gpx version="1.1" creator="x"><trk><name>r</name><trkseg></trkseg></trk></gpx>';
    expect(await refusal(gpx, 'a.gpx')).toBe(REASONS.noPoints);
    expect(await refusal('<TrainingCenterDatabase><Activities/></TrainingCenterDatabase>', 'a.tcx')).toBe(
      REASONS.noPoints,
    );
  });

  it('a file that is not XML, a GPX cut in the middle, an XML of another kind', async () => {
    expect(await refusal('isto não é um arquivo de treino', 'a.gpx')).toBe(REASONS.xmlInvalid);
    const gpx = new TextDecoder().decode(fixture('run_strava-export_20170308.gpx'));
    expect(await refusal(gpx.slice(0, gpx.length / 2), 'a.gpx')).toBe(REASONS.xmlInvalid);
    expect(await refusal('<?xml version="1.0"?><kml><Document/></kml>', 'a.kml')).toBe(REASONS.unknownFormat);
    expect(await refusal('', 'a.gpx')).toBe(REASONS.empty);
  });

  it('an entity bomb or an external entity is refused without being expanded', async () => {
    const lol = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join(
      '',
    );
    const bomb = `<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY lol0 "lol">${lol}]><gpx><trk><name>&lol9;</name></trk></gpx>`;
    const started = performance.now();
    expect(await refusal(bomb, 'a.gpx')).toBe(REASONS.xmlDoctype);
    expect(performance.now() - started).toBeLessThan(1000);
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY x SYSTEM "file:///etc/passwd">]><gpx><trk><name>&x;</name></trk></gpx>';
    expect(await refusal(xxe, 'a.gpx')).toBe(REASONS.xmlDoctype);
  });

  it('a ZIP, and other binaries', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]);
    expect(await refusal(zip, 'atividades.zip')).toBe(REASONS.zip);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await refusal(png, 'foto.png')).toBe(REASONS.unknownFormat);
    expect(await refusal(png, 'corrida.fit')).toBe(REASONS.fitCorrupt);
  });

  it('a ride or a walk is not imported', async () => {
    const ride = (type: string) =>
      `<gpx><trk><type>${type}</type><trkseg>` +
      '<trkpt lat="-15.8" lon="-47.9"><time>2026-11-01T10:00:00Z</time></trkpt>' +
      '<trkpt lat="-15.81" lon="-47.9"><time>2026-11-01T10:05:00Z</time></trkpt>' +
      '</trkseg></trk></gpx>';
    expect(await refusal(ride('cycling'), 'a.gpx')).toBe(REASONS.notRunOrSwim);
    expect(await refusal(ride('walking'), 'a.gpx')).toBe(REASONS.notRunOrSwim);
    const tcx = new TextDecoder()
      .decode(fixture('run_garmin-fr410_hr.tcx'))
      .replace('Sport="Running"', 'Sport="Biking"');
    expect(await refusal(tcx, 'a.tcx')).toBe(REASONS.notRunOrSwim);
  });

  it('a GPX without a sport is a run at a running speed, refused at a walking speed', async () => {
    const track = (minutes: number) =>
      '<gpx><trk><trkseg>' +
      '<trkpt lat="-15.8" lon="-47.9"><time>2026-11-01T10:00:00Z</time></trkpt>' +
      `<trkpt lat="-15.809" lon="-47.9"><time>2026-11-01T10:${String(minutes).padStart(2, '0')}:00Z</time></trkpt>` +
      '</trkseg></trk></gpx>';
    // 0.009° of latitude ≈ 1,000 m: in 5 min a run (12 km/h), in 15 min a walk (4 km/h).
    const run = await parseActivityFile(new TextEncoder().encode(track(5)), 'a.gpx');
    expect(run.ok && run.activity.type).toBe('RUN');
    expect(await refusal(track(15), 'a.gpx')).toBe(REASONS.tooSlow);
  });
});

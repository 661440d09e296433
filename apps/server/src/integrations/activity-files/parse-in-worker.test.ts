import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { parseActivityFile } from './parse-activity-file.js';
import { closeParserPool, parseActivityFileInWorker } from './parse-in-worker.js';
import { REASONS } from './reasons.js';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

afterAll(closeParserPool);

describe('parseActivityFileInWorker', () => {
  it('gives in a worker thread the same answer as in place, dates included', async () => {
    const bytes = fixture('run_coros-pace2_20210507.fit');
    const inWorker = await parseActivityFileInWorker(bytes, 'a.fit', { force: true });
    expect(inWorker).toEqual(await parseActivityFile(bytes, 'a.fit'));
    expect(inWorker.ok && inWorker.activity.startTime).toBeInstanceOf(Date);
  });

  it('passes refusals through', async () => {
    const result = await parseActivityFileInWorker(
      fixture('truncated_activity_unexpected-eof.fit'),
      'a.fit',
      {
        force: true,
      },
    );
    expect(result).toEqual({ ok: false, reason: REASONS.fitCorrupt });
  });

  it('a GPX of 20 MB is parsed off the event loop, which keeps ticking meanwhile', async () => {
    const gpx = readFileSync(new URL('./fixtures/run_strava-export_20170308.gpx', import.meta.url), 'utf8');
    const open = gpx.indexOf('<trkseg>');
    const close = gpx.indexOf('</trkseg>') + '</trkseg>'.length;
    const segment = gpx.slice(open, close);
    const copies = Math.ceil((20 * 1024 * 1024 - gpx.length) / segment.length);
    const big = new TextEncoder().encode(gpx.slice(0, open) + segment.repeat(copies) + gpx.slice(close));
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 50);
    const started = performance.now();
    const result = await parseActivityFileInWorker(big, 'grande.gpx');
    const seconds = (performance.now() - started) / 1000;
    clearInterval(ticker);
    expect(result.ok && result.activity.points).toBe(1381 * copies);
    // The main thread kept running its timers during the parse (at least half of the 50 ms ticks).
    expect(ticks).toBeGreaterThanOrEqual(Math.floor((seconds * 1000) / 50 / 2));
  }, 120_000);

  it('a worker past its time limit is stopped with a reason, and the pool goes on with the next files', async () => {
    const result = await parseActivityFileInWorker(fixture('run_strava-export_20170308.gpx'), 'a.gpx', {
      force: true,
      timeoutMs: 1,
    });
    expect(result).toEqual({ ok: false, reason: REASONS.tooLong });
    const names = [
      'run_coros-pace2_20210507.fit',
      'run_garmin-fr410_hr.tcx',
      'run_strava-export_20170308.gpx',
    ];
    const results = await Promise.all(
      names.map((n) => parseActivityFileInWorker(fixture(n), n, { force: true })),
    );
    expect(results.map((r) => r.ok && r.activity.format)).toEqual(['fit', 'tcx', 'gpx']);
  });
});

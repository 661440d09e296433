// Whatever arrives in an upload, the parser answers with a result, never an exception.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseActivityFile } from './parse-activity-file.js';

const fit = new Uint8Array(
  readFileSync(new URL('./fixtures/run_garmin-fenix2_20150815.fit', import.meta.url)),
);
const gpx = readFileSync(new URL('./fixtures/run_strava-export_20170308.gpx', import.meta.url), 'utf8');

const isResult = (r: unknown) =>
  typeof r === 'object' &&
  r !== null &&
  ((r as { ok: unknown }).ok === true || typeof (r as { reason: unknown }).reason === 'string');

describe('parseActivityFile never throws', () => {
  it('property: random bytes give a reason', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), async (bytes) => {
        const result = await parseActivityFile(bytes, 'upload.fit');
        return result.ok === false && result.reason.length > 0;
      }),
      { numRuns: 300 },
    );
  });

  it('property: a FIT header followed by random bytes, or a real FIT cut anywhere, gives a reason', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 500 }),
        fc.nat({ max: fit.length - 1 }),
        async (tail, cut) => {
          const forged = new Uint8Array([...fit.subarray(0, 14), ...tail]);
          const a = await parseActivityFile(forged, 'a.fit');
          const b = await parseActivityFile(fit.subarray(0, cut), 'a.fit');
          return a.ok === false && b.ok === false;
        },
      ),
      { numRuns: 60 },
    );
  });

  it('property: a real GPX with a random slice replaced by random text still gets an answer', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: gpx.length - 1 }),
        fc.nat({ max: 200 }),
        fc.string({ maxLength: 40 }),
        async (at, length, junk) => {
          const damaged = gpx.slice(0, at) + junk + gpx.slice(at + length);
          return isResult(await parseActivityFile(new TextEncoder().encode(damaged), 'a.gpx'));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a gzip that unpacks past 20 MB is refused without unpacking it all', async () => {
    const { gzipSync } = await import('node:zlib');
    const bomb = gzipSync(new Uint8Array(64 * 1024 * 1024));
    const result = await parseActivityFile(bomb, 'a.fit.gz');
    expect(result).toEqual({
      ok: false,
      reason: 'O arquivo compactado fica grande demais depois de descompactado (limite de 20 MB).',
    });
    const packed = await parseActivityFile(gzipSync(fit), 'a.fit.gz');
    expect(packed.ok && packed.activity.distanceM).toBe(9008.22);
  });
});

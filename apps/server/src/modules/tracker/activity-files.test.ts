import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { userIdOf } from '../../testing/people.js';
import { APP_URL, createTestApp, type TestApp } from '../../testing/test-app.js';
import * as ledger from '../coins/coins.repository.js';

let t: TestApp;
let carla: TestClient;

const fixture = (name: string) =>
  readFileSync(new URL(`../../integrations/activity-files/fixtures/${name}`, import.meta.url));

beforeAll(async () => {
  t = await createTestApp();
  carla = await signUpConfirmed(t.app, t.deps.db, 'carla-arquivos@exemplo.com');
});

async function upload(
  client: TestClient | null,
  name: string,
  bytes: Uint8Array,
  headers: Record<string, string> = {},
) {
  const cookie = cookieHeader(client);
  const res = await t.app.request(`${APP_URL}/api/activity-files`, {
    method: 'POST',
    headers: {
      origin: APP_URL,
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
      'x-forwarded-for': '10.7.7.7',
      ...cookie,
      ...headers,
    },
    body: Buffer.from(bytes),
  });
  return {
    status: res.status,
    json: (await res.json()) as Record<string, unknown> & { error?: { message: string } },
  };
}

describe('POST /api/activity-files', () => {
  it('imports real watch files from three devices, each once, with coins', async () => {
    const files = [
      'run_garmin-fr410_hr.tcx',
      'run_strava-export_20170308.gpx',
      'run_coros-pace2_20210507.fit',
    ];
    for (const name of files) {
      const res = await upload(carla, name, fixture(name));
      expect(res.status, name).toBe(200);
      expect(res.json, name).toMatchObject({ file_name: name, status: 'imported' });
      expect(res.json.coins).toBeGreaterThan(0);
    }
    const again = await upload(carla, 'de novo.fit', fixture('run_coros-pace2_20210507.fit'));
    expect(again.json).toMatchObject({ file_name: 'de novo.fit', status: 'duplicate' });
    const userId = await userIdOf(t.deps.db, 'carla-arquivos@exemplo.com');
    expect((await ledger.totalsOf(t.deps.db, userId)).workouts).toBe(3);
    const coros = await t.deps.db
      .selectFrom('activities')
      .selectAll()
      .where('user_id', '=', userId)
      .where('workout_date', '=', '2021-05-07')
      .executeTakeFirstOrThrow();
    expect(coros).toMatchObject({ source: 'file', activity_type: 'RUN' });
    expect(coros.value_primary).toBeCloseTo(9512.7, 0);
    expect(coros.best_2400_s).toBeGreaterThan(0);
    expect(coros.summary_polyline).toBeTruthy();
  });

  it('refuses broken or foreign files with a pt-BR reason and writes nothing', async () => {
    const before = await t.deps.db.selectFrom('activities').select('id').execute();
    const truncated = await upload(carla, 'cortado.fit', fixture('truncated_activity_unexpected-eof.fit'));
    expect(truncated.json.status).toBe('rejected');
    expect(String(truncated.json.reason)).toMatch(/[a-zà-ú]/);
    const text = await upload(carla, 'notas.gpx', new TextEncoder().encode('isto não é XML'));
    expect(text.json).toMatchObject({ status: 'rejected' });
    const empty = await upload(carla, 'vazio.gpx', new Uint8Array());
    expect(empty.status).toBe(400);
    expect(await t.deps.db.selectFrom('activities').select('id').execute()).toHaveLength(before.length);
  });

  it('needs a signed-in person from our own site, and stops at 20 MB', async () => {
    expect((await upload(null, 'a.gpx', fixture('run_strava-export_20170308.gpx'))).status).toBe(401);
    const foreign = await upload(carla, 'a.gpx', fixture('run_strava-export_20170308.gpx'), {
      origin: 'https://malicioso.exemplo.com',
    });
    expect(foreign.status).toBe(403);
    const huge = await upload(carla, 'enorme.fit', new Uint8Array(21 * 1024 * 1024));
    expect(huge.status).toBe(413);
    expect(huge.json.error?.message).toMatch(/20 MB/);
  });
});

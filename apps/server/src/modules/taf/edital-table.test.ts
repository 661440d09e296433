import { cbmmg2026CfsdMasculino } from '@prontidao/domain/scoring/editais/cbmmg-2026-cfsd-masculino';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../testing/http-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let visitor: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  visitor = new TestClient(t.app);
});

describe('get_edital_table', () => {
  it('serves the newest version of an edital with its scoring tables, signed in or not', async () => {
    const res = await visitor.rpc('get_edital_table', { edital_id: 'cbmmg-2026-cfsd-masculino' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      id: 'cbmmg-2026-cfsd-masculino',
      version: 1,
      is_estimate: false,
      points_scale: 20,
    });
    expect(res.json.data.tests).toEqual(JSON.parse(JSON.stringify(cbmmg2026CfsdMasculino.tests)));
  });

  it('answers not found for an unknown edital', async () => {
    const res = await visitor.rpc('get_edital_table', { edital_id: 'nao-existe' });
    expect(res.status).toBe(404);
    expect(res.json.error).toEqual({ code: 'NOT_FOUND', message: 'Edital não encontrado.' });
  });
});

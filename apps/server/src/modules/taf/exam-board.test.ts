import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { setProfile } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// 'Ranking do seu concurso' (issue 23 §3): each consenting person's best simulated result of an
// exam, by sex, apto first, by nickname only.

let t: TestApp;

const pass = { barra: 13, abdominal_remador: 36, corrida_50m: 8.25, corrida_2400m: 780 };

async function pmespCandidate(email: string, nickname: string, sexo: 'M' | 'F', consent = true) {
  const client = await signUpConfirmed(t.app, t.deps.db, email);
  await setProfile(t.deps.db, email, {
    sexo,
    nickname,
    full_name: `Nome Real ${nickname}`,
    consent_ranking: consent,
  });
  expect((await client.rpc('set_user_edital', { edital_id: 'pmesp-2025-soldado' })).status).toBe(200);
  return client;
}

async function simulate(client: TestClient, marks: Record<string, number>) {
  const res = await client.rpc('save_user_test', { p_marks: marks });
  expect(res.status).toBe(200);
}

let ana: TestClient;
let bruno: TestClient;
let caio: TestClient;
let hidden: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ana = await pmespCandidate('ana-board@exemplo.com', 'Ana', 'F');
  bruno = await pmespCandidate('bruno-board@exemplo.com', 'Bruno', 'M');
  caio = await pmespCandidate('caio-board@exemplo.com', 'Caio', 'M');
  hidden = await pmespCandidate('oculto-board@exemplo.com', 'Oculto', 'M', false);
  await simulate(ana, { barra: 14, abdominal_remador: 40, corrida_50m: 9, corrida_2400m: 850 });
  // Bruno: a strong but inapto result (one short on the bar), then an apto one at the minimums.
  await simulate(bruno, { ...pass, barra: 12, corrida_2400m: 600 });
  await simulate(bruno, pass);
  await simulate(caio, { ...pass, barra: 20 });
  await simulate(hidden, { ...pass, barra: 30 });
});

describe('get_exam_ranking', () => {
  it('ranks the best result of each consenting person, apto first, by sex and nickname', async () => {
    const res = await bruno.rpc('get_exam_ranking', {});
    expect(res.status).toBe(200);
    const board = res.json.data;
    expect(board).toMatchObject({
      edital_id: 'pmesp-2025-soldado',
      name: 'PMESP — Soldado (2025)',
      score_kind: 'index',
      consent: true,
    });
    expect(board.boards.M.entries).toEqual([
      { rk: 1, display_name: 'Caio', apto: true, score: expect.any(Number), is_me: false },
      { rk: 2, display_name: 'Bruno', apto: true, score: 100, is_me: true },
    ]);
    expect(board.boards.M.entries[0].score).toBeGreaterThan(100);
    expect(board.boards.M.me).toEqual({ rk: 2, apto: true, score: 100 });
    expect(board.boards.F.entries.map((e: { display_name: string }) => e.display_name)).toEqual(['Ana']);
    expect(JSON.stringify(board)).not.toMatch(/Nome Real|@exemplo|Oculto/);
  });

  it('a person without consent is not listed and sees no own place', async () => {
    const res = await hidden.rpc('get_exam_ranking', {});
    expect(res.json.data.consent).toBe(false);
    expect(res.json.data.boards.M.me).toBeNull();
  });

  it('another exam is named by id; an unknown one is 404', async () => {
    const other = await caio.rpc('get_exam_ranking', { edital_id: 'ppdf-taf' });
    expect(other.json.data).toMatchObject({
      edital_id: 'ppdf-taf',
      boards: { M: { entries: [], me: null } },
    });
    expect((await caio.rpc('get_exam_ranking', { edital_id: 'pmxx-1999' })).status).toBe(404);
  });
});

import { randomUUID } from 'node:crypto';
import { SNIPPET_TOPICS } from '@prontidao/domain/rewards/reward-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { signUpConfirmed, TestClient } from '../../testing/http-client.js';
import { userIdOf } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { append, balanceOf } from '../coins/coins.repository.js';
import { replaceSnippets } from './rewards.repository.js';
import { seedSnippets } from './rewards.service.js';
import { SNIPPET_ROWS, SNIPPETS } from './snippets-content.js';

let t: TestApp;
let ana: TestClient;
let bruno: TestClient;
let anaId = '';
let brunoId = '';

const idOf = (email: string) => userIdOf(t.deps.db, email);

/** Brings a person's balance to exactly `target` with one ledger entry (test grant). */
async function setBalance(userId: string, target: number) {
  const amount = target - (await balanceOf(t.deps.db, userId));
  if (amount === 0) return;
  await append(t.deps.db, {
    user_id: userId,
    amount,
    reason: 'test_grant',
    category: 'TEST',
    event_key: `test:${randomUUID()}`,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await signUpConfirmed(t.app, t.deps.db, 'ana.recompensas@exemplo.com');
  bruno = await signUpConfirmed(t.app, t.deps.db, 'bruno.recompensas@exemplo.com');
  anaId = await idOf('ana.recompensas@exemplo.com');
  brunoId = await idOf('bruno.recompensas@exemplo.com');
});

interface Snippet {
  id: string;
  position: number;
  topic: string;
  title: string;
  min_coins: number;
  unlocked: boolean;
  body: string | null;
  source: string | null;
  source_url: string | null;
  extended: string | null;
}

async function snippetsAt(balance: number) {
  await setBalance(anaId, balance);
  const res = await ana.rpc('get_user_kb_snippets');
  expect(res.status).toBe(200);
  return { list: res.json.data as Snippet[], raw: JSON.stringify(res.json) };
}

/** Nothing of a locked snippet's texts is in the answer, anywhere. */
function expectNoLockedText(raw: string, from: number) {
  for (const snippet of SNIPPETS.slice(from)) {
    expect(raw).not.toContain(JSON.stringify(snippet.body).slice(1, -1));
    expect(raw).not.toContain(JSON.stringify(snippet.extended.split('\n\n')[0]).slice(1, -1));
    expect(raw).not.toContain(JSON.stringify(snippet.source).slice(1, -1));
    if (snippet.source_url) expect(raw).not.toContain(snippet.source_url);
  }
}

describe('get_user_kb_snippets', () => {
  it('lists every shipped snippet by position, thresholds 100 + 50 × n, all topics seeded', async () => {
    const { list } = await snippetsAt(0);
    expect(list.map((s) => s.id)).toEqual(SNIPPETS.map((s) => s.id));
    expect(list.map((s) => s.position)).toEqual(SNIPPETS.map((_, i) => i));
    expect(list.map((s) => s.min_coins)).toEqual(SNIPPETS.map((_, i) => 100 + 50 * i));
    expect(new Set(list.map((s) => s.topic))).toEqual(new Set(SNIPPET_TOPICS));
  });

  it('at 99 coins every snippet is locked and no locked text leaves the server', async () => {
    const { list, raw } = await snippetsAt(99);
    for (const s of list) {
      expect(s).toMatchObject({
        unlocked: false,
        body: null,
        source: null,
        source_url: null,
        extended: null,
      });
      expect(s.title).toBe(SNIPPETS[s.position]?.title);
    }
    expectNoLockedText(raw, 0);
  });

  it('at 100 coins the first one opens, with its body, extended text and source', async () => {
    const { list, raw } = await snippetsAt(100);
    const first = SNIPPETS[0];
    expect(list[0]).toMatchObject({
      unlocked: true,
      body: first?.body,
      extended: first?.extended,
      source: first?.source,
      source_url: first?.source_url,
    });
    expect(list.slice(1).every((s) => !s.unlocked && s.body === null)).toBe(true);
    expectNoLockedText(raw, 1);
  });

  it('at 149 still one, at 150 two; going back under a threshold locks again', async () => {
    expect((await snippetsAt(149)).list.filter((s) => s.unlocked)).toHaveLength(1);
    const at150 = await snippetsAt(150);
    expect(at150.list.filter((s) => s.unlocked).map((s) => s.position)).toEqual([0, 1]);
    expectNoLockedText(at150.raw, 2);
    const back = await snippetsAt(120);
    expect(back.list.filter((s) => s.unlocked).map((s) => s.position)).toEqual([0]);
    expectNoLockedText(back.raw, 1);
  });

  it('with enough coins everything is open', async () => {
    const { list } = await snippetsAt(100 + 50 * (SNIPPETS.length - 1));
    expect(list.every((s) => s.unlocked && s.body && s.extended && s.source)).toBe(true);
  });

  it("each person sees their own balance's snippets", async () => {
    await setBalance(anaId, 1000);
    await setBalance(brunoId, 0);
    const res = await bruno.rpc('get_user_kb_snippets');
    expect(res.json.data.some((s: Snippet) => s.unlocked)).toBe(false);
  });

  it('needs a signed-in person', async () => {
    const res = await new TestClient(t.app).rpc('get_user_kb_snippets');
    expect(res.status).toBe(401);
  });
});

describe('get_premium_contents', () => {
  const premium = async (client: TestClient, balance: number) => {
    await setBalance(anaId, balance);
    const res = await client.rpc('get_premium_contents');
    expect(res.status).toBe(200);
    return res.json.data;
  };

  it('has the three fixed items: 500 video, 1500 pdf, 3000 conteudo', async () => {
    const { items } = await premium(ana, 0);
    expect(items.map((i: { cost: number; type: string }) => [i.cost, i.type])).toEqual([
      [500, 'video'],
      [1500, 'pdf'],
      [3000, 'conteudo'],
    ]);
    expect(items[0].name).toBe('Vídeo: Nutrição para o TAF');
    expect(items[1].name).toBe('Guia de Suplementação');
    expect(items[2].name).toBe('Dicas para o dia do TAF');
  });

  it.each([
    [0, [false, false, false], [500, 1500, 3000]],
    [499, [false, false, false], [1, 1001, 2501]],
    [500, [true, false, false], [0, 1000, 2500]],
    [1600, [true, true, false], [0, 0, 1400]],
    [3000, [true, true, true], [0, 0, 0]],
  ])('at %i coins: available %j, missing %j', async (balance, available, missing) => {
    const { items, regulation_url } = await premium(ana, balance);
    expect(items.map((i: { available: boolean }) => i.available)).toEqual(available);
    expect(items.map((i: { missing: number }) => i.missing)).toEqual(missing);
    // No address configured on this server: none is invented, even when available.
    expect(items.every((i: { url: string | null }) => i.url === null)).toBe(true);
    expect(regulation_url).toBeNull();
    // What is unlocked opens to its own text with its sources; what is locked gives none away.
    items.forEach((item: { available: boolean; content: unknown }) => {
      expect(item.content === null, JSON.stringify(item)).toBe(!item.available);
    });
  });

  it("ships each item's text, sections and sources by DOI, once unlocked (no 'Em preparação')", async () => {
    const { items } = await premium(ana, 3000);
    for (const item of items) {
      expect(item.content.intro.length).toBeGreaterThan(40);
      expect(item.content.sections.length).toBeGreaterThanOrEqual(3);
      expect(item.content.sources.length).toBeGreaterThanOrEqual(2);
      for (const source of item.content.sources) expect(source.url).toMatch(/^https:\/\/doi\.org\/10\./);
    }
    expect(JSON.stringify(items[2].content)).toContain('O ritmo dos 2400 m');
  });

  it('gives the configured address only while an item is available, and the regulation link', async () => {
    const env = {
      ...t.deps.env,
      PREMIUM_NUTRITION_VIDEO_URL: 'https://conteudo.exemplo.com/video-nutricao',
      PREMIUM_SUPPLEMENT_GUIDE_URL: 'https://conteudo.exemplo.com/guia.pdf',
      PREMIUM_TAF_DAY_TIPS_URL: 'https://conteudo.exemplo.com/dia-do-taf',
      OFFICIAL_REGULATION_URL: 'https://www.cbm.df.gov.br/edital',
    };
    const configured = new TestClient(createApp({ ...t.deps, env }));
    for (const [name, value] of ana.cookies) configured.cookies.set(name, value);
    const at1600 = await premium(configured, 1600);
    expect(at1600.items.map((i: { url: string | null }) => i.url)).toEqual([
      'https://conteudo.exemplo.com/video-nutricao',
      'https://conteudo.exemplo.com/guia.pdf',
      null,
    ]);
    expect(at1600.regulation_url).toBe('https://www.cbm.df.gov.br/edital');
    const at0 = await premium(configured, 0);
    expect(JSON.stringify(at0)).not.toContain('conteudo.exemplo.com');
  });
});

describe('get_medalhas_recentes', () => {
  beforeAll(async () => {
    await t.deps.db
      .updateTable('profiles')
      .set({ sexo: 'M', cargo_code: 'SOLDADO' })
      .where('id', 'in', [anaId, brunoId])
      .execute();
  });

  const simulate = async (client: TestClient, values: Record<string, number>) => {
    const res = await client.rpc('save_user_test', values);
    expect(res.status).toBe(200);
    return res.json.data as { id: string; json_resultado: { tests: Record<string, { nota: number }> } };
  };

  it('is empty before any simulation', async () => {
    const res = await bruno.rpc('get_medalhas_recentes');
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([]);
  });

  it("gives one's own medals, newest simulation first, never 'nenhuma', at most 6", async () => {
    const weak = await simulate(bruno, {
      barra_reps_param: 1,
      corrida_tempo_seg_param: 1500,
      natacao_tempo_seg_param: 300,
    });
    expect(Object.values(weak.json_resultado.tests).every((x) => x.nota < 5)).toBe(true);
    const strong = await simulate(bruno, {
      barra_reps_param: 15,
      corrida_tempo_seg_param: 524,
      natacao_tempo_seg_param: 90,
    });
    let res = await bruno.rpc('get_medalhas_recentes');
    expect(res.json.data).toHaveLength(3);
    for (const medal of res.json.data) {
      expect(medal).toMatchObject({ test_id: strong.id, medalha: 'ouro', nota: 10 });
      expect(typeof medal.label).toBe('string');
    }
    expect(new Set(res.json.data.map((m: { test_key: string }) => m.test_key))).toEqual(
      new Set(Object.keys(strong.json_resultado.tests)),
    );

    const latest = await simulate(bruno, {
      barra_reps_param: 15,
      corrida_tempo_seg_param: 524,
      natacao_tempo_seg_param: 90,
    });
    const third = await simulate(bruno, {
      barra_reps_param: 15,
      corrida_tempo_seg_param: 524,
      natacao_tempo_seg_param: 90,
    });
    res = await bruno.rpc('get_medalhas_recentes', {});
    expect(res.json.data).toHaveLength(6);
    expect(res.json.data.map((m: { test_id: string }) => m.test_id)).toEqual([
      ...Array(3).fill(third.id),
      ...Array(3).fill(latest.id),
    ]);
    const times = res.json.data.map((m: { created_at: string }) => Date.parse(m.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("names the person by user_uuid: one's own works, another candidate's is not found", async () => {
    const own = await bruno.rpc('get_medalhas_recentes', { user_uuid: brunoId });
    expect(own.status).toBe(200);
    expect(own.json.data).toHaveLength(6);
    const other = await ana.rpc('get_medalhas_recentes', { user_uuid: brunoId });
    expect(other.status).toBe(404);
    expect(other.json.error.code).toBe('NOT_FOUND');
    expect(JSON.stringify(other.json)).not.toContain('ouro');
  });
});

describe('the snippet seed (every start)', () => {
  const stored = () =>
    t.deps.db
      .selectFrom('knowledge_snippets')
      .select(['id', 'position', 'created_at'])
      .orderBy('position')
      .execute();

  it('is idempotent and keeps created_at', async () => {
    const before = await stored();
    await seedSnippets(t.deps.db);
    expect(await stored()).toEqual(before);
  });

  it('follows reordered content and drops what is no longer shipped, in one go', async () => {
    const reversed = [...SNIPPET_ROWS].reverse().map((row, position) => ({ ...row, position }));
    await replaceSnippets(t.deps.db, reversed.slice(0, -1));
    const after = await stored();
    expect(after.map((r) => r.id)).toEqual(reversed.slice(0, -1).map((r) => r.id));
    expect(after.map((r) => r.position)).toEqual(reversed.slice(0, -1).map((_, i) => i));
    await seedSnippets(t.deps.db);
    expect((await stored()).map((r) => r.id)).toEqual(SNIPPETS.map((s) => s.id));
  });
});

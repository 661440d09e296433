import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.js';
import { signUpConfirmed, type TestClient } from '../testing/http-client.js';
import { setProfile } from '../testing/people.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// The dashboard's first screen drawn by the server (decision 058): the person's own answers, in the
// page, never stored, and the plain shell whenever it cannot be drawn. The web build's real render
// runs in the end-to-end journeys (e2e/specs/dashboard-weight.spec.ts); here a stand-in module in its
// place shows what the server does around it.
const CALLS = 'get_auth_context get_perfil_completo get_coin_wallet';
const SHELL = [
  '<!doctype html><html><head><meta charset="UTF-8" />',
  `    <script async src="/assets/first-data-Ab12.js" data-calls="${CALLS}"></script>`,
  '<title>Prontidão</title>',
  '    <script type="module" crossorigin src="/assets/runtime-Cd34.js"></script>',
  '    <script type="module" crossorigin src="/assets/index-Ef56.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/index-Gh78.css">',
  '    <link rel="modulepreload" crossorigin href="/assets/dashboard-Ij90.js">',
  '  </head><body>',
  '    <div id="root"><div inert class="loading"><p>Carregando...</p></div></div>',
  '    <noscript>Ative o JavaScript.</noscript>',
  '  </body></html>',
].join('\n');
/** Draws from the answers as the web's render would: null for nobody, throws when told to. */
const RENDER = `
export async function renderDashboard(answers, { isMobile }) {
  const auth = answers.get_auth_context?.body?.data;
  if (!auth) return null;
  if (auth.nickname === 'Quebra') throw new Error('render broke');
  const coins = answers.get_coin_wallet.body.data.balance;
  return '<div class="painel" data-mobile="' + isMobile + '"><h1>Olá, ' + auth.nickname.replaceAll('<', '&lt;') + '!</h1><p>' + coins + '</p></div>';
}
export async function warmDashboard() {
  globalThis.warmedRenders = [...(globalThis.warmedRenders ?? []), import.meta.url];
  return true;
}`;
const PHONE = 'Mozilla/5.0 (Linux; Android 14; moto g) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

let t: TestApp;
/** A build with the render module beside it, and one without. */
let app: ReturnType<typeof createApp>;
let withoutRender: ReturnType<typeof createApp>;

function build(render: string | null) {
  const root = mkdtempSync(join(tmpdir(), 'prontidao-build-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'route-shells/aluno'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Prontidão</title><div id="root"></div>');
  writeFileSync(join(dist, 'route-shells/aluno/dashboard.html'), SHELL);
  if (render !== null) {
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(join(root, 'dist-server/dashboard-render.js'), render);
  }
  return createApp(t.deps, { webDist: dist });
}

beforeAll(async () => {
  t = await createTestApp();
  app = build(RENDER);
  withoutRender = build(null);
});

/** The data block the page carries, parsed. */
const dataBlock = (html: string) => {
  const json = html.match(/<script type="application\/json" id="first-answers">(.*?)<\/script>/s)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};

async function candidate(email: string, nickname: string) {
  const client = await signUpConfirmed(t.app, t.deps.db, email);
  await setProfile(t.deps.db, email, { nickname });
  return client;
}

/** A GET of the dashboard by this person (their cookie) through the app with the build. */
function dashboard(client: TestClient, target = app, userAgent = PHONE) {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return target.request('http://localhost:3000/aluno/dashboard', {
    headers: { cookie, 'user-agent': userAgent, 'x-forwarded-for': client.ip },
  });
}

/** vi.waitFor's 1 s is short for a module's import on a busy machine running two test tiers. */
const WAIT = { timeout: 10_000 };
/** The render modules whose warm-up has run in this process (the stand-in's warmDashboard). */
const warmed = () => (globalThis as { warmedRenders?: string[] }).warmedRenders ?? [];

describe('the dashboard’s first screen, drawn on the server', () => {
  it('loads its render and draws a sample once as the app is made, before anyone asks', async () => {
    // The app made before all tests (a build with the render) has warmed its own; none was asked yet.
    await vi.waitFor(() => expect(warmed()).toHaveLength(1), WAIT);
    build(RENDER);
    // No request: the new app's module warms by itself, once.
    await vi.waitFor(() => expect(warmed()).toHaveLength(2), WAIT);
    expect(warmed()[1]).not.toBe(warmed()[0]);
    expect(warmed()[1]).toMatch(/dist-server\/dashboard-render\.js$/);
    await new Promise((r) => setTimeout(r, 50));
    expect(warmed()).toHaveLength(2);
  });

  it('holds the person’s own screen and the answers of its first calls, and is never stored', async () => {
    const ana = await candidate('ana.primeira.tela@exemplo.com', 'Ana');
    const res = await dashboard(ana);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    const html = await res.text();
    // The app hydrates it (data-hydrate) with the layout it was drawn for (data-mobile).
    expect(html).toContain(
      '<div id="root" data-hydrate="signed-in" data-mobile="true"><div class="painel" data-mobile="true"><h1>Olá, Ana!</h1>',
    );
    expect(html).not.toContain('Carregando');
    expect(html).toContain('<noscript>Ative o JavaScript.</noscript>');
    // The answers are the ones each call gives alone, and the data block comes before the script
    // that hands them to the app.
    const answers = dataBlock(html);
    expect(Object.keys(answers)).toEqual(CALLS.split(' '));
    for (const name of CALLS.split(' ')) {
      const alone = await ana.rpc(name);
      expect(answers[name], name).toEqual({ status: alone.status, body: alone.json });
    }
    expect(html.indexOf('id="first-answers"')).toBeLessThan(html.indexOf('/assets/first-data-'));
    // The app's modules wait for the first paint: first-data.js starts them (entry last).
    expect(html).not.toMatch(/type="module"|modulepreload/);
    expect(html).toContain(
      `<script async src="/assets/first-data-Ab12.js" data-calls="${CALLS}" data-entry="/assets/index-Ef56.js" data-preload="/assets/runtime-Cd34.js /assets/dashboard-Ij90.js"></script>`,
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Gh78.css">');
  });

  it('only for a phone (its client hint, else its user agent): a desktop may be a narrow window', async () => {
    const bia = await candidate('bia.primeira.tela@exemplo.com', 'Bia');
    expect(await (await dashboard(bia, app, PHONE)).text()).toContain('Olá, Bia!');
    expect(await (await dashboard(bia, app, DESKTOP)).text()).toBe(SHELL);
    const cookie = [...bia.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const as = async (userAgent: string, hint: string) => {
      const res = await app.request('http://localhost:3000/aluno/dashboard', {
        headers: { cookie, 'user-agent': userAgent, 'sec-ch-ua-mobile': hint },
      });
      return res.text();
    };
    expect(await as(PHONE, '?0')).toBe(SHELL);
    expect(await as(DESKTOP, '?1')).toContain('Olá, Bia!');
  });

  it('text of the person’s cannot close the data block nor run', async () => {
    const eve = await candidate('eve.primeira.tela@exemplo.com', '</script><script>alert(1)</script>');
    const html = await (await dashboard(eve)).text();
    expect(html.match(/<script/g)?.length).toBe(2);
    expect(dataBlock(html).get_auth_context.body.data.nickname).toBe('</script><script>alert(1)</script>');
  });

  it('each cookie gets its own person’s screen', async () => {
    const caio = await candidate('caio.primeira.tela@exemplo.com', 'Caio');
    const duda = await candidate('duda.primeira.tela@exemplo.com', 'Duda');
    const [a, b] = await Promise.all([dashboard(caio), dashboard(duda)]);
    const [htmlA, htmlB] = [await a.text(), await b.text()];
    expect(htmlA).toContain('Olá, Caio!');
    expect(htmlA).not.toContain('Duda');
    expect(htmlB).toContain('Olá, Duda!');
    expect(dataBlock(htmlB).get_auth_context.body.data.user.email).toBe('duda.primeira.tela@exemplo.com');
  });

  it('otherwise the page shell as built: signed out, a stale cookie, no render module, a render that fails', async () => {
    const visitor = await app.request('http://localhost:3000/aluno/dashboard');
    expect(await visitor.text()).toBe(SHELL);
    const stale = await app.request('http://localhost:3000/aluno/dashboard', {
      headers: { cookie: 'prontidao.session_token=abc.def' },
    });
    expect(await stale.text()).toBe(SHELL);
    expect(stale.headers.get('cache-control')).toBe('no-cache');

    const enzo = await candidate('enzo.primeira.tela@exemplo.com', 'Enzo');
    expect(await (await dashboard(enzo, withoutRender)).text()).toBe(SHELL);
    const broken = await candidate('quebra.primeira.tela@exemplo.com', 'Quebra');
    const res = await dashboard(broken);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(SHELL);
  });
});

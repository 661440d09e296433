// Issue 27: what the seeded dashboard costs a phone — regression tests for what grows silently.
// The script it loads (its size, and no zod: the grading schemas stay off the dashboard, decision
// 050), the calls it makes to paint (decision 050 took get_user_tests and get_edital_table off), and
// its first screen drawn by the server with its first reads in the page (decision 058).
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

const dist = new URL('../../apps/web/dist/assets/', import.meta.url);
/** Decoded bytes of script on a signed-in dashboard, measured 646 KB at decision 050. */
const SCRIPT_BUDGET = 680_000;
const ZOD = /node_modules\/zod\//;
/** Two small modules of zod's core (no schema) that the main chunk shares with the forms. */
const ZOD_HELPERS = /zod\/v4\/core\/(util|core)\.js$/;
/** Answered in the page itself (decision 058)… */
const FIRST_BATCH = [
  'get_auth_context',
  'get_coin_wallet',
  'get_last_simulado',
  'get_medalhas_recentes',
  'get_perfil_completo',
  'get_rank_status',
  'get_training_plan',
];
/** …and by the app's cards once drawn. */
const LATER_CALLS = [
  'get_notifications',
  'get_oauth_connection_status',
  'get_pass_chance',
  'get_plano_atual',
];

test('the seeded dashboard: its script within budget and without zod, its first reads in the page, and only the calls that paint it', async ({
  page,
}) => {
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'demo@prontidao.app', password: 'Demo#TAF2025' },
  });
  expect(signIn.status()).toBe(200);

  const scripts = new Map<string, number>();
  const calls: string[] = [];
  const batches: string[][] = [];
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (pathname === '/api/rpc') batches.push(response.request().postDataJSON().calls);
    if (pathname.startsWith('/api/rpc/')) calls.push(pathname.slice('/api/rpc/'.length));
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js'))
      scripts.set(pathname.slice('/assets/'.length), (await response.body()).length);
  });
  await page.goto('/aluno/dashboard');
  await expect(page.getByRole('heading', { name: 'Chance de aprovação' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  expect(total, [...scripts].map(([file, size]) => `${file} ${size}`).join('\n')).toBeLessThan(SCRIPT_BUDGET);
  // Every chunk Vite bundled has its map; the build's small copied scripts (first-data.js) have none.
  const mapped = [...scripts.keys()].filter((file) => existsSync(new URL(`${file}.map`, dist)));
  expect(mapped.length).toBeGreaterThan(scripts.size / 2);
  for (const file of mapped) {
    const sources: string[] = JSON.parse(readFileSync(new URL(`${file}.map`, dist), 'utf8')).sources;
    expect(
      sources.filter((source) => ZOD.test(source) && !ZOD_HELPERS.test(source)),
      `${file} is built from zod`,
    ).toEqual([]);
  }
  // Nothing asked again: neither the batch (decision 055) nor any first read on its own.
  expect(batches).toEqual([]);
  expect([...new Set(calls)].sort()).toEqual(LATER_CALLS);
});

test('the dashboard’s first screen comes drawn in the page, for this person, and the app takes over from it', async ({
  page,
}) => {
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'demo@prontidao.app', password: 'Demo#TAF2025' },
  });
  expect(signIn.status()).toBe(200);
  // The HTML as it leaves the server, for a phone: the greeting, the last simulation and the week,
  // live HTML (its links work before the app is there), and the seven answers.
  const served = await page.request.get('/aluno/dashboard', {
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; moto g) Chrome/130.0 Mobile Safari/537.36' },
  });
  expect(served.headers()['cache-control']).toBe('private, no-store');
  const html = await served.text();
  const root = html.slice(html.indexOf('<div id="root"'));
  expect(root).toMatch(/^<div id="root" data-hydrate="signed-in" data-mobile="true"><div /);
  expect(root).not.toContain('inert');
  for (const words of ['Olá, Demo!', 'Último simulado', 'Esta semana', 'Navegação rápida'])
    expect(root).toContain(words);
  const answers = JSON.parse(
    html.match(/<script type="application\/json" id="first-answers">(.*?)<\/script>/s)?.[1] ?? '{}',
  );
  expect(Object.keys(answers).sort()).toEqual(FIRST_BATCH);
  expect(answers.get_auth_context.body.data.user.email).toBe('demo@prontidao.app');

  // In the browser: the app hydrates the server's screen — the very elements of the HTML stay — with
  // no mismatch (React reports one as an error), and the page works (a link of the first screen).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/aluno/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Demo!' })).toBeVisible();
  // The app is live: the cards below the first screen, which the server does not draw, are there.
  await expect(page.getByRole('heading', { name: 'Moedas' })).toBeVisible();
  const sameHeading = () =>
    page.evaluate(() => {
      const kept = (window as { serverHeading?: Element | null }).serverHeading;
      return Boolean(kept?.isConnected) && kept === document.querySelector('h1');
    });
  expect(await sameHeading()).toBe(true);
  // The page paints from its HTML and stylesheet alone: the app's modules are asked for once that
  // paint is on the screen (its paint timing entry), not merely drawn.
  expect(html).not.toMatch(/type="module"|modulepreload/);
  const { firstPaint, modules } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    modules: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType !== 'fetch' && /\/assets\/.*\.js$/.test(entry.name))
      .filter((entry) => !entry.name.includes('/first-data-'))
      .map((entry) => entry.startTime),
  }));
  expect(modules.length).toBeGreaterThan(3);
  expect(Math.min(...modules)).toBeGreaterThan(firstPaint);
  await page.getByRole('link', { name: 'Ver plano completo' }).click();
  await expect(page).toHaveURL(/\/aluno\/plano$/);
  expect(errors).toEqual([]);

  // A desktop browser (it may be a narrow window) gets the page shell, and the app draws the page.
  const desktopPage = await page.request.get('/aluno/dashboard', {
    headers: {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
      'sec-ch-ua-mobile': '?0',
    },
  });
  expect(desktopPage.headers()['cache-control']).toBe('no-cache');
  expect(await desktopPage.text()).not.toContain('first-answers');
  const desktop = await page
    .context()
    .browser()
    ?.newContext({
      baseURL: new URL(page.url()).origin,
      viewport: { width: 1280, height: 800 },
    });
  if (!desktop) throw new Error('no browser');
  await desktop.addCookies(await page.context().cookies());
  const wide = await desktop.newPage();
  wide.on('pageerror', (error) => errors.push(error.message));
  wide.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await wide.goto('/aluno/dashboard');
  await expect(wide.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  await wide.getByRole('link', { name: 'Ver plano completo' }).click();
  await expect(wide).toHaveURL(/\/aluno\/plano$/);
  await desktop.close();
  expect(errors).toEqual([]);

  // Signed out, the same address is the page shell again (its loading screen), then the sign-in.
  await page.context().clearCookies();
  const visitor = await page.request.get('/aluno/dashboard');
  expect(await visitor.text()).not.toContain('first-answers');
});

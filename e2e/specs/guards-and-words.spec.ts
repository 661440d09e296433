// Issue 21 items 1, 6 and 8: guards decide before any call is made (signed out: 0 × 401; a candidate
// on admin or trainer pages: 0 × 403), and every page, at 360 and 1280 px, writes its numbers in pt-BR
// (never '2.4km') and no English UI word. Plain Playwright: a sweep of many pages in a row.
import { expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN_PASSWORD } from '../playwright.config';
import { pageSettler } from '../support/settled';

// Sweeps of many pages in a row: 25–47 s each alone on a quiet machine, over a minute beside the
// other checks on a slow one (the 0 × 401 sweep timed out at 60 s in a full run on two busy cores).
test.describe.configure({ timeout: 180_000 });

const PROTECTED = [
  '/aluno/onboarding',
  '/aluno/dashboard',
  '/aluno/perfil',
  '/perfil',
  '/aluno/treinos',
  '/aluno/testes',
  '/testes',
  '/aluno/simulados',
  '/simulados',
  '/aluno/progresso-taf',
  '/progresso-taf',
  '/aluno/planos',
  '/aluno/plano',
  '/aluno/metricas',
  '/ranking',
  '/recompensas',
  '/chat',
  '/integracoes',
  '/join?token=abc',
  '/strava-test',
  '/student-metrics?id=abc',
  '/treinador/onboarding',
  '/treinador/dashboard',
  '/treinador/turmas',
  '/turma/entrar?token=abc',
  '/dashboard',
  '/admin/users',
  '/admin/verifications',
  '/admin/analytics',
  '/admin/editais',
  '/admin/pagamentos',
  '/aluno/planos/retorno',
];

const CANDIDATE_PAGES = [
  '/aluno/dashboard',
  '/aluno/perfil',
  '/aluno/treinos',
  '/aluno/testes',
  '/aluno/simulados',
  '/simulados',
  '/aluno/progresso-taf',
  '/aluno/planos',
  '/aluno/plano',
  '/ranking',
  '/recompensas',
  '/chat',
  '/integracoes',
  '/strava-test',
];
const PUBLIC_PAGES = ['/', '/escolha', '/auth', '/auth/treinador', '/privacidade', '/dev/outbox', '/404'];
const TRAINER_PAGES = ['/treinador/dashboard', '/treinador/turmas', '/perfil'];
const ADMIN_PAGES = [
  '/dashboard',
  '/admin/users',
  '/admin/verifications',
  '/admin/analytics',
  '/admin/editais',
  '/admin/pagamentos',
];

/** English words a pt-BR screen should not show (the 404's spec text, kept beside pt-BR, excepted). */
const ENGLISH =
  /\b(Free Trial|Loading|Submit|Cancel|Save|Delete|Sign (in|out|up)|Log ?in|Password|Settings|Next|Previous|Dashboard do Trainer)\b/;
/** A distance with a decimal point: '2.4km', '40.5 km'. */
const POINT_KM = /\d\.\d+\s?km\b/;

/** Every response with `status` while `run` goes on, as 'METHOD path'. */
async function responsesWith(page: Page, status: number, run: () => Promise<void>) {
  const seen: string[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.status() === status) {
      seen.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    }
  };
  page.on('response', onResponse);
  await run();
  page.off('response', onResponse);
  return seen;
}

test('signed out, every protected page redirects to sign-in before any call: 0 × 401', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /401/.test(message.text())) consoleErrors.push(message.text());
  });
  const settled = pageSettler(page);
  const unauthorized = await responsesWith(page, 401, async () => {
    for (const path of PROTECTED) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/auth(\?|$)/);
      await settled();
    }
  });
  expect(unauthorized).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

async function signIn(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(response.status(), email).toBe(200);
}

test('a candidate opening admin and trainer pages is sent away before any call: 0 × 403', async ({
  page,
}) => {
  await signIn(page, 'demo@prontidao.app', 'Demo#TAF2025');
  const settled = pageSettler(page);
  const forbidden = await responsesWith(page, 403, async () => {
    for (const path of [
      ...ADMIN_PAGES,
      '/treinador/dashboard',
      '/treinador/turmas',
      '/treinador/turmas/00000000-0000-4000-8000-000000000000',
      '/student-metrics?id=abc',
      '/aluno/u-42/treinos',
    ]) {
      await page.goto(path);
      await expect.poll(() => new URL(page.url()).pathname, { message: path }).not.toBe(path.split('?')[0]);
      await settled();
    }
  });
  expect(forbidden).toEqual([]);
});

/** Texts that break the pt-BR reading on the pages, as 'path: text'. */
async function wordsOn(page: Page, pages: string[]) {
  const found: string[] = [];
  const settled = pageSettler(page);
  for (const path of pages) {
    await page.goto(path);
    await settled();
    const text = await page.locator('body').innerText();
    const withoutNotFound = path === '/404' ? text.replace(/Oops! Page not found|Return to Home/g, '') : text;
    for (const pattern of [POINT_KM, ENGLISH]) {
      const match = pattern.exec(withoutNotFound);
      if (match) found.push(`${path}: '${match[0]}'`);
    }
  }
  return found;
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 900 } });

    test('public and candidate pages: pt-BR numbers, no English UI word', async ({ page }) => {
      expect(await wordsOn(page, PUBLIC_PAGES)).toEqual([]);
      await signIn(page, 'demo@prontidao.app', 'Demo#TAF2025');
      expect(await wordsOn(page, CANDIDATE_PAGES)).toEqual([]);
      // Not vacuous: the boards do show distances, written '12,3 km' (they read '12.3km').
      await page.goto('/ranking');
      await expect(page.getByText(/^\d+,\d km$/).first()).toBeVisible();
    });

    test('trainer and admin pages: pt-BR numbers, no English UI word', async ({ page }) => {
      await signIn(page, 'treinador@prontidao.app', 'Treino#Demo2025');
      expect(await wordsOn(page, TRAINER_PAGES)).toEqual([]);
      // The demo student's pages as the trainer reads them (history, reports, metrics, plan).
      await page.goto('/treinador/dashboard');
      const studentLinks = page.locator('a[href^="/aluno/"]');
      await expect(studentLinks.first()).toBeVisible();
      const studentPages = [
        ...new Set(await studentLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))),
      ];
      expect(studentPages.length).toBeGreaterThanOrEqual(3);
      expect(await wordsOn(page, studentPages)).toEqual([]);
      await page.context().clearCookies();
      await signIn(page, 'admin@prontidao.app', DEMO_ADMIN_PASSWORD);
      expect(await wordsOn(page, ADMIN_PAGES)).toEqual([]);
    });
  });
}

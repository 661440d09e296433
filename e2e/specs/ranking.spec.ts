import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createConfirmedAccount, PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/mail';

// The rankings (issue 10): candidates who agreed to appear, with manual runs and swims logged today
// (manual activities count on the distance boards only), seen by one of them on /ranking at desktop
// width and at 360 px: medals, the 'Você' row, a 'Mês' board, the viewer's own place outside the
// top 5, and, once the viewer withdraws consent, the viewer gone from every board. The demo's rivals
// fill every board of the shared server, so empty boards are seen on a second server without them.

const TAG = Date.now() % 100_000;

interface Candidate {
  nickname: string;
  sexo: 'M' | 'F';
  /** Metres of each run (6 min/km) and each swim (2 min/100 m), logged today. */
  runs: number[];
  swims: number[];
}

async function post(request: APIRequestContext, name: string, data: Record<string, unknown>) {
  const response = await request.post(`/api/rpc/${name}`, { data });
  expect(response.status(), `${name}: ${await response.text()}`).toBe(200);
}

/** Signs a new candidate up and in on `request`, completes the profile with consent, logs the workouts. */
async function seedCandidate(request: APIRequestContext, candidate: Candidate) {
  const email = uniqueEmail(`ranking.${candidate.nickname.toLowerCase()}`);
  await createConfirmedAccount(request, email, 'Pessoa Ranking');
  const signIn = await request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  await post(request, 'update_perfil_completo', {
    p_nome: 'Pessoa Ranking',
    p_nickname: candidate.nickname,
    p_sexo: candidate.sexo,
    p_peso_kg: 70,
    p_altura_cm: 172,
    p_taf_dt: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
    p_cargo_code: 'SOLDADO',
    p_consent_ranking: true,
  });
  for (const metres of candidate.runs) {
    await post(request, 'insert_training_activity', {
      p_activity_type: 'RUN',
      p_value_primary: metres,
      p_value_secondary: Math.round(metres * 0.36),
    });
  }
  for (const metres of candidate.swims) {
    await post(request, 'insert_training_activity', {
      p_activity_type: 'SWIM',
      p_value_primary: metres,
      p_value_secondary: Math.round(metres * 1.2),
    });
  }
}

// The demo candidate ('Demo', consent on) has 20.1 km of runs and 4.5 km of swims: below these runs.
const LONG = `Maratonistaquenuncadescan${TAG}`; // 30 characters at most, no space: must wrap
const others: Candidate[] = [
  { nickname: LONG, sexo: 'M', runs: [60_000, 60_000], swims: [5_000] },
  { nickname: `Relampago${TAG}`, sexo: 'M', runs: [100_000], swims: [4_000] },
  { nickname: `Brisa${TAG}`, sexo: 'F', runs: [60_000], swims: [3_000] },
  { nickname: `Passo${TAG}`, sexo: 'F', runs: [40_000], swims: [2_000] },
  { nickname: `Sexto${TAG}`, sexo: 'M', runs: [30_000], swims: [1_000] },
];
const viewer: Candidate = { nickname: `Ana${TAG}`, sexo: 'F', runs: [45_000, 45_000], swims: [500] };

const board = (page: Page, key: string) => page.getByTestId(`board-${key}`);
const rowsOf = (table: Locator) => table.locator('tbody tr');
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The run distance board as the viewer sees it while listed: three medals, 'Você' third. */
async function expectRunDistanceTop5(page: Page, key: string, caption: string) {
  const table = board(page, key).getByRole('table', { name: caption });
  const rows = rowsOf(table);
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(0)).toContainText(LONG);
  await expect(rows.nth(0).getByRole('img', { name: '1º lugar, medalha de ouro' })).toBeVisible();
  await expect(rows.nth(0)).toContainText('120,0 km');
  await expect(rows.nth(1).getByRole('img', { name: '2º lugar, medalha de prata' })).toBeVisible();
  await expect(rows.nth(1)).toContainText(`Relampago${TAG}`);
  await expect(rows.nth(1)).toContainText('100,0 km');
  await expect(rows.nth(2).getByRole('img', { name: '3º lugar, medalha de bronze' })).toBeVisible();
  await expect(rows.nth(2)).toContainText(viewer.nickname);
  await expect(rows.nth(2)).toContainText('Você');
  await expect(rows.nth(2)).toContainText('90,0 km');
  await expect(rows.nth(3)).toContainText(`#4Brisa${TAG}`);
  await expect(rows.nth(4)).toContainText(`#5Passo${TAG}`);
  await expect(table.getByText('Você', { exact: true })).toHaveCount(1);
}

test('the boards at desktop and 360 px: medals, “Você”, “Mês”, times as m:ss.cc, own place, consent off → gone', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  for (const candidate of others) {
    const request = await playwright.request.newContext({ baseURL });
    await seedCandidate(request, candidate);
    await request.dispose();
  }
  await seedCandidate(page.request, viewer);

  // Desktop: two columns.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ranking');
  await expect(page.getByRole('heading', { level: 1, name: 'Ranking' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Corrida', selected: true })).toBeVisible();
  await expectRunDistanceTop5(page, 'run_distance_alltime', 'Distância total (Corrida)');
  await expectRunDistanceTop5(page, 'run_distance_monthly', 'Distância no mês (Corrida)');
  await expect(board(page, 'run_distance_monthly').getByText('Mês', { exact: true })).toBeVisible();
  await expect(board(page, 'run_distance_alltime').getByText('Mês', { exact: true })).toHaveCount(0);
  // Manual runs never reach the time boards (the demo rivals' watch runs do, as m:ss.cc).
  const times = board(page, 'run_2400_female_alltime');
  await expect(times.getByRole('table', { name: '2400 m feminino (Corrida)' })).toContainText(
    /\d+:\d\d\.\d\d/,
  );
  await expect(times.getByText(viewer.nickname)).toHaveCount(0);
  await expect(times).toContainText('Só contam corridas gravadas');
  const [first, second] = await Promise.all([
    board(page, 'run_distance_alltime').boundingBox(),
    board(page, 'run_distance_monthly').boundingBox(),
  ]);
  expect(second?.y).toBe(first?.y);
  expect(second?.x).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0) - 1);
  await page.screenshot({ path: '../.tmp/screens/ranking-1280.png', fullPage: true });

  // The keyboard moves to 'Natação': the viewer's own place under the board, outside the top 5.
  await page.getByRole('tab', { name: 'Corrida' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Natação', selected: true })).toBeVisible();
  await expect(page).toHaveURL(/\/ranking\?modalidade=natacao$/);
  const swim = board(page, 'swim_distance_alltime');
  await expect(rowsOf(swim.getByRole('table', { name: 'Distância total (Natação)' })).nth(0)).toContainText(
    '5,0 km',
  );
  await expect(swim.getByTestId('board-my-position')).toHaveText(/^Sua posição: #([6-9]|\d\d+) · 500 m$/);
  await expect(swim.getByText('Você', { exact: true })).toHaveCount(0);
  await expect(board(page, 'swim_100_female_monthly').getByText('Mês', { exact: true })).toBeVisible();

  // 360 px: one column, nothing wider than the screen (the 30-character nickname wraps).
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ranking');
  await expectRunDistanceTop5(page, 'run_distance_alltime', 'Distância total (Corrida)');
  const [top, below] = await Promise.all([
    board(page, 'run_distance_alltime').boundingBox(),
    board(page, 'run_distance_monthly').boundingBox(),
  ]);
  expect(below?.x).toBe(top?.x);
  expect(below?.y).toBeGreaterThan((top?.y ?? 0) + (top?.height ?? 0) - 1);
  await expectRunDistanceTop5(page, 'run_distance_monthly', 'Distância no mês (Corrida)');
  await expect(board(page, 'run_distance_monthly').getByText('Mês', { exact: true })).toBeVisible();
  await expect(board(page, 'run_2400_male_monthly').getByText('Mês', { exact: true })).toBeVisible();
  await expect(board(page, 'run_distance_alltime').getByText('Mês', { exact: true })).toHaveCount(0);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: '../.tmp/screens/ranking-360.png', fullPage: true });
  await page.goto('/ranking?modalidade=natacao');
  await expect(board(page, 'swim_distance_alltime').getByTestId('board-my-position')).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: '../.tmp/screens/ranking-natacao-360.png', fullPage: true });

  // Consent off on the profile page: the viewer leaves every board at once.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/aluno/perfil');
  const consent = page.getByLabel('Mostrar meu apelido nos rankings');
  await expect(consent).toBeChecked();
  await consent.uncheck();
  await expect(page.getByText('✅ Perfil atualizado').last()).toBeVisible();
  await page.goto('/ranking');
  const alltime = board(page, 'run_distance_alltime');
  await expect(rowsOf(alltime.getByRole('table')).nth(2)).toContainText(`Brisa${TAG}`);
  await expect(rowsOf(alltime.getByRole('table')).nth(4)).toContainText(`Sexto${TAG}`);
  await expect(page.getByRole('main').getByText(viewer.nickname)).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Você', { exact: true })).toHaveCount(0);
  await expect(alltime.getByTestId('board-my-status')).toHaveText(
    'Você não aparece nos rankings. Ativar no perfil',
  );
  await expect(
    board(page, 'run_distance_monthly').getByRole('link', { name: 'Ativar no perfil' }),
  ).toBeVisible();
  await page.screenshot({ path: '../.tmp/screens/ranking-sem-consentimento-1280.png', fullPage: true });
  // …and at 360 px, on both tabs.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(rowsOf(alltime.getByRole('table')).nth(2)).toContainText(`Brisa${TAG}`);
  await expect(page.getByRole('main').getByText(viewer.nickname)).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Você', { exact: true })).toHaveCount(0);
  await expect(alltime.getByRole('link', { name: 'Ativar no perfil' })).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await page.goto('/ranking?modalidade=natacao');
  await expect(board(page, 'swim_distance_alltime').getByTestId('board-my-position')).toHaveCount(0);
  await expect(page.getByRole('main').getByText(viewer.nickname)).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Você', { exact: true })).toHaveCount(0);

  // The link leads to the profile, where consent is turned back on.
  await board(page, 'swim_distance_alltime').getByRole('link', { name: 'Ativar no perfil' }).click();
  await expect(page).toHaveURL(/\/aluno\/perfil#rankings-titulo$/);
  await expect(page.getByLabel('Mostrar meu apelido nos rankings')).not.toBeChecked();
});

test.describe('on a server without demo data', () => {
  const port = Number(process.env.E2E_PORT ?? 3100) + 50;
  const origin = `http://localhost:${port}`;
  let server: ChildProcess | undefined;
  test.use({ baseURL: origin, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test.beforeAll(async () => {
    // The same compiled server as the shared one, on a fresh in-memory database, without the demo seed.
    server = spawn(
      process.execPath,
      [fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url))],
      {
        env: {
          ...process.env,
          PORT: String(port),
          APP_URL: origin,
          DATA_DIR: 'memory://',
          NODE_ENV: 'test',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          AUTH_RATE_LIMIT_SCALE: '100',
        },
        stdio: 'ignore',
      },
    );
    await expect
      .poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status ?? 0, {
        timeout: 60_000,
      })
      .toBe(200);
  });
  test.afterAll(() => {
    server?.kill();
  });

  test('empty boards say “Sem participantes ainda”; a first run puts the viewer alone on the distance boards', async ({
    page,
  }) => {
    const alone: Candidate = { nickname: `Solo${TAG}`, sexo: 'M', runs: [], swims: [] };
    await seedCandidate(page.request, alone);
    await page.goto('/ranking');
    await expect(page.getByRole('tab', { name: 'Corrida', selected: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('Sem participantes ainda')).toHaveCount(6);
    await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
    await expect(board(page, 'run_distance_alltime').getByTestId('board-my-status')).toHaveText(
      'Você ainda não tem corridas. Registre um treino para aparecer aqui.',
    );
    // A man is told nothing on the women's boards.
    await expect(board(page, 'run_2400_female_alltime').getByTestId('board-my-status')).toHaveCount(0);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: '../.tmp/screens/ranking-vazio-360.png', fullPage: true });
    // The same empty boards at desktop width, two by two.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('main').getByText('Sem participantes ainda')).toHaveCount(6);
    const [left, right] = await Promise.all([
      board(page, 'run_distance_alltime').boundingBox(),
      board(page, 'run_distance_monthly').boundingBox(),
    ]);
    expect(right?.y).toBe(left?.y);
    expect(right?.x).toBeGreaterThan((left?.x ?? 0) + (left?.width ?? 0) - 1);
    await page.setViewportSize({ width: 360, height: 740 });

    await post(page.request, 'insert_training_activity', {
      p_activity_type: 'RUN',
      p_value_primary: 2450,
      p_value_secondary: 600,
    });
    await page.reload();
    for (const key of ['run_distance_alltime', 'run_distance_monthly']) {
      const rows = rowsOf(board(page, key).getByRole('table'));
      await expect(rows).toHaveCount(1);
      await expect(rows.first().getByRole('img', { name: '1º lugar, medalha de ouro' })).toBeVisible();
      await expect(rows.first()).toContainText(`Solo${TAG}Você2,5 km`);
    }
    // Typed by hand, even at 2450 m: never on the 2400 m boards.
    await expect(board(page, 'run_2400_male_alltime')).toContainText('Sem participantes ainda');
    await expect(board(page, 'run_2400_male_monthly')).toContainText('Sem participantes ainda');
    await expect(page.getByRole('main').getByText('Sem participantes ainda')).toHaveCount(4);
  });
});

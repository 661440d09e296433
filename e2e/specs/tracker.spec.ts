import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createConfirmedAccount, PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/mail';

// The tracker (issue 9) against the built-in Strava stand-in the e2e server mounts: connect through
// its consent page in a new tab, back with 'Strava conectado!', the imported runs and swims with
// their coins, disconnect; and three real watch files (Garmin TCX, Strava GPX, COROS FIT) at once.

// The real recordings kept with the parsers (licences in LICENSES.md there).
const FIXTURES = fileURLToPath(
  new URL('../../apps/server/src/integrations/activity-files/fixtures/', import.meta.url),
);
const WATCH_FILES = [
  'run_garmin-fr410_hr.tcx',
  'run_strava-export_20170308.gpx',
  'run_coros-pace2_20210507.fit',
];

async function signInCandidate(page: Page, tag: string) {
  const email = uniqueEmail(tag);
  await createConfirmedAccount(page.request, email, 'Rafa Lima');
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  const profile = await page.request.post('/api/rpc/update_perfil_completo', {
    data: {
      p_nome: 'Rafa Lima',
      p_nickname: `Rafa${tag}${Date.now() % 100_000}`,
      p_sexo: 'M',
      p_peso_kg: 75,
      p_altura_cm: 178,
      p_taf_dt: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
      p_cargo_code: 'SOLDADO',
      p_consent_ranking: false,
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
}

const balanceOf = async (page: Page) => {
  const answer = await page.request.post('/api/rpc/get_coin_wallet', { data: {} });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { balance: number } }).data.balance;
};

for (const width of [360, 1280]) {
  test(`connect Strava, see the imported activities and coins, disconnect (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
    await signInCandidate(page, `strava${width}`);

    // The header link leads to the page.
    await page.goto('/aluno/dashboard');
    await expect(page.getByRole('link', { name: 'Conectar Strava' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Atalhos' })
      .getByRole('link', { name: 'Integrações' })
      .click();
    await expect(page).toHaveURL(/\/integracoes$/);
    await expect(page.getByRole('heading', { name: 'Integrações', level: 1 })).toBeVisible();
    await expect(page.getByText('Não conectado')).toBeVisible();

    // Conectar: the stand-in's consent page opens in a new tab.
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Conectar', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Conectando...' })).toBeDisabled();
    const consent = await popupPromise;
    await expect(consent.getByRole('heading', { name: /Autorizar o Prontidão/ })).toBeVisible();
    await consent.getByRole('button', { name: 'Autorizar' }).click();

    // Back in the app (that tab): success, the address cleaned, connected.
    await expect(consent.getByText('Strava conectado!')).toBeVisible();
    await expect(consent).toHaveURL(/\/integracoes$/);
    await expect(consent.getByText('Conectado', { exact: true })).toBeVisible();
    await consent.close();

    // The first tab rechecks the status 3 s after opening the other one.
    await expect(page.getByText('Conectado', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Conectar', exact: true })).toHaveCount(0);
    await expect(
      page.getByText('Suas corridas e natações do Strava são importadas automaticamente.'),
    ).toBeVisible();

    // The 30-day backfill runs in the background; the list follows it.
    const items = page.getByTestId('recent-activity');
    await expect(items.first()).toBeVisible({ timeout: 20_000 });
    await expect(items.filter({ hasText: 'Corrida' }).first()).toBeVisible();
    await expect(items.filter({ hasText: 'Natação' }).first()).toBeVisible();
    await expect(items.first()).toContainText(/\+\d+ moedas?/);
    await expect(items.first()).toContainText(/\d m · \d+:\d{2}(:\d{2})?/);
    const coins = await balanceOf(page);
    expect(coins).toBeGreaterThan(0);
    await page.screenshot({ path: `../.tmp/screens/integracoes-conectado-${width}.png`, fullPage: true });

    // The dashboard card shows the latest and up to two earlier (after the promotion overlay, if any).
    await page.goto('/aluno/dashboard');
    const promoted = page.getByText('PROMOVIDO!');
    await promoted.waitFor({ state: 'visible', timeout: 3000 }).catch(() => {});
    await expect(promoted).toBeHidden({ timeout: 8000 });
    const synced = page.getByTestId('dashboard-activity');
    await expect(synced.first()).toBeVisible();
    expect(await synced.count()).toBeLessThanOrEqual(3);
    await expect(synced.first()).toContainText('Mais recente');
    await page.screenshot({ path: `../.tmp/screens/dashboard-strava-${width}.png`, fullPage: true });
    await page.goto('/integracoes');

    // Disconnect: the Strava activities go, the coins stay.
    await page.getByRole('button', { name: 'Desconectar' }).click();
    await expect(page.getByText('Strava desconectado!')).toBeVisible();
    await expect(page.getByText('Não conectado')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Atividades Recentes' })).toHaveCount(0);
    expect(await balanceOf(page)).toBe(coins);
  });
}

test('a consent refused comes back with its reason and the address cleaned', async ({ page }) => {
  await signInCandidate(page, 'stravanao');
  await page.goto('/integracoes');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Conectar', exact: true }).click();
  const consent = await popupPromise;
  await consent.getByRole('button', { name: 'Cancelar' }).click();
  await expect(consent.getByText('Você não autorizou o acesso ao Strava.')).toBeVisible();
  await expect(consent).toHaveURL(/\/integracoes$/);
  await expect(consent.getByText('Não conectado')).toBeVisible();
});

for (const [width, place] of [
  [360, '/aluno/treinos'],
  [1280, '/integracoes'],
] as const) {
  test(`three watch files at once on ${place} (${width} px): imported with coins, in the history`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
    await signInCandidate(page, `arquivos${width}`);
    const before = await balanceOf(page);
    await page.goto(place);
    await page
      .getByLabel('Arquivos do relógio (GPX, TCX ou FIT)')
      .setInputFiles(WATCH_FILES.map((name) => `${FIXTURES}${name}`));

    const rows = page.getByTestId('upload-item');
    await expect(rows).toHaveCount(3);
    for (const name of WATCH_FILES) {
      const row = rows.filter({ hasText: name });
      await expect(row.getByText('Importado')).toBeVisible({ timeout: 20_000 });
      await expect(row).toContainText(/\+\d+ moedas?/);
    }
    expect(await balanceOf(page)).toBeGreaterThan(before);
    await page.screenshot({ path: `../.tmp/screens/upload-${width}.png`, fullPage: true });

    // The same files again: already there, nothing new.
    const after = await balanceOf(page);
    await page.getByRole('button', { name: 'Limpar lista' }).click();
    await page
      .getByLabel('Arquivos do relógio (GPX, TCX ou FIT)')
      .setInputFiles(WATCH_FILES.map((name) => `${FIXTURES}${name}`));
    await expect(rows.getByText('Já importado')).toHaveCount(3, { timeout: 20_000 });
    expect(await balanceOf(page)).toBe(after);

    if (place === '/aluno/treinos') {
      await page.getByRole('tab', { name: 'Histórico' }).click();
      await expect(page.getByText(/9[.,]5\s?km/).first()).toBeVisible();
    }
  });
}

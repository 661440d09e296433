import type { BrowserContext, Page } from '@playwright/test';
import { createConfirmedAccount, PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';

// Offline logging (issue 8): the installed app at the pool, without signal, keeps the form working,
// queues the workout on the device as 'pendente' and sends it once when the network returns.

const QUEUED = 'Sem conexão: treino salvo no aparelho e será enviado quando a internet voltar.';

/** A new candidate with a complete profile, signed in in the page's browser context. */
async function signInCandidate(page: Page, tag: string) {
  const unique = `${tag}${Date.now() % 1e8}`;
  const email = `nadador.${unique}@exemplo.com`;
  await createConfirmedAccount(page.request, email, 'Nadador Offline');
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  const profile = await page.request.post('/api/rpc/update_perfil_completo', {
    data: {
      p_nome: 'Nadador Offline',
      p_nickname: `nadador${unique}`.slice(0, 30),
      p_sexo: 'F',
      p_peso_kg: 62,
      p_altura_cm: 168,
      p_taf_dt: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
      p_cargo_code: 'SOLDADO',
      p_consent_ranking: false,
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
}

interface ServerActivity {
  activity_type: string;
  value_primary: number | null;
}

/** The person's swims of `metres` as the server has them (API, not the page). */
async function swimsOnServer(page: Page, metres: number): Promise<ServerActivity[]> {
  const response = await page.request.post('/api/rpc/get_user_training_activities', { data: { limit: 100 } });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { items: ServerActivity[] } };
  return data.items.filter((item) => item.activity_type === 'SWIM' && item.value_primary === metres);
}

/** Opens /aluno/treinos online and waits until the service worker controls it with its files cached. */
async function openTrainingOnline(page: Page) {
  await page.goto('/aluno/treinos');
  await expect(page.getByRole('heading', { name: 'Registrar treino' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // Every script this page runs is in the worker's cache (it asked for those it loaded before the worker ran).
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const scripts = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'));
        if (scripts.length === 0) return ['(nenhum script carregado)'];
        const cached = await Promise.all(scripts.map((url) => caches.match(url.pathname)));
        return scripts.filter((_, index) => !cached[index]).map((url) => url.pathname);
      }),
    )
    .toEqual([]);
}

async function logSwim(page: Page, metres: number, time: string) {
  await page
    .locator('label')
    .filter({ hasText: /^Natação$/ })
    .click();
  await page.getByRole('textbox', { name: /^Distância/ }).fill(String(metres));
  await page.getByRole('textbox', { name: /^Tempo/ }).fill(time);
  await page.getByRole('button', { name: 'Registrar treino' }).click();
}

const pendingList = (page: Page) => page.getByRole('region', { name: 'Salvos no aparelho' });

const history = (page: Page) => page.getByRole('list', { name: 'Histórico de treinos' });

for (const screen of [
  { name: 'desktop', viewport: null },
  { name: '360 px', viewport: { width: 360, height: 740 } },
]) {
  test(`${screen.name}: without signal a swim is kept on the device as pendente and reaches the server once when it returns`, async ({
    page,
    context,
  }) => {
    if (screen.viewport) await page.setViewportSize(screen.viewport);
    await offlineSwimJourney(page, context, `offline${screen.viewport ? 'm' : 'd'}`);
  });
}

async function offlineSwimJourney(page: Page, context: BrowserContext, tag: string) {
  await signInCandidate(page, tag);
  await openTrainingOnline(page);

  // At the pool: no network, and the app is opened again from the home screen.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Registrar treino' })).toBeVisible();
  await logSwim(page, 1050, '21:00');
  await expect(page.getByText(QUEUED)).toBeVisible();

  await page.getByRole('tab', { name: 'Histórico' }).click();
  const pending = pendingList(page);
  await expect(pending.getByRole('listitem')).toHaveCount(1);
  await expect(pending.getByRole('listitem')).toContainText('Natação');
  await expect(pending.getByRole('listitem')).toContainText('1,1 km em 21:00');
  await expect(pending.getByText('pendente')).toBeVisible();
  expect(await swimsOnServer(page, 1050)).toHaveLength(0);

  // Back in signal: the queue is sent by itself and the history shows the swim.
  await context.setOffline(false);
  await expect(pending).toBeHidden();
  await expect(history(page).getByRole('listitem').filter({ hasText: 'Natação' })).toHaveCount(1);
  await expect.poll(async () => (await swimsOnServer(page, 1050)).length).toBe(1);

  // Nothing is sent again later (app start, visibility): still exactly one.
  await page.reload();
  await page.getByRole('tab', { name: 'Histórico' }).click();
  await expect(history(page).getByRole('listitem')).toHaveCount(1);
  await expect(pendingList(page)).toBeHidden();
  expect(await swimsOnServer(page, 1050)).toHaveLength(1);
}

test('a send whose answer is lost is retried with the same key and written once', async ({ page }) => {
  await signInCandidate(page, 'lost');
  await openTrainingOnline(page);

  // The first insert reaches the server, which writes it; its answer never reaches the device.
  let attempts = 0;
  const keys: string[] = [];
  await page.route('**/api/rpc/insert_training_activity', async (route) => {
    attempts++;
    keys.push((route.request().postDataJSON() as { p_client_key: string }).p_client_key);
    if (attempts === 1) {
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });

  await logSwim(page, 1250, '25:00');
  await expect(page.getByText(QUEUED)).toBeVisible();
  await page.getByRole('tab', { name: 'Histórico' }).click();
  await expect(pendingList(page).getByText('pendente')).toBeVisible();
  expect(await swimsOnServer(page, 1250)).toHaveLength(1);

  // The app starts again and sends its queue: the server knows the key and writes nothing new.
  await page.reload();
  await page.getByRole('tab', { name: 'Histórico' }).click();
  await expect.poll(() => attempts).toBe(2);
  await expect(history(page).getByRole('listitem')).toHaveCount(1);
  await expect(pendingList(page)).toBeHidden();
  expect(keys[1]).toBe(keys[0]);
  expect(await swimsOnServer(page, 1250)).toHaveLength(1);
});

test('signing out makes the service worker forget who was signed in', async ({ page, axeEveryPage }) => {
  await signInCandidate(page, 'signout');
  await openTrainingOnline(page);
  const remembered = () =>
    page.evaluate(async () => (await caches.match('/__offline__/auth-context')) !== undefined);
  await expect.poll(remembered).toBe(true);

  // The page is audited before the menu opens: signing out leaves it, so axe could not look again.
  await axeEveryPage.idle();
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(remembered).toBe(false);
});

import { createECDH, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createConfirmedAccount, PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/mail';

// Issue 26 on a phone: a candidate turns reminders on in the profile (the notifications permission
// granted in the browser), the demo's clock runs what is due, the bell's count rises, and they
// read it. Debian's headless Chromium has no push service (subscribe() always fails there), so the
// page's PushManager hands out a subscription with real P-256 keys; everything after it — the
// server's checks, the centre, the bell — is the real one. The push protocol itself (VAPID,
// aes128gcm) is proven by the API tests against a push service of their own.

/** Today in São Paulo (YYYY-MM-DD), and that date moved by `days`. */
const saoPauloDate = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

async function signInCandidate(page: Page) {
  const email = uniqueEmail('lembretes360');
  await createConfirmedAccount(page.request, email, 'Lia Campos');
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  const profile = await page.request.post('/api/rpc/update_perfil_completo', {
    data: {
      p_nome: 'Lia Campos',
      p_nickname: `Lia${Date.now() % 100_000}`,
      p_sexo: 'F',
      p_peso_kg: 58,
      p_altura_cm: 163,
      p_taf_dt: saoPauloDate(30),
      p_cargo_code: 'SOLDADO',
      p_consent_ranking: false,
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
}

/** A PushManager that subscribes (kept in localStorage, as a browser keeps its subscription). */
async function stubPushManager(page: Page) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const subscription = {
    endpoint: 'https://127.0.0.1:9/push/e2e-lembretes',
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  await page.addInitScript((json) => {
    const KEY = 'e2e-push-subscription';
    const make = () => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { applicationServerKey: null },
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.getSubscription = async () =>
      (localStorage.getItem(KEY) ? make() : null) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => {
      localStorage.setItem(KEY, '1');
      return make() as unknown as PushSubscription;
    };
  }, subscription);
}

const fitsWidth = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test.describe('on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('turns reminders on, the due job runs, the bell counts it, and it is read', async ({
    page,
    context,
  }, testInfo) => {
    await context.grantPermissions(['notifications']);
    await stubPushManager(page);
    await signInCandidate(page);

    await page.goto('/aluno/perfil');
    const card = page.getByRole('region', { name: 'Lembretes' });
    await expect(card.getByRole('heading', { name: 'Lembretes' })).toBeVisible();
    await card.getByRole('button', { name: 'Ativar notificações' }).click();
    await expect(card.getByText('Ativas neste aparelho')).toBeVisible();
    const settings = async () =>
      (await (await page.request.post('/api/rpc/get_notification_settings', { data: {} })).json()).data;
    expect((await settings()).push_devices).toBe(1);

    // One kind off; the countdown stays on.
    await card.getByLabel('Resumo da semana').uncheck();
    await expect
      .poll(
        async () =>
          (await settings()).kinds.find((k: { kind: string }) => k.kind === 'resumo_semanal').enabled,
      )
      .toBe(false);
    await fitsWidth(page);
    await card.screenshot({ path: testInfo.outputPath('lembretes-360.png') });

    const bell = page.getByRole('button', { name: /^Notificações/ });
    await expect(bell).toHaveAccessibleName('Notificações');

    // The demo's clock: what is due today at 10:00 in São Paulo (the 30-day countdown).
    const at = encodeURIComponent(`${saoPauloDate()}T10:00:00-03:00`);
    const ran = await page.request.post(`/api/dev/jobs/notifications?at=${at}`, { data: {} });
    expect(ran.status()).toBe(200);
    expect((await ran.json()).data.created).toBeGreaterThanOrEqual(1);

    // Back to the app (the bell also asks every minute and when the window regains focus).
    await page.goto('/aluno/dashboard');
    await expect(bell).toHaveAccessibleName('Notificações, 1 não lida');
    await bell.click();
    const item = page.getByRole('menuitem', { name: /Faltam 30 dias para o seu TAF/ });
    await expect(item).toBeVisible();
    await fitsWidth(page);
    await page.screenshot({ path: testInfo.outputPath('sino-360.png') });
    await item.click();
    await expect(page).toHaveURL(/\/aluno\/dashboard$/);
    await expect(bell).toHaveAccessibleName('Notificações');
    const inbox = (await (await page.request.post('/api/rpc/get_notifications', { data: {} })).json()).data;
    expect(inbox.unread).toBe(0);
    expect(inbox.items[0]).toMatchObject({ title: 'Faltam 30 dias para o seu TAF', read: true });
  });
});

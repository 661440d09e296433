// Issue 27: the landing costs a phone (almost) nothing — its HTML and CSS paint and work, and the
// app (React, the router) starts only at the person's first sign (features/landing/start-on-intent.js).
// Regression tests for what would grow back silently: scripts run before anyone moves, a click lost
// while the app starts, a signed-in person kept on the landing.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** Whether React has taken the prerendered page over (its fiber keys on the page's elements). */
const isHydrated = (page: Page) =>
  page
    .locator('#hero-titulo')
    .evaluate((heading) => Object.keys(heading).some((key) => key.startsWith('__react')));

test('a visitor who only looks runs no module of the app; the first sign starts it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Prepare-se para o seu TAF' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  expect(await page.locator('script[type="module"]').count()).toBe(0);
  expect(await isHydrated(page)).toBe(false);
  // The page works without it: its links are links.
  await expect(page.getByRole('link', { name: 'Faça login' }).first()).toHaveAttribute('href', '/auth');

  await page.mouse.move(30, 30);
  await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
  await expect(page.getByRole('button', { name: /^(Pausar|Reproduzir) vídeo$/ })).toBeVisible();
});

test('a tap on a button before the app is live is not lost: it happens once the app is', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Começar agora' }).tap();
  await expect(page.getByRole('heading', { name: 'Como você quer entrar?' })).toBeFocused({
    timeout: 15_000,
  });
});

test('someone signed in opening the landing is taken home without a touch', async ({ page }) => {
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'demo@prontidao.app', password: 'Demo#TAF2025' },
  });
  expect(signIn.status()).toBe(200);
  await page.goto('/');
  await expect(page).toHaveURL(/\/aluno\/dashboard$/, { timeout: 15_000 });
});

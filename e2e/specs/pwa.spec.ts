import { expect, test } from '../support/fixtures';

test('the app is an installable PWA: manifest with icons, a service worker in control', async ({
  page,
  request,
}) => {
  await page.goto('/');
  // The landing starts the app — which registers the worker — at the visitor's first sign (decision 056).
  await page.mouse.move(20, 20);
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifest = await (await request.get(manifestHref ?? '')).json();
  expect(manifest).toMatchObject({ name: 'Prontidão', lang: 'pt-BR', display: 'standalone', start_url: '/' });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);

  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
});

test.describe('installed (standalone) on a wide screen', () => {
  test('navigation is the bottom bar with the first five items', async ({ page }) => {
    await page.emulateMedia({ media: 'screen' });
    // Chromium has no installed-app mode in tests: answer the standalone query as an installed PWA would.
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      const noop = () => {};
      window.matchMedia = (query: string) => {
        if (!query.includes('display-mode: standalone')) return original(query);
        return {
          matches: true,
          media: query,
          onchange: null,
          addEventListener: noop,
          removeEventListener: noop,
          addListener: noop,
          removeListener: noop,
          dispatchEvent: () => false,
        } as MediaQueryList;
      };
    });
    await page.goto('/auth');
    await page.getByLabel('E-mail').fill('demo@prontidao.app');
    await page.getByLabel('Senha', { exact: true }).fill('Demo#TAF2025');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/aluno\/dashboard$/);
    const bar = page.getByRole('navigation', { name: 'Navegação rápida' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveCount(5);
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeHidden();
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const isPaused = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused);
/** The landing starts its app (and the video) at the person's first sign: here, the mouse. */
const openLanding = async (page: Page) => {
  await page.goto('/');
  await page.mouse.move(20, 20);
};

test('the looping hero video can be paused and played again, with the keyboard too', async ({ page }) => {
  await openLanding(page);
  const pause = page.getByRole('button', { name: 'Pausar vídeo' });
  await expect(pause).toBeVisible();
  await expect.poll(() => isPaused(page)).toBe(false);

  await pause.click();
  await expect(page.getByRole('button', { name: 'Reproduzir vídeo' })).toBeVisible();
  expect(await isPaused(page)).toBe(true);

  await page.getByRole('button', { name: 'Reproduzir vídeo' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Pausar vídeo' })).toBeFocused();
  await expect.poll(() => isPaused(page)).toBe(false);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Reproduzir vídeo' })).toBeVisible();
  expect(await isPaused(page)).toBe(true);
});

test('with reduced motion the video does not start; the still shows and it plays only when asked', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openLanding(page);
  const play = page.getByRole('button', { name: 'Reproduzir vídeo' });
  await expect(play).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await isPaused(page)).toBe(true);
  expect(await page.locator('video').getAttribute('autoplay')).toBeNull();
  expect(await page.locator('video').getAttribute('poster')).toMatch(/hero-poster/);

  await play.click();
  await expect(page.getByRole('button', { name: 'Pausar vídeo' })).toBeVisible();
  await expect.poll(() => isPaused(page)).toBe(false);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  test('the pause button sits in the hero without covering the headline', async ({ page }) => {
    await openLanding(page);
    const button = page.getByRole('button', { name: /^(Pausar|Reproduzir) vídeo$/ });
    await expect(button).toBeInViewport();
    const box = await button.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: '../.tmp/screens/landing-video-360.png' });
  });
});

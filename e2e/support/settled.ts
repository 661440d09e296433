import { expect, type Page, type Request } from '@playwright/test';

const QUIET_MS = 250;
const QUIET_LIMIT_MS = 10_000;

/**
 * For the sweeps that visit many pages in a row: `settled()` resolves once the page is drawn and its
 * calls are answered — loaded, no request of its own in flight for 250 ms (a video's are not waited
 * for: the landing's streams on), no loading screen and no loading placeholder left.
 * Playwright's 'networkidle' wanted 500 ms of silence and waited out its limit on the landing's video.
 */
export function pageSettler(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'media') inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));

  return async () => {
    await page.waitForLoadState('load');
    const deadline = Date.now() + QUIET_LIMIT_MS;
    let quietSince = Date.now();
    while (Date.now() - quietSince < QUIET_MS && Date.now() < deadline) {
      if (inFlight.size > 0) quietSince = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await expect(page.getByText('Preparando sua experiência')).toHaveCount(0);
    await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  };
}

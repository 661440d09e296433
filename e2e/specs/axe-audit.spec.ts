// The journeys' automatic accessibility audit (support/axe-audit.ts) is only worth its time if it can
// fail: here it reads a page with planted serious faults and must name each of them.
import { expect, test } from '@playwright/test';
import { auditEveryPage } from '../support/axe-audit';

const PLANTED = `<!doctype html><html lang="pt-BR"><head><title>Falhas plantadas</title></head><body><main>
  <h1>Falhas plantadas</h1>
  <button id="sem-nome"><svg width="16" height="16"></svg></button>
  <img id="sem-alt" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <p id="apagado" style="color:#bbb;background:#fff">Texto quase invisível</p>
</main></body></html>`;

test('the audit names the serious faults of a page: no name, no alt, low contrast', async ({ page }) => {
  await page.route('**/falhas-plantadas', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: PLANTED }),
  );
  const audit = auditEveryPage(page);
  await page.goto('/falhas-plantadas');
  const findings = await audit.finish();
  const found = Object.fromEntries(findings.map((finding) => [finding.rule, finding.targets]));
  expect(found['button-name']).toEqual(['#sem-nome']);
  expect(found['image-alt']).toEqual(['#sem-alt']);
  expect(found['color-contrast']).toEqual(['#apagado']);
  expect(findings.every((finding) => finding.url === '/falhas-plantadas')).toBe(true);
});

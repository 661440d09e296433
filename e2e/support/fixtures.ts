import { test as base, expect } from '@playwright/test';
import { auditEveryPage, describeFindings } from './axe-audit';

export { expect };

/**
 * The journeys' `test`: every page a journey visits is checked by axe (automatic fixture), and the
 * journey fails on any serious or critical violation, listed by page, rule and element.
 */
export const test = base.extend<{ axeEveryPage: { idle: () => Promise<void> } }>({
  axeEveryPage: [
    async ({ page }, use, testInfo) => {
      const audit = auditEveryPage(page);
      await use({ idle: () => audit.idle() });
      const findings = await audit.finish();
      if (findings.length > 0) {
        await testInfo.attach('axe-violations.json', {
          body: JSON.stringify(findings, null, 2),
          contentType: 'application/json',
        });
      }
      expect(findings, describeFindings(findings)).toEqual([]);
    },
    { auto: true },
  ],
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface AxeFinding {
  url: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Axe on a page, run inside the page itself (axe-core's `axe.run`, "legacy mode"). The default mode
 * opens a blank tab per audit to merge the frames' partial results: twice the time (0.4–0.7 s → 0.2–0.3 s
 * an audit here) for what only cross-origin iframes need, and the app has no iframe. Same rules, same
 * results (decision 009).
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const QUIET_MS = 300;
const SETTLE_LIMIT_MS = 5_000;
const ANIMATION_LIMIT_MS = 2_000;
/** Playwright's words for "the document was replaced while evaluating". */
const NAVIGATED = /Execution context was destroyed|because of a navigation/;

/**
 * Audits with axe every page the main frame navigates to (full loads and the SPA's pushState), once
 * per URL, after the network is quiet. `finish` audits the page the journey ends on and returns the
 * serious and critical violations found.
 */
export function auditEveryPage(page: Page) {
  const audited = new Set<string>();
  const findings: AxeFinding[] = [];
  const inFlight = new Set<unknown>();
  let navigations = 0;
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));

  async function settle() {
    await page.waitForLoadState('load').catch(() => {});
    const deadline = Date.now() + SETTLE_LIMIT_MS;
    let quietSince = Date.now();
    while (Date.now() - quietSince < QUIET_MS && Date.now() < deadline) {
      if (inFlight.size > 0) quietSince = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Axe's blocking findings once running transitions end (a fading dialog is not low contrast). */
  async function blockingViolations(url: string): Promise<AxeFinding[]> {
    // Toasts come and go on their own clock, mid-fade while axe reads them: `auditToasts` checks them
    // at rest, where a journey shows one.
    const { violations } = await analyzeAtRest(page, axeOn(page).exclude(TOASTER));
    return violations
      .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
      .map((violation) => ({
        url: new URL(url).pathname,
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  }

  async function audit() {
    if (page.isClosed()) return;
    await settle();
    const url = page.url();
    const navigationsBefore = navigations;
    if (!url.startsWith('http') || audited.has(url) || page.isClosed()) return;
    try {
      if (!(await page.evaluate(() => document.contentType === 'text/html'))) return;
      audited.add(url);
      const first = await blockingViolations(url);
      // The journey keeps acting while axe runs: a finding counts when a second look still sees it,
      // or when the page has moved on and it cannot be looked at again.
      if (first.length === 0) return;
      if (page.url() !== url) {
        findings.push(...first);
        return;
      }
      findings.push(...stillSeen(first, await blockingViolations(url)));
    } catch (error) {
      audited.delete(url);
      // The page went away while axe ran: the next page is audited on its own navigation (whose
      // event may come just after the error).
      await new Promise((resolve) => setTimeout(resolve, 200));
      const isGone = page.isClosed() || navigations !== navigationsBefore || NAVIGATED.test(String(error));
      if (!isGone) throw error;
    }
  }

  let queue: Promise<void> = Promise.resolve();
  let failure: unknown;
  const enqueue = () => {
    queue = queue.then(audit).catch((error) => {
      failure ??= error;
    });
  };
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    navigations++;
    enqueue();
  });

  return {
    /** Resolves once the pages visited so far are audited: await it before opening a menu that leaves the page. */
    async idle(): Promise<void> {
      await queue;
    },
    async finish(): Promise<AxeFinding[]> {
      enqueue();
      await queue;
      if (failure) throw failure;
      return findings;
    },
  };
}

const TOASTER = '[data-sonner-toaster]';

/** Axe's serious and critical findings on the toasts now shown, once they are at rest (not fading). */
export async function auditToasts(page: Page): Promise<AxeFinding[]> {
  await page.locator('[data-sonner-toast][data-mounted="true"]').first().waitFor();
  const result = await analyzeAtRest(page, axeOn(page).include(TOASTER));
  return result.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      url: new URL(page.url()).pathname,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** The findings of a first look that a second look still sees, element by element. */
function stillSeen(first: AxeFinding[], again: AxeFinding[]): AxeFinding[] {
  const seen = new Set(
    again.flatMap((finding) => finding.targets.map((target) => `${finding.rule} ${target}`)),
  );
  return first
    .map((finding) => ({
      ...finding,
      targets: finding.targets.filter((target) => seen.has(`${finding.rule} ${target}`)),
    }))
    .filter((finding) => finding.targets.length > 0);
}

/**
 * Runs in the page: waits for the finite CSS animations and transitions to end — after two frames,
 * so one about to start (a toast mounted this frame fades in on the next) is waited for too.
 */
function finishedAnimations(limitMs: number) {
  const twoFrames = new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const settled = twoFrames.then(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const limit = new Promise((resolve) => setTimeout(resolve, limitMs));
  return Promise.race([settled, limit]).then(() => undefined);
}

export function describeFindings(findings: AxeFinding[]): string {
  const lines = findings.map(
    (finding) =>
      `${finding.url} · ${finding.rule} (${finding.impact}): ${finding.help} — ${finding.targets.join(', ')}`,
  );
  return `axe: violações sérias ou críticas\n${lines.join('\n')}`;
}

/**
 * Axe's reading of the page at rest: once its running animations end, and with CSS transitions and
 * animations snapped to their end while axe reads (the journey keeps acting meanwhile: a button whose
 * opacity eases back from its disabled 50 % just as axe reads it is not low contrast).
 * One axe at a time per page: the automatic audit of every page and a journey's own audit of its
 * toasts may ask at once, and the second is refused ('Axe is already running'). It waits its turn.
 */
export async function analyzeAtRest(
  page: Page,
  builder: AxeBuilder,
): Promise<Awaited<ReturnType<AxeBuilder['analyze']>>> {
  await page.evaluate(finishedAnimations, ANIMATION_LIMIT_MS);
  for (let waited = 0; ; waited += 100) {
    await page.evaluate(setMotion, false);
    try {
      return await builder.analyze();
    } catch (error) {
      if (waited >= 3_000 || !/already running/i.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      // The document may be gone (the journey navigated): its style went with it.
      await page.evaluate(setMotion, true).catch(() => {});
    }
  }
}

/** Runs in the page: snaps transitions and animations to their end (`moving` false), or lets them run. */
function setMotion(moving: boolean) {
  const id = 'axe-audit-at-rest';
  document.getElementById(id)?.remove();
  if (moving) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent =
    '*,*::before,*::after{transition:none!important;animation-duration:0s!important;animation-delay:0s!important}';
  document.head.append(style);
}

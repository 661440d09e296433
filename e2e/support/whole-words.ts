import type { Page } from '@playwright/test';

/**
 * The words of a navigation's link labels that the browser broke across two lines ('Verificaçõe|s'
 * at 360 px). A label may wrap between its words ('Progresso | TAF'), never inside one.
 */
export function wordsSplitIn(page: Page, navigation: string): Promise<string[]> {
  return page.getByRole('navigation', { name: navigation }).evaluate((nav) => {
    const split: string[] = [];
    for (const link of Array.from(nav.querySelectorAll('a'))) {
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) split.push(match[0]);
        }
      }
    }
    return split;
  });
}

import { SNIPPET_TOPICS } from '@prontidao/domain/rewards/reward-types';
import { describe, expect, it } from 'vitest';
import { SNIPPET_ROWS, SNIPPETS } from './snippets-content.js';

const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÂÊÔÃÕÇ"])/u).length;

describe('the shipped knowledge snippets', () => {
  it('are at least 24, every topic at least twice', () => {
    expect(SNIPPETS.length).toBeGreaterThanOrEqual(24);
    for (const topic of SNIPPET_TOPICS) {
      expect(SNIPPETS.filter((s) => s.topic === topic).length, topic).toBeGreaterThanOrEqual(2);
    }
  });

  it('have unique, stable ids (kebab-case ASCII) and positions 0..n−1 in order', () => {
    const ids = SNIPPETS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(SNIPPET_ROWS.map((r) => r.position)).toEqual(SNIPPETS.map((_, i) => i));
  });

  it.each(SNIPPETS.map((s) => [s.id, s] as const))(
    '%s: known topic, texts and a citable source',
    (_id, s) => {
      expect(SNIPPET_TOPICS).toContain(s.topic);
      expect(s.title.trim().length).toBeGreaterThan(10);
      expect(s.body.trim()).not.toBe('');
      expect(sentences(s.body)).toBeGreaterThanOrEqual(2);
      expect(sentences(s.body)).toBeLessThanOrEqual(3);
      const paragraphs = s.extended.split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length).toBeLessThanOrEqual(4);
      for (const p of paragraphs) expect(p.trim().length).toBeGreaterThan(40);
      // 'Autores (ano). Título. …' and the DOI of the citation is the address given.
      expect(s.source).toMatch(/^[^()]+ \((19|20)\d{2}\)\. .+\./);
      const cited = /doi:(10\.\S+)$/.exec(s.source)?.[1];
      if (cited) expect(s.source_url).toBe(`https://doi.org/${cited}`);
      else expect(s.source_url === null || s.source_url.startsWith('https://')).toBe(true);
    },
  );
});

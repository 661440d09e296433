import { describe, expect, it } from 'vitest';
import { MEDAL_LABELS, type Medal, medalFor } from './medal';

describe('medalFor', () => {
  it.each<[number, Medal]>([
    [10, 'ouro'],
    [9, 'ouro'],
    [8.99, 'prata'],
    [7, 'prata'],
    [6.99, 'bronze'],
    [5, 'bronze'],
    [4.99, 'nenhuma'],
    [0, 'nenhuma'],
  ])('%d → %s', (nota, medal) => {
    expect(medalFor(nota)).toBe(medal);
  });

  it('labels every medal in pt-BR', () => {
    expect(MEDAL_LABELS).toEqual({ ouro: 'Ouro', prata: 'Prata', bronze: 'Bronze', nenhuma: 'Sem medalha' });
  });
});

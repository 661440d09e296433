export type Medal = 'ouro' | 'prata' | 'bronze' | 'nenhuma';

export const MEDAL_LABELS: Record<Medal, string> = {
  ouro: 'Ouro',
  prata: 'Prata',
  bronze: 'Bronze',
  nenhuma: 'Sem medalha',
};

/** Medal of a grade (a test's or the final one): ≥ 9 ouro, ≥ 7 prata, ≥ 5 bronze. */
export function medalFor(nota: number): Medal {
  if (nota >= 9) return 'ouro';
  if (nota >= 7) return 'prata';
  if (nota >= 5) return 'bronze';
  return 'nenhuma';
}

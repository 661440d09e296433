// Candidates write notes fast, on the phone: no accents, abbreviations, stretched letters, typos.
// The analyst reads them in one plain form: lowercase ASCII words, abbreviations spelled out,
// punctuation kept only as clause breaks (a negation never crosses a comma or a full stop).

/** Abbreviations and spellings of the chat (whole words, already without accents). */
const WORDS: Record<string, string> = {
  n: 'nao',
  nn: 'nao',
  naum: 'nao',
  nao: 'nao',
  q: 'que',
  pq: 'porque',
  vc: 'voce',
  tb: 'tambem',
  tbm: 'tambem',
  mt: 'muito',
  mto: 'muito',
  mta: 'muita',
  mtas: 'muitas',
  mtos: 'muitos',
  muinto: 'muito',
  pra: 'para',
  pro: 'para o',
  msm: 'mesmo',
  dps: 'depois',
  dpois: 'depois',
  ult: 'ultimas',
  ults: 'ultimas',
  utimas: 'ultimas',
  ultmas: 'ultimas',
  ultima: 'ultima',
  rep: 'repeticao',
  reps: 'repeticoes',
  repeticoes: 'repeticoes',
  rapidao: 'rapido',
  rapidinho: 'rapido',
  bracos: 'bracos',
};

/** The text as the analyst's patterns read it. */
export function normalizeObservation(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    // 'p/' 'c/' 's/' as written for para, com, sem.
    .replace(/\bp\//g, 'para ')
    .replace(/\bc\//g, 'com ')
    .replace(/\bs\//g, 'sem ')
    // Stretched letters: 'muuuito', 'cansadooo'.
    .replace(/([a-z])\1{2,}/g, '$1')
    // Clause breaks stay (one kind), everything else that is not a letter or digit is a space.
    .replace(/[.,;:!?()\n\r]+/g, ' , ')
    .replace(/[^a-z0-9, ]+/g, ' ');
  return plain
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => WORDS[word] ?? word)
    .join(' ')
    .replace(/(?: ,)+/g, ' ,')
    .replace(/^ ?, ?|(?: ,)+$/g, '')
    .trim();
}

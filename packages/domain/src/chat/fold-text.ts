// How the chat reads a question: accents and case folded away, numbers kept whole.

/** Lower case without accents ('Natação' → 'natacao'); 'ç' becomes 'c'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The words and numbers of a question, folded: 'Quanto preciso nos 2.400m p/ nota 7,5?' →
 * ['quanto', 'preciso', 'nos', '2400', 'm', 'p', 'nota', '7.5']. A dot between thousands is
 * dropped ('2.400' is 2400) and a decimal comma becomes a dot.
 */
export function tokenize(text: string): string[] {
  const folded = foldText(text).replace(/(\d)\.(\d{3})(?!\d)/g, '$1$2');
  return (folded.match(/\d+(?:[.,]\d+)?|[a-z]+/g) ?? []).map((token) => token.replace(',', '.'));
}

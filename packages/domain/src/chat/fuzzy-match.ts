// Typo tolerance: a word matches a keyword when it is one or two edits away (optimal string
// alignment: insertion, deletion, substitution or swap of neighbours), depending on its length.

/** Edit distance with adjacent swaps, stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Edits a word of this length may carry and still match: none up to 4 letters, 1 up to 7, then 2. */
export const allowedEdits = (length: number): number => (length <= 4 ? 0 : length <= 7 ? 1 : 2);

/** Whether a folded word is the keyword, allowing the typos its length permits. */
export function isNear(word: string, keyword: string): boolean {
  if (word === keyword) return true;
  const edits = allowedEdits(Math.min(word.length, keyword.length));
  return edits > 0 && editDistance(word, keyword, edits) <= edits;
}

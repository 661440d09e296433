import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters, safeText } from './safe-text';
import { nicknameKey, skeleton } from './skeleton';

describe('safeText', () => {
  const schema = safeText('Informe o texto.');
  it.each([
    ['bidi override', 'Ana\u202Egnp'],
    ['zero-width joiner', 'An\u200Da'],
    ['bell', 'a\u0007b'],
    ['NUL', 'a\u0000b'],
    ['lone high surrogate', 'ab\uD800'],
    ['lone low surrogate', '\uDC00ab'],
    ['BOM', '\uFEFFAna'],
  ])('refuses %s', (_label, value) => {
    expect(hasForbiddenCharacters(value)).toBe(true);
    expect(schema.safeParse(value).success).toBe(false);
  });
  it('reads text in NFC and keeps accents, emoji and other scripts', () => {
    expect(schema.parse('Jose\u0301')).toBe('José');
    expect(schema.parse('  Conceição 🔥 ')).toBe('Conceição 🔥');
    expect(schema.parse('Ελένη')).toBe('Ελένη');
  });
});

describe('confusable skeleton (TR39)', () => {
  it('look-alikes share a skeleton', () => {
    expect(skeleton('Dеmo')).toBe(skeleton('Demo')); // Cyrillic е
    expect(nicknameKey('Dеmo')).toBe(nicknameKey('demo'));
    expect(nicknameKey('B0mbeiro')).toBe(nicknameKey('Bombeiro'));
    expect(nicknameKey('𝔭𝒶𝕪𝕡𝕒𝕝')).toBe(nicknameKey('paypal'));
    expect(nicknameKey('Jose\u0301')).toBe(nicknameKey('José'));
  });
  it('different names stay different', () => {
    expect(nicknameKey('Ana')).not.toBe(nicknameKey('Ada'));
    expect(nicknameKey('João')).not.toBe(nicknameKey('Joao'));
  });
});

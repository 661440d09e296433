import { z } from 'zod';

/**
 * Characters no free text may hold: control (Cc), format (Cf: bidi overrides such as U+202E,
 * zero-width joiners) and lone surrogates (Cs). Text is read in NFC, so 'é' typed either way is
 * one character.
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Cs}]/u;

export const INVISIBLE_CHARACTERS =
  'O texto contém caracteres invisíveis ou de controle. Apague-os e digite de novo.';

export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN.test(value);
}

/** A string schema for free text: trimmed, NFC, no control/format/surrogate characters. */
export function safeText(message: string) {
  return z
    .string({ error: message })
    .refine((value) => !hasForbiddenCharacters(value), INVISIBLE_CHARACTERS)
    .transform((value) => value.normalize('NFC').trim());
}

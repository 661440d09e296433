import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as ptBr from '@zxcvbn-ts/language-pt-br';

/** zxcvbn's time grows faster than the length: it judges the first 32 characters (≈0.1 s at worst). */
const ESTIMATED_LENGTH = 32;

function createEstimator() {
  return new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...ptBr.dictionary },
    graphs: common.adjacencyGraphs,
    translations: ptBr.translations,
  });
}

/**
 * zxcvbn with the common and pt-BR dictionaries, built once per process. Marked pure so that a
 * bundle which only needs the constants of password-strength.ts leaves the dictionaries out.
 */
const estimator = /* @__PURE__ */ createEstimator();

/** log10 of the guesses an attacker with dictionaries, patterns and l33t rules needs (zxcvbn). */
export function estimatePasswordGuessesLog10(password: string): number {
  if (password.length === 0) return 0;
  return estimator.check(password.slice(0, ESTIMATED_LENGTH)).guessesLog10;
}

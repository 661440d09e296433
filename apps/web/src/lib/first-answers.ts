import type { RpcName } from './rpc-types';

declare global {
  interface Window {
    /** Calls a page shell started before the app's modules (app/first-data.js). */
    __prontidaoFirstAnswers?: Partial<Record<string, Promise<Response | null>>>;
    /** Calls the app has made at least once on this page: an early answer for them is stale. */
    __prontidaoCallsMade?: Set<string>;
  }
}

/**
 * The answer the page shell already asked for, for a call without input, used by that call's first
 * use only. The shell's script is async and may run after the app has already made the call itself
 * (its file came later than the app's): an answer for a call made before is dropped, never served to
 * a later use (after a save, that would be data from before it). Undefined when there is none.
 */
export function takeFirstAnswer(name: RpcName): Promise<Response | null> | undefined {
  window.__prontidaoCallsMade ??= new Set();
  const isFirstUse = !window.__prontidaoCallsMade.has(name);
  window.__prontidaoCallsMade.add(name);
  const answers = window.__prontidaoFirstAnswers;
  const answer = answers?.[name];
  if (answers && answer) delete answers[name];
  return isFirstUse ? answer : undefined;
}

import type { RpcName } from './rpc';

declare global {
  interface Window {
    /** Calls a page shell started before the app's modules (app/first-data.js). */
    __prontidaoFirstAnswers?: Partial<Record<string, Promise<Response | null>>>;
  }
}

/**
 * The answer the page shell already asked for, for a call without input: once, so every later use
 * of the call asks the server again. Undefined when the shell did not ask for it.
 */
export function takeFirstAnswer(name: RpcName): Promise<Response | null> | undefined {
  const answers = window.__prontidaoFirstAnswers;
  const answer = answers?.[name];
  if (answers && answer) delete answers[name];
  return answer;
}

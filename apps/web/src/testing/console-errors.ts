import { format } from 'node:util';

/**
 * Collects what is logged with console.error from now on; the returned function stops collecting and
 * gives the messages. The web setup fails every test that logs one (React warnings, MSW's unhandled
 * requests, caught render errors): a test that expects one silences it itself, visibly.
 */
export function watchConsoleErrors(): () => string[] {
  const original = console.error;
  const logged: string[] = [];
  console.error = (...args: unknown[]) => {
    logged.push(format(...args));
  };
  return () => {
    console.error = original;
    return logged;
  };
}

import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { StandInState } from './stand-in-store.js';

// The demo's stand-in remembers across restarts: its state is one JSON file, rewritten whole after
// every change (write to a temporary name, then rename: a crash leaves the old or the new file,
// never half of one). Small — a few athletes with four weeks of activities each.

export function readStandInState(file: string): StandInState | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as StandInState;
}

export function writeStandInState(file: string, state: StandInState): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(state));
  renameSync(temporary, file);
}

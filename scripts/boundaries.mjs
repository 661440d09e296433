// Runs dependency-cruiser with .dependency-cruiser.cjs on the sources and returns its result: the
// rule violations, and the files with their imports (for the module cycles). Decision 041.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];

/**
 * @param {{ cwd?: string, sources?: string[] }} [where] a planted copy (its own tsconfig.boundaries.json)
 * @returns {{ violations: { rule: string, from: string, to: string }[], modules: { source: string, dependencies: { resolved: string }[] }[] }}
 */
export function cruise({ cwd = root, sources = SOURCES } = {}) {
  const bin = join(root, 'node_modules/.bin/depcruise');
  const args = [...sources, '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', 'json'];
  let output;
  try {
    output = execFileSync(bin, args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  } catch (error) {
    // Exit code = the number of errors; the report is on stdout all the same.
    output = /** @type {{ stdout?: string }} */ (error).stdout;
    if (!output) throw error;
  }
  const result = JSON.parse(output);
  return {
    violations: result.summary.violations.map((v) => ({
      rule: v.rule.name,
      from: v.from,
      to: v.cycle ? v.cycle.map((step) => step.name ?? step).join(' → ') : v.to,
    })),
    modules: result.modules,
  };
}

/** One line per violation, as the test prints and the baseline lists them. */
export const describeViolation = ({ rule, from, to }) => `${rule}: ${from} → ${to}`;

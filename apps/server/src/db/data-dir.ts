import { accessSync, constants, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A data directory the embedded database cannot use: a message for the operator, in one line. */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

const NOT_A_FOLDER = new Set(['ENOTDIR', 'EEXIST']);
const NO_WRITE = new Set(['EACCES', 'EPERM', 'EROFS']);

/**
 * Makes sure PGlite can live in `dir`: it is (or becomes) a folder, and this process can write in
 * it (a probe file is written and removed — permission bits alone say nothing when run as root).
 * Throws DataDirError naming the directory and the problem.
 */
export function prepareDataDir(dir: string): void {
  const fail = (problem: string) => new DataDirError(`DATA_DIR ${dir} ${problem}`);
  const reason = (error: unknown) => String((error as NodeJS.ErrnoException).code ?? '');
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    if (NOT_A_FOLDER.has(reason(error))) throw fail('não é uma pasta');
    if (NO_WRITE.has(reason(error))) throw fail('não pode ser criada: sem permissão de escrita');
    throw fail(`não pode ser usada (${reason(error) || String(error)})`);
  }
  if (!statSync(dir).isDirectory()) throw fail('não é uma pasta');
  const probe = join(dir, `.prontidao-escrita-${process.pid}`);
  try {
    accessSync(dir, constants.R_OK | constants.W_OK | constants.X_OK);
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    if (NO_WRITE.has(reason(error))) throw fail('sem permissão de escrita');
    throw fail(`não pode ser usada (${reason(error) || String(error)})`);
  }
}

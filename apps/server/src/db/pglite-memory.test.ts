import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database is lean (issue 27)', () => {
  it('creates a new data directory outside this thread and keeps a 32 MB buffer pool', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'prontidao-pglite-memory-'));
    dirs.push(dir);
    const before = process.memoryUsage().external;
    const handle = await openDatabase({ dataDir: join(dir, 'pglite') });
    try {
      expect(existsSync(join(dir, 'pglite', 'PG_VERSION'))).toBe(true);
      const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(handle.db);
      expect(rows[0]?.shared_buffers).toBe('32MB');
      // initdb in this thread leaves ~450 MB of a second WebAssembly instance here until a full
      // garbage collection; the server's own instance is ~140 MB.
      const grown = (process.memoryUsage().external - before) / 1024 / 1024;
      expect(grown).toBeLessThan(250);
    } finally {
      await handle.close();
    }
    // Opened again, the directory is used as it is (no second initdb).
    const again = await openDatabase({ dataDir: join(dir, 'pglite') });
    await again.close();
  });
});

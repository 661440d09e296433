// `npm start` runs the server with the C allocator settings that keep the embedded server lean
// (issue 27, decision 054): measured on the demo's fresh start, without them the threads' malloc
// arenas (WebAssembly compilation, the initdb worker) kept 360–430 MB resident after 60 s; with them
// 290 MB. Nothing else would notice their removal but `npm run bench`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const start = JSON.parse(readFileSync(new URL('../apps/server/package.json', import.meta.url), 'utf8'))
  .scripts.start;

describe('npm start', () => {
  it('starts node with two malloc arenas and a fixed mmap threshold', () => {
    expect(start).toMatch(/^MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=32768 node /);
    expect(start).toMatch(/ dist\/main\.js$/);
  });
});

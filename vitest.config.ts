import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webSource = fileURLToPath(new URL('./apps/web/src', import.meta.url));

/** Web test files that need a process of their own (the other web files share one). */
const WEB_OWN_PROCESS = ['apps/web/src/app/landing-prerender.test.tsx'];

/** The web tier: components and pages in jsdom with the real providers and router. */
function webProject(test: { name: string; include: string[]; exclude?: string[]; isolate: boolean }) {
  return {
    resolve: { alias: { '@': webSource } },
    test: {
      ...test,
      environment: 'jsdom',
      environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
      setupFiles: ['apps/web/src/testing/setup.ts'],
      // A journey through a form with userEvent takes 1–3 s alone; on a loaded 2-core machine the
      // 5 s default timed out, and the timed-out test then leaked into the next one.
      testTimeout: 20_000,
      env: { TZ: 'UTC' },
    },
  };
}

// One runner, three tiers: pure domain rules, API integration (real SQL), web components; plus the
// decisions of the test tooling itself (scripts/).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          // Pure functions, no state to leak: the files share one process and its imports (7 s of
          // CPU instead of 18 s). The API and web tiers keep a fresh process per file (decision 009).
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Each file still gets a fresh worker and database, but in threads of one process V8
          // compiles PGlite's WebAssembly once, not once per file (decision 057).
          pool: 'threads',
          // The server's biggest dependencies bundled once per run (esbuild) instead of read module by
          // module by every file's worker: import time 70 → 49 s, the tier ~10 % faster (decision 057).
          deps: {
            optimizer: {
              ssr: {
                enabled: true,
                include: ['better-auth', 'better-auth/**', 'kysely', 'zod', 'hono', 'hono/**'],
              },
            },
          },
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TZ: 'UTC' },
        },
      },
      webProject({
        name: 'web',
        include: ['apps/web/src/**/*.test.{ts,tsx}'],
        exclude: ['apps/web/src/**/*.server.test.{ts,tsx}', ...WEB_OWN_PROCESS],
        // The files share one jsdom page and their imports (121 s of CPU instead of 268 s): each leaves
        // the page as it found it (testing/setup.ts resets what the app keeps on window and storage).
        isolate: false,
      }),
      // Files that cannot share: React's server renderer beside the browser's marks the same context
      // objects, and a file that ran it would leave them marked for the next.
      webProject({ name: 'web-isolated', include: WEB_OWN_PROCESS, isolate: true }),
      {
        // What the server runs of the web app (its first screen, decision 058): in Node, no DOM.
        resolve: { alias: { '@': webSource } },
        test: {
          name: 'web-server',
          include: ['apps/web/src/**/*.server.test.{ts,tsx}'],
          environment: 'node',
          env: { TZ: 'UTC' },
        },
      },
    ],
  },
});

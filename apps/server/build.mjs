// Compiles the server for production: dist/main.js, holding our code and the domain package
// (consumed as TypeScript source) and the JSON data it imports; every other package stays in
// node_modules.
// dist/ sits at the same depth as src/, so the paths env.ts derives from import.meta.url
// (../../web/dist, ../../../.data) resolve the same from the bundle; chunks sit beside main.js.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const bundleLocal = {
  name: 'bundle-only-local-code',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@prontidao/') || args.path.endsWith('.json')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

const common = {
  outdir: 'dist',
  absWorkingDir: import.meta.dirname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [bundleLocal],
};

// A fresh folder: chunks are named by their content's hash, and old ones would pile up.
rmSync(new URL('dist', import.meta.url), { recursive: true, force: true });
await Promise.all([
  // Split: what main.ts imports with import() (the Strava stand-in, demo only) becomes a chunk of its
  // own that only that import() loads, so a deployment never runs it (decision 042;
  // e2e/specs/production-bundle.spec.ts reads the graph).
  build({ ...common, entryPoints: { main: 'src/main.ts' }, splitting: true }),
  // The worker thread that parses uploaded watch files (decision 025): one file, nothing shared.
  build({
    ...common,
    entryPoints: { 'activity-file-worker': 'src/integrations/activity-files/activity-file-worker.ts' },
  }),
]);

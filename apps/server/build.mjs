// Compiles the server for production: one ESM file, dist/main.js, holding our code and the domain
// package (consumed as TypeScript source) and the JSON data it imports; every other package
// stays in node_modules.
// dist/ sits at the same depth as src/, so the paths env.ts derives from import.meta.url
// (../../web/dist, ../../../.data) resolve the same from the bundle.
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

await build({
  // Second entry: the worker thread that parses uploaded watch files (decision 025).
  entryPoints: {
    main: 'src/main.ts',
    'activity-file-worker': 'src/integrations/activity-files/activity-file-worker.ts',
  },
  outdir: 'dist',
  absWorkingDir: import.meta.dirname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [bundleLocal],
});

import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin, type Rollup } from 'vite';
// The route table by a relative path, as src/config/paths.ts reads it: the config's loader bundles
// relative imports, but hands a package's (TypeScript) files to Node, which cannot run them.
import { pathsOf, ROUTES } from '../../packages/domain/src/navigation/route-table.js';
import { DASHBOARD_FIRST_CALLS } from './src/config/dashboard-first-calls.js';
import type { RpcName } from './src/lib/rpc.js';

const paths = pathsOf(ROUTES);
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;
const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * The pages people land on. For each, the build writes a copy of index.html whose <head> also
 * preloads the page's own chunks (and its LCP image), so they download alongside the entry
 * script instead of after it. The server answers those paths with that copy. `prerender` names a
 * module whose `render(path)` returns (or promises) the page's first screen as HTML, put inside #root:
 * it paints before any script runs. Once the page's code and data are there (main.tsx), the app
 * hydrates it (`hydrate`: the prerender is the app's own first render) or renders over it.
 */
const FIRST_PAGES: {
  paths: string[];
  modules: string[];
  images: { href: string; media: string }[];
  /** Calls without input the first screen needs: the shell starts them itself (src/app/first-data.js). */
  firstCalls?: RpcName[];
  prerender?: {
    module: string;
    scriptsOnIntent: boolean;
    hydrate: boolean;
  };
}[] = [
  {
    paths: [paths.home, paths.landing, paths.roleChooser],
    modules: ['src/app/layouts/public-layout.tsx', 'src/features/landing/landing-page.tsx'],
    // Everything on the page is in the HTML: the app's scripts wait for the person's first sign.
    prerender: {
      module: '/src/app/landing-prerender.tsx',
      scriptsOnIntent: true,
      hydrate: true,
    },
    images: [
      // The hero's breakpoint (MOBILE_QUERY in src/hooks/use-media-query.ts).
      { href: '/media/hero-poster-mobile.jpg', media: '(max-width: 767px)' },
      { href: '/media/hero-poster-desktop.jpg', media: '(min-width: 768px)' },
    ],
  },
  {
    paths: [paths.candidate.dashboard],
    modules: ['src/app/layouts/app-layout.tsx', 'src/features/candidate-dashboard/dashboard-page.tsx'],
    images: [],
    // What main.tsx prefetches for the dashboard (its first render waits for the first three).
    firstCalls: DASHBOARD_FIRST_CALLS,
    // The cards need the app and the person's data: the shell only paints the loading screen. Its
    // scripts stay in <head>: starting them after the paint (tried in session 4) moved FCP from
    // 2.0–2.8 s to 0.8 s, but LCP came 0.3–0.5 s later and more of the work counted as TBT.
    prerender: {
      module: '/src/components/loading-screen-prerender.tsx',
      scriptsOnIntent: false,
      hydrate: false,
    },
  },
];

/** Where the server finds the page-specific copy of index.html for a path. */
const shellFile = (path: string) => `route-shells${path === '/' ? '/index' : path}.html`;

function routeShells(): Plugin {
  return {
    name: 'prontidao:route-shells',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      for (const page of FIRST_PAGES) {
        const files = new Set<string>();
        const visit = (chunk: Rollup.OutputChunk) => {
          files.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          for (const name of chunk.imports) {
            const dep = bundle[name];
            if (dep?.type === 'chunk' && !files.has(name)) visit(dep);
          }
        };
        for (const module of page.modules) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`route-shells: no chunk for ${module}`);
          visit(chunk);
        }
        const links = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) =>
            file.endsWith('.css')
              ? `<link rel="preload" as="style" href="/${file}">`
              : `<link rel="modulepreload" crossorigin href="/${file}">`,
          );
        // The LCP image first in <head> (after the viewport, which its media query depends on): with
        // six connections per host, a preload placed after a dozen scripts waits for one of them.
        const images = page.images.map(
          (image) =>
            `<link rel="preload" as="image" fetchpriority="high" href="${image.href}" media="${image.media}">`,
        );
        let shell = html
          .replace(/<meta name="viewport"[^>]*>/, (meta) => [meta, ...images].join('\n    '))
          .replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
        if (page.prerender?.scriptsOnIntent) shell = startOnIntent(shell, outDir);
        if (page.firstCalls) shell = startFirstCalls(shell, outDir, page.firstCalls);
        for (const path of page.paths) {
          const file = join(outDir, shellFile(path));
          // inert until the app hydrates it or renders over it (a click never lands on a dead copy),
          // but for a page live without the app: its links work and its buttons' clicks are held.
          const html = page.prerender ? await prerender(page.prerender.module, path) : '';
          const body = page.prerender?.scriptsOnIntent ? html : html.replace(/^<div /, '<div inert ');
          const root = page.prerender?.hydrate ? '<div id="root" data-hydrate>' : '<div id="root">';
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, shell.replace('<div id="root"></div>', `${root}${body}</div>`));
        }
      }
    },
  };
}

/**
 * A prerendered page works without scripts: its shell starts the app at the person's first sign
 * (src/features/landing/start-on-intent.js) instead of with the HTML, so a phone spends nothing on
 * the framework while the page paints and is read (issue 27).
 */
function startOnIntent(shell: string, outDir: string): string {
  const file = emitScript(outDir, './src/features/landing/start-on-intent.js', 'start-on-intent');
  // index.html may list the entry's runtime chunk as a module script before the entry itself (the
  // entry imports it anyway): the last module script is the entry, the others become preloads.
  const scripts = [...shell.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>\n?\s*/g)];
  const entry = scripts.at(-1);
  if (!entry?.[1]) throw new Error('route-shells: no entry script in index.html');
  const preloads = [
    ...scripts.slice(0, -1),
    ...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\n?\s*/g),
  ];
  let result = shell;
  for (const tag of [entry[0], ...preloads.map((m) => m[0])]) result = result.replace(tag, '');
  const loader = `<script defer src="/${file}" data-entry="${entry[1]}" data-preload="${preloads.map((m) => m[1]).join(' ')}"></script>`;
  return result.replace('</head>', `  ${loader}\n  </head>`);
}

/** Copies a script of src/ into the build under a content hash; returns its path in the build. */
function emitScript(outDir: string, source: string, name: string): string {
  const text = readFileSync(fileURLToPath(new URL(source, import.meta.url)));
  const file = `assets/${name}-${createHash('sha256').update(text).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(outDir, file), text);
  return file;
}

/**
 * The first screen's calls leave with the HTML (src/app/first-data.js, first in <head>, async: it
 * blocks neither the parser nor the paint) instead of after the app's modules have run.
 */
function startFirstCalls(shell: string, outDir: string, calls: RpcName[]): string {
  const file = emitScript(outDir, './src/app/first-data.js', 'first-data');
  const tag = `<script async src="/${file}" data-calls="${calls.join(' ')}"></script>`;
  return shell.replace(/<meta charset="UTF-8" \/>/, (meta) => `${meta}\n    ${tag}`);
}

/** Runs a page's prerender module through Vite (TypeScript, JSX, the '@' alias) in node. */
async function prerender(module: string, path: string): Promise<string> {
  const server = await createServer({
    configFile: false,
    root: fileURLToPath(new URL('.', import.meta.url)),
    resolve: { alias },
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { render } = (await server.ssrLoadModule(module)) as {
      render: (path: string) => string | Promise<string>;
    };
    const html = await render(path);
    if (!html.startsWith('<div '))
      throw new Error(`prerender: ${module} must start with a <div> for ${path}`);
    return html;
  } finally {
    await server.close();
  }
}

/**
 * The modules the first pages import statically (beyond the entry's own), sorted into three chunks:
 * those both first pages need, the landing's only and the signed-in shell and dashboard's only.
 * Left to automatic chunking they came as ~25 files of 0.2–4 KB each, and over HTTP/1.1 (six
 * connections) every file costs a round trip more than its bytes (measured: docs/decisions/016).
 * Other pages load these chunks too when they share a module with them.
 */
const firstPageModules = { common: new Set<string>(), landing: new Set<string>(), app: new Set<string>() };

function firstPageChunks(): Plugin {
  return {
    name: 'prontidao:first-page-chunks',
    apply: 'build',
    buildEnd() {
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const dep of this.getModuleInfo(id)?.importedIds ?? []) visit(dep);
        };
        for (const root of roots) visit(root);
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const idOf = (module: string) => {
        const id = ids.find((candidate) => candidate.endsWith(module));
        if (!id) throw new Error(`first-page-chunks: no module ${module}`);
        return id;
      };
      // What main.tsx may import (an over-estimate: a re-export counts as an import) stays out.
      const entry = closure([idOf('src/main.tsx')]);
      const [landingPage, appPage] = FIRST_PAGES.map((page) => page.modules.map(idOf));
      const pageOwn = new Set([...(landingPage ?? []), ...(appPage ?? [])]);
      const outside = (id: string) => !entry.has(id) && !pageOwn.has(id) && !/\.css($|\?)/.test(id);
      const landing = [...closure(landingPage ?? [])].filter(outside);
      const app = new Set([...closure(appPage ?? [])].filter(outside));
      for (const set of Object.values(firstPageModules)) set.clear();
      for (const id of landing) (app.has(id) ? firstPageModules.common : firstPageModules.landing).add(id);
      for (const id of app) if (!firstPageModules.common.has(id)) firstPageModules.app.add(id);
    },
  };
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

/** Writes file.br and file.gz beside every text file of the build; the server picks one per request. */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'prontidao:precompress',
    apply: 'build',
    enforce: 'post',
    async closeBundle() {
      const outDir = fileURLToPath(new URL('./dist', import.meta.url));
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter(
        (f) => COMPRESSIBLE.test(f) && statSync(join(outDir, f)).size >= 512,
      );
      await Promise.all(
        files.map(async (file) => {
          const source = readFileSync(join(outDir, file));
          const params = {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          };
          writeFileSync(join(outDir, `${file}.br`), await brotli(source, { params }));
          writeFileSync(join(outDir, `${file}.gz`), await gz(source, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * `vite build --ssr` (after the browser's build): the server's render of the dashboard's first screen
 * (src/app/dashboard-render.tsx) as one self-contained module in dist-server/, which the server
 * imports (apps/server/src/lib/first-screen.ts). Nothing of it is served.
 */
const serverRender = defineConfig({
  plugins: [react()],
  resolve: { alias },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: true,
    copyPublicDir: false,
  },
});

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverRender
    : {
        plugins: [react(), tailwindcss(), firstPageChunks(), routeShells(), precompress()],
        resolve: { alias },
        server: { port: 3000, proxy: { '/api': apiTarget } },
        build: {
          outDir: 'dist',
          sourcemap: true,
          chunkSizeWarningLimit: 400,
          rolldownOptions: {
            output: {
              codeSplitting: {
                // A module's dependencies are sorted by their own test: the entry's stay in the entry.
                includeDependenciesRecursively: false,
                groups: [
                  // Everything the entry imports statically, in the entry chunk (not in a dozen shared ones).
                  { name: 'index', tags: ['$initial'], priority: 3 },
                  ...(['common', 'landing', 'app'] as const).map((name) => ({
                    name: `first-${name}`,
                    test: (id: string) => firstPageModules[name].has(id),
                    priority: 2,
                  })),
                  // The other icons in one small chunk: one request instead of one per icon (a page loads ~10).
                  { name: 'icons', test: /lucide-react/, priority: 1 },
                ],
              },
            },
          },
        },
      },
);

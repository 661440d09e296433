import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { paths } from './src/config/paths.js';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;

/**
 * The pages people land on. For each, the build writes a copy of index.html whose <head> also
 * preloads the page's own chunks (and its LCP image), so they download alongside the entry
 * script instead of after it. The server answers those paths with that copy.
 */
const FIRST_PAGES = [
  {
    paths: [paths.home, paths.landing, paths.roleChooser],
    modules: ['src/app/layouts/public-layout.tsx', 'src/features/landing/landing-page.tsx'],
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
  },
];

/** Where the server finds the page-specific copy of index.html for a path. */
const shellFile = (path: string) => `route-shells${path === '/' ? '/index' : path}.html`;

function routeShells(): Plugin {
  return {
    name: 'prontidao:route-shells',
    apply: 'build',
    writeBundle(options, bundle) {
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
        for (const image of page.images)
          links.push(
            `<link rel="preload" as="image" fetchpriority="high" href="${image.href}" media="${image.media}">`,
          );
        const shell = html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
        for (const path of page.paths) {
          const file = join(outDir, shellFile(path));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, shell);
        }
      }
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

export default defineConfig({
  plugins: [react(), tailwindcss(), routeShells(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 3000, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // Every icon in one small chunk: one request instead of one per icon (a page loads ~10).
      output: { codeSplitting: { groups: [{ name: 'icons', test: /lucide-react/ }] } },
    },
  },
});

// What the browser downloads: sizes of the files as sent (the precompressed .br and .gz the
// server picks by Accept-Encoding), for the first load of each page with its own shell.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { kb, record } from './report.js';

const DIST = new URL('../apps/web/dist/', import.meta.url).pathname;
const size = (file: string) => statSync(file).size;
/** A file too small to be worth compressing has no .br/.gz: it travels as is. */
const sent = (file: string, suffix: string) => size(existsSync(file + suffix) ? file + suffix : file);

/**
 * Scripts and styles a shell loads for its page: its <script>, stylesheets and preloads, and the
 * modules a prerendered shell starts after its first paint (data-entry, data-preload).
 */
function firstLoad(shell: string): string[] {
  const html = readFileSync(join(DIST, shell), 'utf8');
  const refs = [...html.matchAll(/(?:src|href|data-entry)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1] ?? '',
  );
  const later = [...html.matchAll(/data-preload="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(' '));
  return [...new Set([...refs, ...later.filter(Boolean).map((href) => href.slice(1))])];
}

export function bundleReport(): void {
  const section = 'Pacote (como é enviado)';
  console.info(`\n${section}`);
  const shells: [string, string][] = [
    ['outras páginas', 'index.html'],
    ['landing', 'route-shells/index.html'],
    ['dashboard', 'route-shells/aluno/dashboard.html'],
  ];
  for (const [page, shell] of shells) {
    if (!existsSync(join(DIST, shell))) {
      record({ section, label: `primeira carga, ${page}`, value: 'sem shell', ok: false });
      continue;
    }
    const files = firstLoad(shell).map((f) => join(DIST, f));
    const sum = (suffix: string) => files.reduce((total, f) => total + sent(f, suffix), 0);
    record({
      section,
      label: `primeira carga, ${page} (${files.length} arquivos)`,
      value: `${kb(sum('.br'))} br`,
      note: `gzip ${kb(sum('.gz'))}, sem compressão ${kb(sum(''))}; a página em si ${kb(sent(join(DIST, shell), '.br'))} br`,
    });
  }
  const assets = join(DIST, 'assets');
  const biggest = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ f, raw: size(join(assets, f)), br: sent(join(assets, f), '.br') }))
    .sort((a, b) => b.raw - a.raw)
    .slice(0, 6);
  for (const { f, raw, br } of biggest)
    record({ section, label: f, value: `${kb(br)} br`, note: `sem compressão ${kb(raw)}` });
}

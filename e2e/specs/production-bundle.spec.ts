import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// Not a journey: the compiled server these journeys run (npm run build, just before), read as files.
// The Strava stand-in (~1,500 lines, integrations/strava/stand-in/) plays Strava in the local demo and
// the tests only. The build splits it into a chunk that main.js loads with import() on the demo's
// path; what a deployment loads (main.js and the chunks it imports statically) holds none of it
// (decision 042). Each file's source map names the sources it was built from.

const dist = new URL('../../apps/server/dist/', import.meta.url);
const standInFolder = new URL('../../apps/server/src/integrations/strava/stand-in/', import.meta.url);
const STAND_IN_SOURCE = 'src/integrations/strava/stand-in/';
/** The stand-in's consent page title: text no other code of ours has. */
const STAND_IN_TEXT = 'Autorizar acesso ao Strava (simulador)';

const read = (file: string) => readFileSync(new URL(file, dist), 'utf8');
const relativeImports = (code: string, pattern: RegExp) =>
  [...code.matchAll(pattern)].map((match) => match[1] ?? match[2]).filter((path): path is string => !!path);
const staticImports = (code: string) =>
  relativeImports(code, /^(?:import|export)\b[^;]*?\bfrom\s*"(\.\/[^"]+)";|^import\s*"(\.\/[^"]+)";/gm);
const dynamicImports = (code: string) => relativeImports(code, /\bimport\(\s*"(\.\/[^"]+)"\s*\)/g);
const sources = (file: string): string[] => JSON.parse(read(`${file}.map`)).sources;

/** The files `entry` loads as it starts: itself and its static imports, transitively. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const name = file.replace(/^\.\//, '');
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of staticImports(read(name))) visit(next);
  };
  visit(entry);
  return seen;
}

test('the production server loads no Strava stand-in code; only the demo path imports it', () => {
  const production = staticGraph('main.js');
  expect(production.size, 'main.js was not built (npm run build)').toBeGreaterThan(0);
  for (const file of production) {
    expect(read(file).includes(STAND_IN_TEXT), `${file} holds the stand-in's consent page`).toBe(false);
    expect(
      sources(file).filter((source) => source.includes(STAND_IN_SOURCE)),
      `${file} is built from stand-in sources`,
    ).toEqual([]);
  }

  // It is still in dist/, for the demo: behind the one import() of main.js, built from every file.
  const demoOnly = [...production]
    .flatMap((file) => dynamicImports(read(file)))
    .flatMap((entry) => [...staticGraph(entry)])
    .filter((file) => !production.has(file));
  const built = new Set(
    demoOnly.flatMap(sources).flatMap((source) => source.split(STAND_IN_SOURCE).slice(1)),
  );
  // Every file of the stand-in that holds code (stand-in-context.ts declares types only).
  const withCode = readdirSync(standInFolder).filter(
    (file) =>
      !file.endsWith('.test.ts') &&
      /^(?:export )?(?:async )?(?:function|const|class) /m.test(
        readFileSync(new URL(file, standInFolder), 'utf8'),
      ),
  );
  expect([...built].sort()).toEqual(withCode.sort());
  expect(demoOnly.some((file) => read(file).includes(STAND_IN_TEXT))).toBe(true);
});

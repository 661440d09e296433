// Lists the functions over 80 lines in the non-test sources of apps/, packages/ and bench/, longest
// first, as issue 22 §9 asks ("functions over ~120 lines read as smaller named steps"). A report
// to read, not a check: nothing fails on it. `node scripts/long-functions.mjs [limit]`.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['apps', 'packages', 'bench'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'build', 'coverage', 'testing', '.vite']);
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;
const TEST = /\.(test|spec)\.[cm]?[jt]sx?$|\.d\.ts$/;

/** The non-test source files under `folder`, relative to the root. */
function* sourceFiles(folder) {
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) yield* sourceFiles(path);
    } else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) {
      yield path;
    }
  }
}

/** The name a reader knows the function by: its own, or the variable, property or method holding it. */
function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (
    ts.isVariableDeclaration(parent) ||
    ts.isPropertyAssignment(parent) ||
    ts.isPropertyDeclaration(parent)
  ) {
    return parent.name.getText();
  }
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText().slice(0, 40)})`;
  if (ts.isExportAssignment(parent)) return 'default export';
  return '(anonymous)';
}

/** Every function in one file, nested ones included, with its first and last line. */
function functionsIn(path) {
  const text = readFileSync(join(root, path), 'utf8');
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      found.push({ path, name: nameOf(node), first, last, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function longFunctions(limit = 80) {
  return FOLDERS.flatMap((folder) => [...sourceFiles(folder)])
    .flatMap(functionsIn)
    .filter((f) => f.lines > limit)
    .sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const limit = Number(process.argv[2] ?? 80);
  const found = longFunctions(limit);
  for (const f of found)
    console.info(`${String(f.lines).padStart(4)}  ${f.name}  ${f.path}:${f.first}-${f.last}`);
  console.info(`${found.length} functions over ${limit} lines`);
}

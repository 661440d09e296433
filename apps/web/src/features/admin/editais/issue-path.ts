// A validation issue's path ('tests.1.tables.0.minimum') as a person reads it, in pt-BR, with the
// test's own label when the document has one: 'Teste 2 (Corrida 2400 m) › tabela 1 › campo "minimum"'.
// An exam's paths read the same way: 'events.1.standards.0.bands.2.points' → 'Teste 2 › índice 1 › faixa 3 › …'.

const LISTS: Record<string, string> = {
  tests: 'Teste',
  tables: 'tabela',
  rows: 'faixa',
  events: 'Teste',
  standards: 'índice',
  bands: 'faixa',
};
const LABELLED = new Set(['tests', 'events']);

export function describeIssuePath(path: string, document: unknown): string {
  if (!path) return 'Documento';
  const parts = path.split('.');
  const words: string[] = [];
  let node: unknown = document;
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] ?? '';
    const next = parts[i + 1];
    const list = LISTS[part];
    if (list && next !== undefined && /^\d+$/.test(next)) {
      const index = Number(next);
      node = childOf(childOf(node, part), index);
      const label = LABELLED.has(part) ? labelOf(node) : null;
      words.push(`${list} ${index + 1}${label ? ` (${label})` : ''}`);
      i += 1;
    } else {
      node = childOf(node, part);
      words.push(`campo "${part}"`);
    }
  }
  const text = words.join(' › ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function childOf(node: unknown, key: string | number): unknown {
  return node !== null && typeof node === 'object'
    ? (node as Record<string | number, unknown>)[key]
    : undefined;
}

function labelOf(node: unknown): string | null {
  const label = childOf(node, 'label');
  return typeof label === 'string' && label.trim() ? label.trim() : null;
}

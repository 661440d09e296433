// The cycles between server modules (modules/<m>/) in a dependency-cruiser result: a file-level cycle
// check misses admin.rpc → taf.service → admin/audit.repository (no file comes back to itself, the
// module does). Decision 041; scripts/boundaries.test.mjs fails on any.

const MODULE = /^apps\/server\/src\/modules\/([^/]+)\//;

/**
 * The module graph's strongly connected parts of more than one module, each sorted, with the file
 * edges that close them.
 * @param {{ source: string, dependencies: { resolved: string }[] }[]} files the cruise result's modules
 * @returns {{ modules: string[], edges: string[] }[]}
 */
export function moduleCycles(files) {
  /** @type {Map<string, Map<string, string[]>>} */
  const graph = new Map();
  for (const file of files) {
    const from = MODULE.exec(file.source)?.[1];
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const dependency of file.dependencies) {
      const to = MODULE.exec(dependency.resolved)?.[1];
      if (!to || to === from) continue;
      const edges = graph.get(from);
      edges?.set(to, [...(edges.get(to) ?? []), `${file.source} → ${dependency.resolved}`]);
    }
  }
  // Tarjan's strongly connected components.
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const parts = [];
  const visit = (node) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), order.get(next)));
    }
    if (low.get(node) !== order.get(node)) return;
    const part = [];
    for (let top; top !== node; ) {
      top = stack.pop();
      onStack.delete(top);
      part.push(top);
    }
    if (part.length > 1) parts.push(part.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!order.has(node)) visit(node);
  return parts.map((modules) => ({
    modules,
    edges: modules.flatMap((from) =>
      [...(graph.get(from) ?? [])].filter(([to]) => modules.includes(to)).flatMap(([, edges]) => edges),
    ),
  }));
}

import type { z } from 'zod';

// The schema's issues by where they are ('events.1.standards.0.threshold'), so each field shows its
// own; the lists typed as text (cargos, sources) gather their items' issues, with the line.

export type IssueMap = ReadonlyMap<string, string[]>;

export const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** Where a list's item issue is shown: on the whole list, saying which item. */
const TEXT_LISTS: Record<string, string> = { cargos: 'Cargo', sources: 'Linha' };

function placed(path: readonly PropertyKey[], message: string): { key: string; message: string } {
  const [head, index] = path;
  const item = typeof head === 'string' ? TEXT_LISTS[head] : undefined;
  if (item && typeof index === 'number')
    return { key: head as string, message: `${item} ${index + 1}: ${message}` };
  return { key: pathKey(path), message };
}

export function issueMap(error: z.ZodError | undefined): IssueMap {
  const map = new Map<string, string[]>();
  for (const issue of error?.issues ?? []) {
    const { key, message } = placed(issue.path, issue.message);
    map.set(key, [...(map.get(key) ?? []), message]);
  }
  return map;
}

/** The paths the form has a field (or a group) for; any other issue is listed above the form. */
const FIELD_PATHS = [
  /^(id|version|name|shortName|body|uf|year|cargos|sources|aggregate|aggregate\.minimum|events)$/,
  /^events\.\d+\.(key|label|distanceM|timeWindowS|attempts|certainty|source|rules)$/,
  /^events\.\d+\.standards\.\d+(\.(measure|variant|threshold|minimumPoints|bands|ageBand(\.(min|max))?))?$/,
  /^events\.\d+\.standards\.\d+\.bands\.\d+\.(lower|upper|points)$/,
];

export const isFieldPath = (key: string) => FIELD_PATHS.some((pattern) => pattern.test(key));

/** The id of the control of a path, unique within one form. */
export const fieldId = (formId: string, key: string) => `${formId}-${key.replaceAll('.', '-')}`;

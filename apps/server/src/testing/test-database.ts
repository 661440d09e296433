import { resolve } from 'node:path';

export const TEMPLATE_DUMP = resolve(import.meta.dirname, '../../../../.tmp/pglite-template.tar.gz');
export const PG_TEMPLATE_DB = 'prontidao_template';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

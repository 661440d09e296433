import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { type RpcOutput, rpc } from '@/lib/rpc';
import { adminKeys } from './admin-query-keys';

// The admin dashboard's calls: statistics, live system checks and the audit log (cursor pages).

export type AdminStats = RpcOutput<'get_admin_stats'>;
export type SystemStatus = RpcOutput<'get_system_status'>;
export type SystemCheck = SystemStatus['checks'][number];
export type AuditEntry = RpcOutput<'get_audit_log'>['items'][number];

export const AUDIT_PAGE_SIZE = 10;

export const adminStatsQuery = queryOptions({
  queryKey: adminKeys.stats,
  queryFn: () => rpc('get_admin_stats'),
  staleTime: 30_000,
});

/** Live checks: read on every visit and on 'Verificar agora', never served from an old cache. */
export const systemStatusQuery = queryOptions({
  queryKey: adminKeys.systemStatus,
  queryFn: () => rpc('get_system_status'),
  staleTime: 0,
});

export const auditLogQuery = infiniteQueryOptions({
  queryKey: adminKeys.auditLog,
  queryFn: ({ pageParam }) =>
    rpc('get_audit_log', { limit: AUDIT_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.next_cursor,
  staleTime: 0,
});

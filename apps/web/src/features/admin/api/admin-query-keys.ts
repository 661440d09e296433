import type { PaymentStatus } from '@/lib/payment-labels';
import type { UserFilters } from '../users/user-filters';

// The admin pages' query keys. Everything under ['admin'] is admin-only data.

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  systemStatus: ['admin', 'system-status'] as const,
  auditLog: ['admin', 'audit-log'] as const,
  /** Prefix of every user list, whatever its filters. */
  users: ['admin', 'users'] as const,
  usersList: (filters: UserFilters) => ['admin', 'users', filters] as const,
  crefQueue: ['admin', 'cref-queue'] as const,
  rankingModeration: ['admin', 'ranking-moderation'] as const,
  analytics: (weeks: number) => ['admin', 'analytics', weeks] as const,
  paymentsList: (status: PaymentStatus | null) => ['admin', 'payments', { status }] as const,
  planHistory: (userId: string) => ['admin', 'plan-history', userId] as const,
};

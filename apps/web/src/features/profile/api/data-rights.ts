import { queryOptions } from '@tanstack/react-query';
import { type RpcInput, type RpcOutput, rpc } from '@/lib/rpc';

// 'Seus dados' (LGPD art. 18): the exports, the consents and the account's deletion.

export type DataExport = RpcOutput<'get_data_exports'>[number];
export type Consent = RpcOutput<'get_my_consents'>[number];

export const dataExportsQuery = queryOptions({
  queryKey: ['data-rights', 'exports'] as const,
  queryFn: () => rpc('get_data_exports'),
});

export const consentsQuery = queryOptions({
  queryKey: ['data-rights', 'consents'] as const,
  queryFn: () => rpc('get_my_consents'),
});

export const requestDataExport = () => rpc('request_data_export');

export const revokeConsent = (kind: Consent['kind']) => rpc('revoke_consent', { kind });

export const requestAccountDeletion = (input: RpcInput<'request_account_deletion'>) =>
  rpc('request_account_deletion', input);

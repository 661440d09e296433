import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RpcOutput, rpc } from '@/lib/rpc';

export type AuthorizeLink = RpcOutput<'get_strava_authorize_link'>;

// The diagnostic page's link: asked once on arrival (each answer holds a new single-use state),
// and again on request. Never read again behind the person's back.
const authorizeLinkKey = ['tracker', 'authorize-link'] as const;

/** get_strava_authorize_link: a new link, with a new single-use state, on every call. */
export const fetchAuthorizeLink = () => rpc('get_strava_authorize_link');

export const authorizeLinkQuery = queryOptions({
  queryKey: authorizeLinkKey,
  queryFn: fetchAuthorizeLink,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
  retry: false,
});

export const useAuthorizeLink = () => useQuery(authorizeLinkQuery);

export function useNewAuthorizeLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchAuthorizeLink,
    onSuccess: (link) => queryClient.setQueryData(authorizeLinkKey, link),
  });
}

/** Strava's token address beside its authorize address (…/oauth/authorize → …/oauth/token). */
export function tokenUrlOf(authorizeUrl: string): string {
  const url = new URL(authorizeUrl);
  url.pathname = url.pathname.replace(/authorize\/?$/, 'token');
  url.search = '';
  return url.toString();
}

/** The manual code-for-token exchange, as Strava documents it. */
export const exchangeCommandOf = (link: Pick<AuthorizeLink, 'url' | 'client_id'>) =>
  [
    `curl -X POST ${tokenUrlOf(link.url)} \\`,
    `  -F client_id=${link.client_id} \\`,
    '  -F client_secret=SEU_CLIENT_SECRET \\',
    '  -F code=CODIGO_RECEBIDO_NO_RETORNO \\',
    '  -F grant_type=authorization_code',
  ].join('\n');

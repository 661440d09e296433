import type { ErrorBody } from '@prontidao/domain/errors/error-codes';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { RpcInput, RpcName, RpcOutput } from '@/lib/rpc';

const rpcUrl = (name: RpcName) => `http://localhost:3000/api/rpc/${name}`;

/**
 * Answered for every test unless a test says otherwise: a deployment's mail (no demo outbox), and
 * the header's bell with nothing in it (every signed-in layout asks).
 */
const defaults = [
  http.post(rpcUrl('get_mail_delivery'), () => HttpResponse.json({ data: { outbox_path: null } })),
  http.post(rpcUrl('get_notifications'), () => HttpResponse.json({ data: { unread: 0, items: [] } })),
];

export const server = setupServer(...defaults);

/**
 * Answers POST /api/rpc/<name> with `{ data }`, typed by the server's call catalogue: the input is
 * what the client sends for that call and the answer must be what the server would return.
 */
export function rpcHandler<N extends RpcName>(
  name: N,
  respond: NoInfer<(input: RpcInput<N>) => RpcOutput<N> | Promise<RpcOutput<N>>>,
) {
  return http.post(rpcUrl(name), async ({ request }) => {
    const input = (await request.json().catch(() => ({}))) as RpcInput<N>;
    return HttpResponse.json({ data: (await respond(input)) as JsonBodyType });
  });
}

/** Answers POST /api/rpc/<name> with the API's error shape `{ error: { code, message } }`. */
export function rpcError(name: RpcName, status: number, error: ErrorBody['error']) {
  return http.post(rpcUrl(name), () => HttpResponse.json({ error }, { status }));
}

import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

export const server = setupServer();

/** Answers POST /api/rpc/<name> with `{ data }` (or an error shape with a status). */
export function rpcHandler(name: string, respond: (input: Record<string, unknown>) => unknown, status = 200) {
  return http.post(`http://localhost:3000/api/rpc/${name}`, async ({ request }) => {
    const input = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    const body = (await respond(input)) as JsonBodyType;
    return HttpResponse.json(status === 200 ? { data: body } : body, { status });
  });
}

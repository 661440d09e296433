import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { clientAddress } from './client-address.js';
import { AppError, errorBody, forbidden, notFound, unauthenticated, validationError } from './errors.js';
import { readJsonBody } from './json-body.js';
import { consumeRate } from './rate-limit.js';
import type { RpcRegistry } from './rpc.js';
import { readViewer } from './session.js';
import { type CallerChecks, isAdmin, isTrainer } from './viewer.js';

/** A batch: reads without input, each named once (the dashboard's first screen is 7). */
const MAX_BATCH = 12;
const batchInput = z
  .object({
    calls: z
      .array(z.string().max(64))
      .min(1)
      .max(MAX_BATCH)
      .refine((names) => new Set(names).size === names.length, 'Cada chamada uma vez só.'),
  })
  .strict();

type Caller = Awaited<ReturnType<typeof readViewer>>;

/** Each call's answer in a batch: the status and body it would have had alone. */
export type BatchAnswers = Record<string, { status: number; body: unknown }>;

/** Answers reads without input for a request's session (rpcRouter's `answerReads`). */
export type AnswerReads = (c: Context, calls: readonly string[]) => Promise<BatchAnswers>;

/**
 * Mounts every call of the registry at POST /<name>: session, access, rate limit, zod
 * validation, the subject's policy, handler. No handler decides access on its own. The modules'
 * answers (whose session, which policy, the access log) come in `checks`, from app.ts.
 *
 * POST / with `{ calls: [names] }` answers several reads without input in one round trip (a page's
 * first screen, decision 055): the session is read once and each call goes through the same steps
 * as alone; each answer is the `{ data }` or `{ error }` with the status it would have had alone.
 */
export function rpcRouter(
  deps: AppDeps,
  registry: RpcRegistry,
  checks: CallerChecks,
): { router: Hono; answerReads: AnswerReads } {
  const router = new Hono();
  const definition = (name: string) => {
    const def = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!def) throw new AppError('NOT_FOUND', `Chamada desconhecida: ${name.slice(0, 64)}.`);
    return def;
  };

  /** One call, in this order: access, rate limit, the body read and validated, policy, handler. */
  async function run(
    c: Context,
    name: string,
    readBody: () => Promise<unknown>,
    caller: Caller,
  ): Promise<unknown> {
    const def = definition(name);
    const viewer = caller?.viewer ?? null;
    const userId = viewer?.id ?? null;
    if (def.access !== 'public' && !viewer) throw unauthenticated();
    if (def.access === 'admin' && !(viewer && isAdmin(viewer))) {
      throw forbidden('Apenas administradores podem fazer isto.');
    }
    if (def.access === 'trainer' && !(viewer && isTrainer(viewer))) {
      throw forbidden('Apenas treinadores podem fazer isto.');
    }

    if (def.rateLimit) {
      const who = userId ?? `ip:${clientAddress(c, deps.env.TRUST_PROXY ?? false)}`;
      await consumeRate(deps.db, `${name}:${who}`, def.rateLimit);
    }
    const parsed = def.input.safeParse((await readBody()) ?? {});
    if (!parsed.success) throw validationError(parsed.error);

    let subjectId: string | null = null;
    if (def.subject && viewer) {
      const named = (parsed.data as Record<string, unknown>)[def.subject.field];
      subjectId = typeof named === 'string' ? named : viewer.id;
      // The policy decides, the person's own data included (a coach-only call refuses the student).
      const allowed = await checks.policies[def.subject.policy](deps.db, viewer, subjectId);
      // Someone else's data looks like data that does not exist: ids cannot be probed.
      if (!allowed) throw notFound('Não encontrado.');
      // The student sees who opened their data (LGPD): a linked trainer, or an admin (support, or
      // an admin who registered as a trainer).
      if (def.subject.logAs && subjectId !== viewer.id) {
        await checks.recordAccess(deps.db, viewer.id, subjectId, def.subject.logAs);
      }
    }
    const result = await def.handler(parsed.data, {
      deps,
      userId,
      viewer,
      profile: caller?.profile ?? null,
      subjectId,
      request: c.req.raw,
    });
    return result ?? null;
  }

  /**
   * Several reads without input for one request's session (POST / below; the server's first screen,
   * lib/first-screen.ts): each call's answer as it would have been alone. Unknown names or writes
   * refuse the whole batch before anything runs.
   */
  async function answerReads(c: Context, calls: readonly string[]): Promise<BatchAnswers> {
    for (const name of calls) {
      definition(name);
      if (!name.startsWith('get_'))
        throw new AppError('VALIDATION_FAILED', 'Em lote, apenas leituras (get_…).');
    }
    const caller = await readViewer(c, deps, checks.findViewer);
    const answers: BatchAnswers = {};
    // One after another: on PGlite they would queue for its one connection anyway.
    for (const name of calls) {
      try {
        answers[name] = { status: 200, body: { data: await run(c, name, async () => ({}), caller) } };
      } catch (error) {
        // A refusal is that call's answer; anything else is the whole request's (logged, 500).
        if (!(error instanceof AppError)) throw error;
        answers[name] = {
          status: error.status,
          body: errorBody(error.code, error.userMessage, error.issues),
        };
      }
    }
    return answers;
  }

  router.post('/', async (c) => {
    const parsed = batchInput.safeParse(await readJsonBody(c.req.raw));
    if (!parsed.success) throw validationError(parsed.error);
    return c.json({ data: await answerReads(c, parsed.data.calls) });
  });
  router.post('/:name', async (c) => {
    const name = c.req.param('name');
    definition(name);
    const caller = await readViewer(c, deps, checks.findViewer);
    return c.json({ data: await run(c, name, () => readJsonBody(c.req.raw), caller) });
  });
  router.all('/:name', () => {
    throw new AppError('METHOD_NOT_ALLOWED', 'Use POST para as chamadas da API.');
  });
  return { router, answerReads };
}

/** OpenAPI 3.1 document of the call catalogue, from the same zod schemas that validate it. */
export function openApiDocument(registry: RpcRegistry) {
  const paths: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(registry)) {
    paths[`/api/rpc/${name}`] = {
      post: {
        operationId: name,
        summary: def.summary,
        security: def.access === 'public' ? [] : [{ session: [] }],
        'x-access': def.access,
        ...(def.subject ? { 'x-policy': def.subject.policy } : {}),
        requestBody: {
          required: false,
          content: {
            'application/json': {
              schema: z.toJSONSchema(def.input, { io: 'input', unrepresentable: 'any' }),
            },
          },
        },
        responses: {
          '200': { description: 'OK: `{ data }`' },
          '400': { $ref: '#/components/responses/Error' },
          '401': { $ref: '#/components/responses/Error' },
          '403': { $ref: '#/components/responses/Error' },
          '429': { $ref: '#/components/responses/Error' },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Prontidão API',
      version: '1.0.0',
      description: 'Chamadas da aplicação. Autenticação em /api/auth/* (better-auth).',
    },
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'prontidao.session_token' } },
      responses: {
        Error: {
          description: 'Erro: `{ error: { code, message, issues? } }`',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  error: {
                    type: 'object',
                    properties: {
                      code: { type: 'string' },
                      message: { type: 'string' },
                      issues: { type: 'array' },
                    },
                    required: ['code', 'message'],
                  },
                },
              },
            },
          },
        },
      },
    },
  };
}

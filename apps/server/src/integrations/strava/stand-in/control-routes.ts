import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { parseJsonText } from '../../../lib/json-body.js';
import { type StandInControl, StandInControlError } from './stand-in-control.js';

// The control over HTTP (demo buttons, e2e tests): JSON in, JSON out, errors as
// { error: { code, message } }. No authentication: the stand-in is only mounted in demo mode and
// in tests.

const ActivityInputSchema = z.object({
  name: z.string().min(1).max(200).optional(),
  sport_type: z.string().min(1).max(40).optional(),
  start_date: z.iso.datetime({ offset: true }).optional(),
  distance: z.number().nonnegative().max(1_000_000).optional(),
  moving_time: z.number().int().nonnegative().max(1_000_000).optional(),
  elapsed_time: z.number().int().nonnegative().max(1_000_000).optional(),
  average_heartrate: z.number().positive().max(260).optional(),
  max_heartrate: z.number().positive().max(260).optional(),
  average_cadence: z.number().positive().max(300).optional(),
  with_route: z.boolean().optional(),
  private: z.boolean().optional(),
  manual: z.boolean().optional(),
  device_name: z.string().max(100).optional(),
});

const toActivityInput = (a: z.infer<typeof ActivityInputSchema>) => ({
  ...(a.name === undefined ? {} : { name: a.name }),
  ...(a.sport_type === undefined ? {} : { sportType: a.sport_type }),
  ...(a.start_date === undefined ? {} : { start: new Date(a.start_date) }),
  ...(a.distance === undefined ? {} : { distance: a.distance }),
  ...(a.moving_time === undefined ? {} : { movingTime: a.moving_time }),
  ...(a.elapsed_time === undefined ? {} : { elapsedTime: a.elapsed_time }),
  ...(a.average_heartrate === undefined ? {} : { averageHeartrate: a.average_heartrate }),
  ...(a.max_heartrate === undefined ? {} : { maxHeartrate: a.max_heartrate }),
  ...(a.average_cadence === undefined ? {} : { averageCadence: a.average_cadence }),
  ...(a.with_route === undefined ? {} : { withRoute: a.with_route }),
  ...(a.private === undefined ? {} : { isPrivate: a.private }),
  ...(a.manual === undefined ? {} : { manual: a.manual }),
  ...(a.device_name === undefined ? {} : { deviceName: a.device_name }),
});

const id = z.number().int().positive();
const times = z.number().int().min(1).max(10).optional();
const EventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('create'),
    athlete_id: id,
    activity_id: id.optional(),
    activity: ActivityInputSchema.optional(),
    times,
  }),
  z.object({
    kind: z.literal('update'),
    athlete_id: id,
    activity_id: id,
    updates: z
      .object({ title: z.string().optional(), type: z.string().optional(), private: z.boolean().optional() })
      .optional(),
    times,
  }),
  z.object({ kind: z.literal('delete'), athlete_id: id, activity_id: id, times }),
  z.object({ kind: z.literal('deauthorize'), athlete_id: id, times }),
]);

const problem = (c: Context, status: 400 | 404, code: string, message: string) =>
  c.json({ error: { code, message } }, status);

async function body<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S> | Response> {
  let raw: unknown;
  try {
    raw = parseJsonText(await c.req.text());
  } catch {
    raw = undefined;
  }
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  return problem(
    c,
    400,
    'VALIDATION_FAILED',
    `Dados inválidos: ${parsed.error.issues.map((i) => i.path.join('.') || i.message).join(', ')}`,
  );
}

export function controlRoutes(control: StandInControl) {
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof StandInControlError) {
      return problem(c, error.code === 'NOT_FOUND' ? 404 : 400, error.code, error.message);
    }
    throw error;
  });

  app.post('/athletes', async (c) => {
    const input = await body(c, z.object({ demo_data: z.boolean().optional() }));
    if (input instanceof Response) return input;
    return c.json(control.createAthlete(input.demo_data ?? true), 201);
  });

  app.get('/athletes/:id/activities', (c) => c.json(control.activitiesOf(Number(c.req.param('id')))));

  app.post('/activities', async (c) => {
    const input = await body(c, ActivityInputSchema.extend({ athlete_id: id }));
    if (input instanceof Response) return input;
    return c.json(control.addActivity(input.athlete_id, toActivityInput(input)), 201);
  });

  app.post('/events', async (c) => {
    const input = await body(c, EventSchema.and(z.object({ callback_url: z.url().optional() })));
    if (input instanceof Response) return input;
    const common = {
      athleteId: input.athlete_id,
      ...(input.times === undefined ? {} : { times: input.times }),
    };
    const emitted =
      input.kind === 'create'
        ? await control.emitEvent(
            {
              kind: 'create',
              ...common,
              ...(input.activity_id === undefined ? {} : { activityId: input.activity_id }),
              ...(input.activity === undefined ? {} : { activity: toActivityInput(input.activity) }),
            },
            input.callback_url,
          )
        : input.kind === 'update'
          ? await control.emitEvent(
              {
                kind: 'update',
                ...common,
                activityId: input.activity_id,
                ...(input.updates ? { updates: input.updates } : {}),
              },
              input.callback_url,
            )
          : input.kind === 'delete'
            ? await control.emitEvent(
                { kind: 'delete', ...common, activityId: input.activity_id },
                input.callback_url,
              )
            : await control.emitEvent({ kind: 'deauthorize', ...common }, input.callback_url);
    return c.json(emitted);
  });

  app.post('/rate-limit', async (c) => {
    const input = await body(
      c,
      z.object({
        fail_next: z.number().int().min(0).max(1000),
        window: z.enum(['fifteen_minutes', 'daily']).optional(),
      }),
    );
    if (input instanceof Response) return input;
    control.failNext(input.fail_next, input.window);
    return c.json({ fail_next: input.fail_next });
  });

  app.get('/latency', (c) => c.json(control.latency()));

  app.post('/latency', async (c) => {
    const input = await body(c, z.object({ ms: z.number().int().min(0).max(120_000) }));
    if (input instanceof Response) return input;
    return c.json(control.setLatency(input.ms));
  });

  app.post('/expire-tokens', async (c) => {
    const input = await body(c, z.object({ athlete_id: id.optional() }));
    if (input instanceof Response) return input;
    control.expireAccessTokens(input.athlete_id);
    return c.json({ expired: true });
  });

  return app;
}

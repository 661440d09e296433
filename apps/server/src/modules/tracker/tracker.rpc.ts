import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { defineRpc, type RpcContext, requireUser } from '../../lib/rpc.js';
import { recentImported } from './recent-activities.service.js';
import * as strava from './strava.service.js';

export const TRACKER_NOT_CONFIGURED = 'A integração com o Strava não está configurada neste servidor.';

const Provider = z.literal('strava', { error: 'Provedor desconhecido: use strava.' });

/** The tracker's dependencies, or a clear refusal on a server without Strava. */
function trackerOf(ctx: RpcContext): strava.TrackerDeps {
  const setup = ctx.deps.strava;
  if (!setup) throw new AppError('SERVICE_UNAVAILABLE', TRACKER_NOT_CONFIGURED);
  return { db: ctx.deps.db, jobs: ctx.deps.jobs, log: ctx.deps.log, strava: setup };
}

export const trackerRpcs = {
  get_oauth_connection_status: defineRpc({
    summary: 'Se o candidato está conectado ao Strava, com o id do atleta e a última sincronização.',
    access: 'user',
    input: z.object({ connection_provider: Provider.default('strava') }).strict(),
    example: { connection_provider: 'strava' },
    handler: (_input, ctx) => strava.connectionStatus(ctx.deps.db, requireUser(ctx)),
  }),
  generate_oauth_state: defineRpc({
    summary: 'Um estado OAuth emitido pelo servidor: uso único, do próprio candidato, válido por 10 minutos.',
    access: 'user',
    rateLimit: { max: 20, windowSeconds: 60 },
    input: z.object({}).strict(),
    example: {},
    handler: async (_input, ctx) => {
      trackerOf(ctx);
      return strava.issueOauthState(ctx.deps.db, requireUser(ctx));
    },
  }),
  get_strava_authorize_link: defineRpc({
    summary: 'O link de autorização do Strava com um estado novo, e o que a página de diagnóstico mostra.',
    access: 'user',
    rateLimit: { max: 20, windowSeconds: 60 },
    input: z.object({}).strict(),
    example: {},
    handler: (_input, ctx) => strava.authorizeLink(trackerOf(ctx), requireUser(ctx)),
  }),
  disconnect_tracker: defineRpc({
    summary: 'Desconecta o Strava: revoga o acesso e apaga as atividades importadas (as moedas ficam).',
    access: 'user',
    rateLimit: { max: 10, windowSeconds: 60 },
    input: z.object({ provider: Provider }).strict(),
    example: { provider: 'strava' },
    handler: (_input, ctx) => strava.disconnect(trackerOf(ctx), requireUser(ctx)),
  }),
  get_recent_activities: defineRpc({
    summary: 'Atividades importadas (Strava e arquivos do relógio), da mais nova à mais antiga.',
    access: 'user',
    input: z.object({ limit: z.number().int().min(1).max(20).default(10) }).strict(),
    example: { limit: 3 },
    handler: (input, ctx) => recentImported(ctx.deps.db, requireUser(ctx), input.limit),
  }),
};

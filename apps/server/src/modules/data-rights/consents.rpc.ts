import { CONSENT_KINDS } from '@prontidao/domain/privacy/consents';
import { z } from 'zod';
import { defineRpc, requireUser } from '../../lib/rpc.js';
import * as service from './consents.service.js';

const NoInput = z.object({}).strict();

export const consentRpcs = {
  get_my_consents: defineRpc({
    summary:
      'Os consentimentos da pessoa (rankings, compartilhamento com treinadores, importação do Strava): se estão dados, desde quando, e o texto com a sua versão.',
    access: 'user',
    input: NoInput,
    example: {},
    handler: (_input, ctx) => service.getMyConsents(ctx.deps.db, requireUser(ctx)),
  }),
  revoke_consent: defineRpc({
    summary:
      'Revoga um consentimento num clique (sai dos rankings; encerra todos os vínculos com treinadores; desconecta o Strava e apaga as atividades importadas) e registra a revogação.',
    access: 'user',
    rateLimit: { max: 20, windowSeconds: 60 },
    input: z.object({ kind: z.enum(CONSENT_KINDS, { error: 'Consentimento desconhecido.' }) }).strict(),
    example: { kind: 'ranking' },
    handler: (input, ctx) => service.revokeConsent(ctx.deps, requireUser(ctx), input.kind),
  }),
  get_privacy_info: defineRpc({
    summary: 'Quem responde pelos dados pessoais (LGPD): o nome do controlador e o e-mail de contato.',
    access: 'public',
    input: NoInput,
    example: {},
    handler: async (_input, ctx) => service.privacyInfo(ctx.deps.env),
  }),
};

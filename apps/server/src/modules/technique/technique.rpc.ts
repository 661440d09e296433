import {
  OBSERVATION_MAX,
  OBSERVATIONS_REQUIRED,
  REPETITIONS_MAX,
} from '@prontidao/domain/technique/technique-types';
import { safeText } from '@prontidao/domain/text/safe-text';
import { z } from 'zod';
import { defineRpc, requireProfile, requireUser } from '../../lib/rpc.js';
import { analyzeBarTechnique } from './technique.service.js';

/** An analysis is a deliberate click; a few a minute is plenty (the month's quota is separate). */
const ANALYSES = { max: 10, windowSeconds: 60 };

const REPETITIONS_MESSAGE = `Informe as repetições: um número inteiro de 0 a ${REPETITIONS_MAX}.`;

/** The notes as typed in a textarea: line breaks and tabs read as spaces, then the free-text rules. */
const Observation = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/[\r\n\t]+/g, ' ') : value),
  safeText(OBSERVATIONS_REQUIRED).pipe(
    z
      .string()
      .min(1, OBSERVATIONS_REQUIRED)
      .max(OBSERVATION_MAX, `As observações têm no máximo ${OBSERVATION_MAX} caracteres.`),
  ),
);

export const ChatBiomechanicsInput = z
  .object({
    observation: Observation,
    repetitions: z
      .number({ error: REPETITIONS_MESSAGE })
      .int(REPETITIONS_MESSAGE)
      .min(0, REPETITIONS_MESSAGE)
      .max(REPETITIONS_MAX, REPETITIONS_MESSAGE),
    activity_id: z.uuid({ error: 'Treino inválido.' }).optional(),
  })
  .strict();

export const techniqueRpcs = {
  chat_biomechanics: defineRpc({
    summary:
      'Analisa a técnica de um treino de barra a partir das observações e das repetições (pegada, balanço, amplitude, escápulas, cadência, fadiga, dor) e sugere a progressão; conta na cota mensal do plano.',
    access: 'user',
    rateLimit: ANALYSES,
    input: ChatBiomechanicsInput,
    ownedResource: { field: 'activity_id' },
    example: {
      observation: 'Balancei o corpo nas últimas e não estendi o braço todo.',
      repetitions: 8,
      activity_id: '00000000-0000-4000-8000-000000000000',
    },
    handler: (input, ctx) =>
      analyzeBarTechnique(ctx.deps.db, requireUser(ctx), requireProfile(ctx).plano_code, input),
  }),
};

import { z } from 'zod';
import { defineRpc, requireUser } from '../../lib/rpc.js';
import { DELETION_PHRASE, deletionStatus, requestAccountDeletion } from './deletion.service.js';

/** A deliberate, password-checked request: a few tries a quarter hour (guessing is slow). */
const REQUESTS = { max: 5, windowSeconds: 15 * 60 };
const PHRASE_MESSAGE = `Para confirmar, digite ${DELETION_PHRASE}.`;

export const RequestDeletionInput = z
  .object({
    password: z
      .string({ error: 'Informe sua senha.' })
      .min(1, 'Informe sua senha.')
      .max(128, 'Senha incorreta.'),
    confirmation: z
      .string({ error: PHRASE_MESSAGE })
      .max(100, PHRASE_MESSAGE)
      .refine((typed) => typed.trim() === DELETION_PHRASE, PHRASE_MESSAGE),
  })
  .strict();

export const deletionRpcs = {
  request_account_deletion: defineRpc({
    summary:
      'Pede a exclusão da própria conta (senha e a frase EXCLUIR MINHA CONTA): todas as sessões terminam e, após 7 dias sem entrar, a conta e todos os dados são excluídos; entrar nesse prazo cancela.',
    access: 'user',
    rateLimit: REQUESTS,
    input: RequestDeletionInput,
    example: { password: 'senha-que-nao-confere', confirmation: DELETION_PHRASE },
    handler: (input, ctx) => requestAccountDeletion(ctx.deps, requireUser(ctx), input.password),
  }),
  get_account_deletion_status: defineRpc({
    summary: 'A exclusão de conta pendente do usuário ({ requested_at, due_at }) ou null.',
    access: 'user',
    input: z.object({}).strict(),
    example: {},
    handler: (_input, ctx) => deletionStatus(ctx.deps.db, requireUser(ctx)),
  }),
};

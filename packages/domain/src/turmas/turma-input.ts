import { z } from 'zod';
import { isoDate, tafDateSchema, todayInSaoPaulo } from '../profile/profile-schema';
import { safeText } from '../text/safe-text';

/** A turma's link: 50 people and 30 days unless the trainer says otherwise (issue 24). */
export const TURMA_INVITE_DEFAULTS = { maxUses: 50, days: 30 } as const;
export const TURMA_INVITE_LIMITS = { maxUses: 500, days: 90 } as const;

export const TurmaNameSchema = safeText('Informe o nome da turma.').pipe(
  z.string().min(1, 'Informe o nome da turma.').max(80, 'O nome da turma pode ter no máximo 80 caracteres.'),
);

export const TurmaDescriptionSchema = safeText('Descrição inválida.').pipe(
  z.string().max(500, 'A descrição pode ter no máximo 500 caracteres.'),
);

const EditalId = z
  .string({ error: 'Escolha o concurso da turma.' })
  .min(1, 'Escolha o concurso da turma.')
  .max(64, 'Concurso desconhecido.');

/** The fields of a turma as the trainer fills them; the TAF date is today or later. */
export const turmaFieldsSchema = (today: () => string = todayInSaoPaulo) =>
  z.object({
    name: TurmaNameSchema,
    edital_id: EditalId.nullable().optional(),
    taf_date: tafDateSchema(today).nullable().optional(),
    description: TurmaDescriptionSchema.nullable().optional(),
  });

/** An edit may keep a TAF date already past (a turma after its TAF), but never an invalid one. */
export const turmaEditSchema = () =>
  z.object({
    name: TurmaNameSchema.optional(),
    edital_id: EditalId.nullable().optional(),
    taf_date: isoDate('Data do TAF inválida.').nullable().optional(),
    description: TurmaDescriptionSchema.nullable().optional(),
  });

export const turmaInviteSchema = z.object({
  max_uses: z
    .number({ error: 'Informe quantas pessoas podem entrar.' })
    .int('Informe um número inteiro de pessoas.')
    .min(1, 'O link precisa aceitar pelo menos 1 pessoa.')
    .max(TURMA_INVITE_LIMITS.maxUses, `O link aceita no máximo ${TURMA_INVITE_LIMITS.maxUses} pessoas.`)
    .default(TURMA_INVITE_DEFAULTS.maxUses),
  expires_in_days: z
    .number({ error: 'Informe por quantos dias o link vale.' })
    .int('Informe um número inteiro de dias.')
    .min(1, 'O link vale pelo menos 1 dia.')
    .max(TURMA_INVITE_LIMITS.days, `O link vale no máximo ${TURMA_INVITE_LIMITS.days} dias.`)
    .default(TURMA_INVITE_DEFAULTS.days),
});

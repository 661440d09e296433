import { isPlainDate } from '@prontidao/domain/dates/plain-date';
import { safeText } from '@prontidao/domain/text/safe-text';
import {
  ADJUSTMENT_NOTE_MAX,
  SESSION_KINDS,
  VOLUME_PERCENT_MAX,
  VOLUME_PERCENT_MIN,
} from '@prontidao/domain/training-plan/adjust-week';
import { z } from 'zod';
import { queueNotification } from '../../jobs/notify-job.js';
import { defineRpc, requireSubject, requireUser } from '../../lib/rpc.js';
import * as service from './training-plan.service.js';

// The training plan back from the TAF date (issue 14; docs/decisions/036-training-plan.md).

const WRITES = { max: 60, windowSeconds: 60 };

/**
 * 'apto' (with a margin), 'medalha' (bronze) or a grade from 1 to 10 for an edital; 'apto' (the
 * pass mark) or 'folga' (past it) for an exam's event (decision 047). Which fits, the service checks.
 */
const GoalSchema = z.union([
  z.enum(['apto', 'medalha', 'folga']),
  z
    .number({ error: 'Escolha apto, medalha ou uma nota de 1 a 10.' })
    .min(1, 'A nota desejada vai de 1 a 10.')
    .max(10, 'A nota desejada vai de 1 a 10.'),
]);

const GOAL_KEY_MESSAGE = 'Teste desconhecido na meta.';
/** A test key as editais and exams name them ('barra', 'corrida_12min'); which ones, the service checks. */
const GoalKey = z
  .string({ error: GOAL_KEY_MESSAGE })
  .max(64, GOAL_KEY_MESSAGE)
  .regex(/^[a-z][a-z0-9_]*$/, GOAL_KEY_MESSAGE);

/** A goal per test key of the person's edital (a test left out aims at apto). */
const GoalsByTest = z
  // A JSON '__proto__' key is an own key that a record would drop silently: refuse it instead.
  .custom<Record<string, unknown>>(
    (value) => !!value && typeof value === 'object' && !Object.hasOwn(value, '__proto__'),
    { error: 'Escolha a meta de cada teste.' },
  )
  .pipe(z.record(GoalKey, GoalSchema, { error: 'Escolha a meta de cada teste.' }))
  .refine((goals) => Object.keys(goals).length > 0, 'Escolha a meta de pelo menos um teste.')
  .refine((goals) => Object.keys(goals).length <= 10, 'Metas demais: o edital tem poucos testes.');

export const SetTrainingPlanSettingsSchema = z
  .object({
    sessions_per_week: z
      .number({ error: 'Escolha de 2 a 6 treinos por semana.' })
      .int('Escolha de 2 a 6 treinos por semana.')
      .min(2, 'Escolha de 2 a 6 treinos por semana.')
      .max(6, 'Escolha de 2 a 6 treinos por semana.'),
    /** One goal for every test, or one per test key of the person's edital. */
    goal: z.union([GoalSchema, GoalsByTest], { error: 'Escolha apto, medalha ou uma nota de 1 a 10.' }),
  })
  .strict();

const DATE_MESSAGE = 'Data inválida: use AAAA-MM-DD.';
const PlainDate = z
  .string({ error: DATE_MESSAGE })
  .length(10, DATE_MESSAGE)
  .refine(isPlainDate, DATE_MESSAGE);

const StudentId = z
  .string({ error: 'Informe o aluno.' })
  .min(1, 'Informe o aluno.')
  .max(64, 'Aluno inválido.');

const VOLUME_MESSAGE = `O volume vai de ${VOLUME_PERCENT_MIN}% a ${VOLUME_PERCENT_MAX}% do planejado.`;
const NOTE_MESSAGE = `A observação tem no máximo ${ADJUSTMENT_NOTE_MAX} caracteres.`;

/** The trainer's note as typed in a textarea: line breaks read as spaces, then the free-text rules. */
const Note = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/[\r\n\t]+/g, ' ') : value),
  safeText('A observação precisa ser um texto.').pipe(z.string().max(ADJUSTMENT_NOTE_MAX, NOTE_MESSAGE)),
);

export const SetWeekAdjustmentSchema = z
  .object({
    /** The student whose plan it is (never the caller's own). */
    user_id: StudentId,
    /** The week's last day: weeks are counted back from the TAF, so it stays put. */
    week_end: PlainDate,
    volume_percent: z
      .number({ error: VOLUME_MESSAGE })
      .int(VOLUME_MESSAGE)
      .min(VOLUME_PERCENT_MIN, VOLUME_MESSAGE)
      .max(VOLUME_PERCENT_MAX, VOLUME_MESSAGE),
    /** Sessions taken out, by date and kind (one session a day at most). */
    removed: z
      .array(
        z
          .object({
            date: PlainDate,
            kind: z.enum(SESSION_KINDS, { error: 'Treino desconhecido.' }),
          })
          .strict(),
        { error: 'Informe os treinos retirados como uma lista.' },
      )
      .max(7, 'Uma semana tem no máximo 7 treinos.')
      .refine(
        (list) => new Set(list.map((s) => s.date)).size === list.length,
        'Cada treino retirado aparece uma vez só.',
      )
      .default([]),
    note: Note.nullable().optional(),
  })
  .strict();

export const ClearWeekAdjustmentSchema = z.object({ user_id: StudentId, week_end: PlainDate }).strict();

/** A trainer's week adjustments: trainers only, and only of a student they coach (active link). */
const COACH = { policy: 'canCoachStudent', field: 'user_id' } as const;

export const trainingPlanRpcs = {
  get_training_plan: defineRpc({
    summary:
      'Plano de treino do candidato (ou de um aluno acompanhado) da semana de hoje até a data do TAF: metas por prova do edital, semanas em blocos, sessões de "Esta semana" marcadas pelos treinos registrados e projeção da nota. Sem plano Avançado, só a prévia (metas, esta semana e projeção). Para quem não é o aluno, calculado sem as corridas importadas do Strava (uma sessão feita com uma delas só aparece como feita).',
    access: 'user',
    subject: { policy: 'canViewStudent', field: 'user_id', logAs: 'treinos' },
    input: z
      .object({
        /** Whose plan; the viewer's own when absent. */
        user_id: z.string().min(1).max(64).optional(),
      })
      .strict(),
    example: {},
    handler: (_input, ctx) => service.getTrainingPlan(ctx.deps.db, requireSubject(ctx), requireUser(ctx)),
  }),
  set_training_plan_settings: defineRpc({
    summary:
      'Grava a disponibilidade (2 a 6 treinos por semana) e a meta do próprio candidato — uma para todos os testes ou uma por teste do edital dele (apto, medalha ou nota de 1 a 10; num concurso de índice mínimo, apto ou folga) — e devolve o plano recalculado.',
    access: 'user',
    rateLimit: WRITES,
    input: SetTrainingPlanSettingsSchema,
    example: { sessions_per_week: 4, goal: { barra: 'medalha', corrida_2400m: 7, natacao_100m: 'apto' } },
    handler: (input, ctx) => service.setTrainingPlanSettings(ctx.deps.db, requireUser(ctx), input),
  }),
  set_training_plan_week_adjustment: defineRpc({
    summary:
      'O treinador com vínculo ativo ajusta uma semana do plano do aluno (pela data do último dia da semana): volume de 50% a 110% do planejado, treinos retirados (data e tipo) e uma observação. Guarda o histórico; o aluno vê quem mudou o quê. Devolve o plano ajustado.',
    access: 'trainer',
    rateLimit: WRITES,
    subject: COACH,
    input: SetWeekAdjustmentSchema,
    example: {
      user_id: 'id-do-aluno',
      week_end: '2031-02-21',
      volume_percent: 80,
      removed: [],
      note: 'Semana de provas na faculdade: volume menor.',
    },
    handler: async (input, ctx) => {
      const plan = await service.adjustTrainingPlanWeek(ctx.deps.db, requireUser(ctx), requireSubject(ctx), {
        week_end: input.week_end,
        volume_percent: input.volume_percent,
        removed: input.removed,
        note: input.note || null,
      });
      // The student hears of it (issue 26), once a day whatever the number of changes.
      await queueNotification(ctx.deps.jobs, {
        user_id: requireSubject(ctx),
        kind: 'treinador',
        title: 'Seu treinador ajustou sua semana',
        body: input.note || `Volume da semana em ${input.volume_percent}% do planejado. Veja o plano.`,
        url: '/aluno/plano',
      });
      return plan;
    },
  }),
  clear_training_plan_week_adjustment: defineRpc({
    summary:
      'O treinador com vínculo ativo desfaz o ajuste de uma semana do plano do aluno (o histórico guarda o ajuste e o desfazer). Devolve o plano.',
    access: 'trainer',
    rateLimit: WRITES,
    subject: COACH,
    input: ClearWeekAdjustmentSchema,
    example: { user_id: 'id-do-aluno', week_end: '2031-02-21' },
    handler: (input, ctx) =>
      service.clearTrainingPlanWeek(ctx.deps.db, requireUser(ctx), requireSubject(ctx), input.week_end),
  }),
};

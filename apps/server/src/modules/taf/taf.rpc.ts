import { SaveUserTestSchema } from '@prontidao/domain/scoring/simulation-input';
import { z } from 'zod';
import { defineRpc, requireSubject, requireUser } from '../../lib/rpc.js';
import { examBoard } from './exam-board.service.js';
import { getPassChance } from './pass-chance.service.js';
import * as service from './taf.service.js';

const NoInput = z.object({}).strict();
/** A person saves a handful of simulations a minute at most; scripts get 429. */
const WRITES = { max: 30, windowSeconds: 60 };

export const tafRpcs = {
  list_editais: defineRpc({
    summary: 'Editais disponíveis (a versão mais nova de cada), com a medida de cada prova por sexo.',
    access: 'public',
    input: NoInput,
    example: {},
    handler: (_input, ctx) => service.listEditais(ctx.deps.db),
  }),
  get_edital_table: defineRpc({
    summary: 'As tabelas de pontuação de um edital (a versão mais nova), prova por prova, por sexo.',
    access: 'public',
    input: z.object({ edital_id: z.string().min(1).max(80) }).strict(),
    example: { edital_id: 'cbmdf-2025-estimada' },
    handler: (input, ctx) => service.getEditalTable(ctx.deps.db, input.edital_id),
  }),
  get_exam: defineRpc({
    summary:
      'Um concurso de marcas mínimas ou pontos (a versão mais nova, ou a pedida), com as regras de cada prova por sexo.',
    access: 'public',
    input: z
      .object({
        edital_id: z.string().min(1).max(80),
        version: z.number().int().min(1).max(100_000).optional(),
      })
      .strict(),
    example: { edital_id: 'pmesp-2025-soldado' },
    handler: (input, ctx) => service.getExam(ctx.deps.db, input.edital_id, input.version),
  }),
  set_user_edital: defineRpc({
    summary: 'Escolhe o edital usado nos simulados do candidato.',
    access: 'user',
    rateLimit: WRITES,
    input: z.object({ edital_id: z.string().min(1).max(80) }).strict(),
    example: { edital_id: 'cbmdf-2025-estimada' },
    handler: (input, ctx) => service.chooseEdital(ctx.deps.db, requireUser(ctx), input.edital_id),
  }),
  save_user_test: defineRpc({
    summary: 'Calcula e grava um simulado com o sexo, o cargo e o edital do perfil do candidato.',
    access: 'user',
    rateLimit: WRITES,
    input: SaveUserTestSchema,
    example: { barra_reps_param: 8, corrida_tempo_seg_param: 690, natacao_tempo_seg_param: 110 },
    handler: (input, ctx) => service.saveUserTest(ctx.deps.db, requireUser(ctx), input),
  }),
  get_user_tests: defineRpc({
    summary:
      'Simulados de um candidato (o próprio, ou um aluno que o treinador acompanha), do mais novo ao mais antigo.',
    access: 'user',
    subject: { policy: 'canViewStudent', field: 'user_id', logAs: 'relatorios' },
    input: z
      .object({
        limit: z.number().int().min(1).max(200).default(50),
        /** Whose tests; the viewer's own when absent. */
        user_id: z.string().min(1).max(64).optional(),
      })
      .strict(),
    example: { limit: 10 },
    handler: (input, ctx) => service.getUserTests(ctx.deps.db, requireSubject(ctx), input.limit),
  }),
  get_medalhas_recentes: defineRpc({
    summary:
      'Medalhas (ouro, prata, bronze) das provas dos simulados mais recentes de um candidato, da mais nova à mais antiga (até 6).',
    access: 'user',
    subject: { policy: 'canViewStudent', field: 'user_uuid', logAs: 'relatorios' },
    input: z
      .object({
        /** Whose medals; the viewer's own when absent. */
        user_uuid: z.string().min(1).max(64).optional(),
      })
      .strict(),
    example: {},
    handler: (_input, ctx) => service.getRecentMedals(ctx.deps.db, requireSubject(ctx)),
  }),
  get_last_simulado: defineRpc({
    summary: 'O simulado mais recente do candidato, ou null.',
    access: 'user',
    input: NoInput,
    example: {},
    handler: (_input, ctx) => service.getLastSimulado(ctx.deps.db, requireUser(ctx)),
  }),
  get_pass_chance: defineRpc({
    summary:
      "'Chance de aprovação' do candidato para o dia do TAF, no seu edital ou concurso (uma estimativa), ou null sem data do TAF à frente ou resultados bastantes.",
    access: 'user',
    input: NoInput,
    example: {},
    handler: (_input, ctx) => getPassChance(ctx.deps.db, requireUser(ctx)),
  }),
  get_edital_document: defineRpc({
    summary: 'Admin: o documento da versão mais nova de um edital ou concurso, para o editor partir dele.',
    access: 'admin',
    input: z.object({ edital_id: z.string().min(1).max(80) }).strict(),
    example: { edital_id: 'pf-2021' },
    handler: (input, ctx) => service.getEditalDocument(ctx.deps.db, input.edital_id),
  }),
  set_edital_archived: defineRpc({
    summary:
      'Admin: arquiva um edital ou concurso (deixa de ser oferecido; quem o segue o mantém) ou o reativa.',
    access: 'admin',
    rateLimit: WRITES,
    input: z.object({ edital_id: z.string().min(1).max(80), archived: z.boolean() }).strict(),
    example: { edital_id: 'prf-2009', archived: true },
    handler: (input, ctx) =>
      service.setEditalArchived(ctx.deps.db, requireUser(ctx), input.edital_id, input.archived),
  }),
  get_exam_ranking: defineRpc({
    summary:
      'Ranking do concurso: o melhor simulado de cada candidato que aceitou aparecer (apelido), por sexo, top 5 e sua posição.',
    access: 'user',
    input: z.object({ edital_id: z.string().min(1).max(80).optional() }).strict(),
    example: {},
    handler: (input, ctx) => examBoard(ctx.deps.db, requireUser(ctx), input.edital_id),
  }),
  import_edital: defineRpc({
    summary:
      'Admin: carrega um edital (tabelas 0–10) ou um concurso (eventos com marcas mínimas ou pontos) como nova versão; nada é gravado se houver erro.',
    access: 'admin',
    rateLimit: WRITES,
    input: z.object({ document: z.unknown() }).strict(),
    example: { document: {} },
    handler: (input, ctx) => service.importEdital(ctx.deps.db, requireUser(ctx), input.document),
  }),
};

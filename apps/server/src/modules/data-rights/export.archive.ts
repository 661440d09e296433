import { APP_TIME_ZONE } from '@prontidao/domain/dates/time-zone';
import { strToU8, zipSync } from 'fflate';
import { activityGpx, gpxPath } from './export.gpx.js';
import type { PersonRows } from './export.repository.js';

// The ZIP a person downloads: dados.json (everything, machine-readable), resumo.txt (a pt-BR
// summary a person reads) and one GPX per activity with a route.

export interface UnlockedSnippet {
  id: string;
  title: string;
  topic: string;
  min_coins: number;
}

export const EXPORT_FORMAT = 'prontidao-exportacao/1';

/** What is not in the export, and why (also written into dados.json). */
export const LEFT_OUT = [
  'Senha, tokens de sessão e tokens de acesso ao Strava: são credenciais, não informações sobre você.',
  'Código dos convites de treinador: só o resumo criptográfico é guardado, e ele não identifica ninguém.',
  'Conteúdo dos e-mails enviados: contêm links de acesso de uso único; aqui vão assunto e data.',
  'Estados temporários de login e contadores de limite de uso: apagados em minutos ou em até uma hora.',
  'Arquivos de exportações anteriores: cada um é apagado 24 horas depois de pronto.',
];

export function buildDataJson(rows: PersonRows, snippets: UnlockedSnippet[], generatedAt: Date) {
  return {
    formato: EXPORT_FORMAT,
    gerado_em: generatedAt.toISOString(),
    titular: rows.user
      ? {
          id: rows.user.id,
          nome: rows.user.name,
          email: rows.user.email,
          email_confirmado: rows.user.emailVerified,
          conta_criada_em: rows.user.createdAt,
          conta_atualizada_em: rows.user.updatedAt,
        }
      : null,
    perfil: rows.profile ?? null,
    plano: rows.profile?.plano_code ?? 'free',
    pagamentos: rows.payments,
    assinatura: rows.subscription ?? null,
    notificacoes: rows.notifications,
    lembretes: rows.notificationSettings ?? null,
    pesos: rows.weights,
    simulacoes: rows.tests,
    atividades: rows.activities.map((activity) => ({
      ...activity,
      arquivo_gpx: activityGpx(activity) ? gpxPath(activity) : null,
    })),
    moedas: {
      carteira: rows.wallet,
      extrato: rows.ledger,
      promocao_vista_treinos: rows.promotionMark?.seen_workouts ?? 0,
    },
    rankings: rows.ranks,
    denuncias_de_ranking: { feitas_por_voce: rows.reportsMade, sobre_seus_treinos: rows.reportsAboutMe },
    conteudos_desbloqueados: snippets,
    analises_de_tecnica: rows.analyses,
    plano_de_treino: rows.trainingPlanSettings ?? null,
    ajustes_do_plano_de_treino: {
      feitos_pelos_seus_treinadores: rows.planAdjustments,
      feitos_por_voce_como_treinador: rows.planAdjustmentsAsTrainer,
    },
    treinadores: {
      como_aluno: rows.asStudent,
      como_treinador: rows.asTrainer,
      convites_criados: rows.invites,
      o_que_treinadores_viram: rows.viewedMe,
      o_que_voce_viu_como_treinador: rows.viewedByMe,
      turmas_de_que_voce_participa: rows.turmas.memberOf,
      turmas_que_voce_conduz: rows.turmas.run,
      links_das_suas_turmas: rows.turmas.links,
      comentarios: rows.turmas.comments,
    },
    consentimentos: rows.consents,
    conexoes_strava: rows.connections,
    avisos_do_strava: rows.webhookEvents,
    auditoria: { sobre_voce: rows.auditAboutMe, suas_acoes_como_administrador: rows.auditByMe },
    editais_publicados: rows.editais,
    sessoes: rows.sessions,
    formas_de_acesso: rows.accounts,
    emails_enviados: rows.mails,
    exportacoes: rows.exports,
    fora_desta_exportacao: LEFT_OUT,
  };
}

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: APP_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});
const when = (value: Date | string | null | undefined) => (value ? dateTime.format(new Date(value)) : '—');
const day = (value: string | null | undefined) => (value ? value.split('-').reverse().join('/') : '—');

const TYPE_LABEL: Record<string, string> = {
  RUN: 'corrida',
  SWIM: 'natação',
  BARRA: 'barra',
  EXERCISE: 'exercício do TAF',
};
const CONSENT_LABEL: Record<string, string> = {
  ranking: 'Aparecer nos rankings',
  trainer_sharing: 'Compartilhar com treinador',
  strava_import: 'Importar do Strava',
  marketing: 'E-mails de novidades',
};

function countBy<T>(items: T[], key: (item: T) => string): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${n} de ${k}`).join(', ') || 'nenhuma';
}

export function buildSummary(
  rows: PersonRows,
  snippets: UnlockedSnippet[],
  gpxCount: number,
  generatedAt: Date,
) {
  const p = rows.profile;
  const activities = rows.activities;
  const dates = activities.map((a) => a.workout_date).sort();
  const lines = [
    'PRONTIDÃO — EXPORTAÇÃO DOS SEUS DADOS',
    `Gerada em ${when(generatedAt)} (horário de Brasília)`,
    '',
    'Este arquivo ZIP contém:',
    '- dados.json: todos os seus dados, em formato legível por máquina (JSON);',
    '- resumo.txt: este resumo;',
    `- atividades/: ${gpxCount} arquivo(s) GPX com o percurso dos treinos que têm rota.`,
    '',
    'CONTA',
    `Nome: ${p?.full_name ?? rows.user?.name ?? '—'}`,
    `Apelido: ${p?.nickname ?? '—'}`,
    `E-mail: ${rows.user?.email ?? '—'}`,
    `Conta criada em: ${when(rows.user?.createdAt)}`,
    `Perfil: ${p?.role ?? '—'} · Plano: ${p?.plano_code ?? 'free'}`,
    `Data do TAF: ${day(p?.taf_dt)}`,
    '',
    'PREPARAÇÃO',
    `Simulações do TAF: ${rows.tests.length}`,
    `Treinos: ${activities.length} (${countBy(activities, (a) => TYPE_LABEL[a.activity_type] ?? a.activity_type)})`,
    `Primeiro treino: ${day(dates[0])} · Último treino: ${day(dates[dates.length - 1])}`,
    `Pesagens registradas: ${rows.weights.length}`,
    `Análises de técnica: ${rows.analyses.length}`,
    `Moedas: saldo ${rows.wallet?.balance ?? 0}, ${rows.ledger.length} lançamento(s) no extrato`,
    `Posições em rankings: ${rows.ranks.length}`,
    `Pílulas de conhecimento desbloqueadas: ${snippets.length}`,
    '',
    'TREINADORES',
    `Vínculos como aluno: ${rows.asStudent.length} (${rows.asStudent.filter((l) => !l.revoked_at).length} ativo(s))`,
    `Vínculos como treinador: ${rows.asTrainer.length}`,
    `Convites criados: ${rows.invites.length}`,
    `Turmas de que você participa: ${rows.turmas.memberOf.length}`,
    `Turmas que você conduz: ${rows.turmas.run.length}`,
    `Acessos de treinadores aos seus dados: ${rows.viewedMe.length}`,
    ...rows.viewedMe
      .slice(-20)
      .map((v) => `  - ${when(v.viewed_at)}: ${v.trainer_name ?? 'treinador'} viu ${v.resource}`),
    '',
    'CONSENTIMENTOS',
    ...(rows.consents.length
      ? rows.consents.map(
          (c) =>
            `- ${when(c.created_at)}: ${CONSENT_LABEL[c.kind] ?? c.kind} — ${c.granted ? 'concedido' : 'revogado'} (texto ${c.text_version})`,
        )
      : ['- Nenhum registro.']),
    `Aparecer nos rankings (situação atual): ${p?.consent_ranking ? 'sim' : 'não'}`,
    '',
    'INTEGRAÇÕES',
    ...(rows.connections.length
      ? rows.connections.map(
          (c) =>
            `- ${c.provider}: conectado em ${when(c.connected_at)}${c.revoked_at ? `, desconectado em ${when(c.revoked_at)}` : ''}`,
        )
      : ['- Nenhuma.']),
    '',
    'O QUE NÃO ESTÁ AQUI, E POR QUÊ',
    ...LEFT_OUT.map((line) => `- ${line}`),
    '',
  ];
  return lines.join('\n');
}

/** The ZIP's bytes. */
export function buildArchive(rows: PersonRows, snippets: UnlockedSnippet[], generatedAt: Date): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const activity of rows.activities) {
    const gpx = activityGpx(activity);
    if (gpx) files[gpxPath(activity)] = strToU8(gpx);
  }
  const gpxCount = Object.keys(files).length;
  const json = JSON.stringify(buildDataJson(rows, snippets, generatedAt), null, 2);
  return zipSync(
    {
      'dados.json': strToU8(json),
      'resumo.txt': strToU8(buildSummary(rows, snippets, gpxCount, generatedAt)),
      ...files,
    },
    { level: 6, mtime: generatedAt },
  );
}

import { formatPlainDate } from '../format/date';
import { formatDecimalText } from '../format/decimal-text';
import { formatMinutesSeconds } from '../format/duration';
import { countdownFor, countdownStage } from '../profile/countdown';
import { sexName } from '../profile/sex';
import { MAX_RANK_MESSAGE } from '../ranks/rank-ladder';
import { ESTIMATE_NOTICE } from '../scoring/editais/catalog';
import type { Cargo, Edital, Measure, Sex } from '../scoring/edital-schema';
import { formatGrade } from '../scoring/progress-summary';
import type { ChatLinkKey } from './chat-message';
import type { GradeTarget } from './grade-target';
import type { TafTest } from './lexicon';
import { PASSING_NOTA, requiredMark } from './required-mark';

// Answers built from the candidate's own data: the marks of their edital, their TAF countdown and
// their rank. Pure: the caller passes the data and the current instant.

export interface PersonalReply {
  text: string;
  links: ChatLinkKey[];
}

export interface ChatProfile {
  sex: Sex | null;
  cargo: Cargo | null;
  /** The expected TAF date ('YYYY-MM-DD'), if set. */
  tafDate: string | null;
}

export interface ChatRank {
  rank: string;
  next: string | null;
  progress: number;
  goal: number;
  workouts: number;
}

const TEST_NAMES: Record<TafTest, string> = { corrida: 'corrida', barra: 'barra', natacao: 'natação' };

/** A grade as typed: 7 → '7', 7.5 → '7,5'. */
const formatTarget = formatDecimalText;

export function formatMark(measure: Measure, mark: number): string {
  if (measure === 'seconds_time') return `até ${formatMinutesSeconds(mark)}`;
  if (measure === 'seconds_hang') return `${mark} s de suspensão`;
  return `${mark} ${mark === 1 ? 'repetição' : 'repetições'}`;
}

function targetNota(target: GradeTarget): number {
  return target.kind === 'pass' ? PASSING_NOTA : target.grade;
}

function targetHeading(target: GradeTarget): string {
  if (target.kind === 'pass') return 'Para pontuar (nota acima de 0; um 0 em qualquer prova reprova)';
  if (target.kind === 'medal') return `Para a medalha de ${target.medal} (nota ${target.grade})`;
  return `Para nota ${formatTarget(target.grade)}`;
}

type Profiled = { sex: Sex; cargo?: Cargo | undefined };

/** What a test needs for a grade, or why it cannot be said. */
function markFor(edital: Edital, test: TafTest, profile: Profiled, minNota: number) {
  const result = requiredMark(edital, test, profile, minNota);
  if (result === null)
    return { ok: false as const, line: `Seu edital não tem prova de ${TEST_NAMES[test]}.` };
  if (!result.ok) return { ok: false as const, line: result.message };
  const exact = minNota === PASSING_NOTA || Math.abs(result.nota - minNota) < 0.005;
  const note = exact ? '' : ` (vale nota ${formatGrade(result.nota)})`;
  return {
    ok: true as const,
    label: result.label,
    mark: `${formatMark(result.measure, result.mark)}${note}`,
  };
}

const MILESTONES: [string, number][] = [
  ['Para pontuar', PASSING_NOTA],
  ['Bronze (nota 5)', 5],
  ['Prata (nota 7)', 7],
  ['Ouro (nota 9)', 9],
  ['Nota 10', 10],
];

/** Every milestone of one test: the minimum to score, each medal and the top grade. */
function milestoneBlock(edital: Edital, test: TafTest, profile: Profiled): string {
  const first = markFor(edital, test, profile, PASSING_NOTA);
  if (!first.ok) return `• ${first.line}`;
  const lines = MILESTONES.map(([name, nota]) => {
    const found = markFor(edital, test, profile, nota);
    return `• ${name}: ${found.ok ? found.mark : 'não alcançável neste edital'}`;
  });
  return [`${first.label}:`, ...lines].join('\n');
}

export function replyRequiredMark(
  edital: Edital,
  profile: ChatProfile,
  tests: readonly TafTest[],
  target: GradeTarget | null,
): PersonalReply {
  if (profile.sex === null) {
    return {
      text: 'Para calcular as marcas do seu edital, preciso do seu sexo: complete o seu perfil.',
      links: ['profile'],
    };
  }
  if (target !== null && target.kind !== 'pass' && !(target.grade > 0 && target.grade <= 10)) {
    return {
      text: 'A nota de cada prova vai de 0 a 10. Pergunte por uma nota de 1 a 10, por exemplo: "Quanto preciso na corrida para nota 7?".',
      links: [],
    };
  }
  const who: Profiled = { sex: profile.sex, cargo: profile.cargo ?? undefined };
  const scope = `no edital ${edital.name} (sexo ${sexName(profile.sex)})`;
  const footer = edital.isEstimate ? [ESTIMATE_NOTICE] : [];
  const body =
    target === null
      ? [`Marcas ${scope}:`, ...tests.map((test) => milestoneBlock(edital, test, who))]
      : [
          `${targetHeading(target)} ${scope}:`,
          ...tests.map((test) => {
            const found = markFor(edital, test, who, targetNota(target));
            return `• ${found.ok ? `${found.label}: ${found.mark}` : found.line}`;
          }),
        ];
  return { text: [...body, ...footer].join('\n'), links: ['simulation'] };
}

export function replyCountdown(profile: ChatProfile, now: Date): PersonalReply {
  const { days, label } = countdownFor(profile.tafDate, now);
  const date = formatPlainDate(profile.tafDate);
  if (days === null || date === null) {
    return { text: `${label} no seu perfil para eu contar os dias.`, links: ['profile'] };
  }
  if (days < 0) {
    return {
      text: `${label} (a data prevista era ${date}). Se você tem uma nova data, atualize no seu perfil.`,
      links: ['profile'],
    };
  }
  if (days === 0) return { text: `Seu TAF é hoje (${date}). Boa prova!`, links: [] };
  const advice =
    countdownStage(days) === 'Reta final'
      ? 'Reta final: mantenha o ritmo, faça simulados e priorize o descanso.'
      : 'Continue treinando: a constância pesa mais que qualquer treino isolado.';
  return { text: `${label} (${date}).\n${advice}`, links: ['simulation'] };
}

export function replyRank(rank: ChatRank): PersonalReply {
  const done = `${rank.workouts} ${rank.workouts === 1 ? 'treino concluído' : 'treinos concluídos'}`;
  const head = `Sua patente é ${rank.rank} (${done}).`;
  if (rank.next === null) return { text: `${head}\n${MAX_RANK_MESSAGE}`, links: ['trainings'] };
  const missing = rank.goal - rank.progress;
  const more = missing === 1 ? 'Falta 1 treino' : `Faltam ${missing} treinos`;
  return {
    text: `${head}\n${more} para ${rank.next}: cada ${rank.goal} treinos concluídos rendem uma promoção.`,
    links: ['trainings'],
  };
}

import { formatExamMark } from '../exams/exam-marks';
import type { Exam, ExamEvent, ExamSex, ExamStandard } from '../exams/exam-schema';
import { isLowerBetter } from '../exams/exam-schema';
import { SECONDARY_SOURCE_NOTE } from '../exams/grade-exam';
import { passMarkOf } from '../exams/points';
import type { ChatLinkKey } from './chat-message';

// 'Quantas barras preciso na PMESP?': the pass marks of the exam the person names, from the
// exam catalogue (issue 23 §3). The person's own sex when the profile has it, else both.

const SEX_WORDS: Record<ExamSex, string> = { M: 'homens', F: 'mulheres' };

function requirement(event: ExamEvent, standard: ExamStandard): string | null {
  const mark = passMarkOf(standard);
  if (mark === null) return null;
  const direction = isLowerBetter(standard.measure) ? 'no máximo' : 'no mínimo';
  return `${direction} ${formatExamMark(standard.measure, mark, event.timeWindowS)}`;
}

function eventLine(event: ExamEvent, sex: ExamSex | null): string {
  const sexes: ExamSex[] = sex ? [sex] : ['M', 'F'];
  const parts = sexes.map((s) => {
    const standard = event.standards.find((candidate) => candidate.sex === s && !candidate.ageBand);
    const needed = standard ? requirement(event, standard) : null;
    const name = standard?.variant ?? event.label;
    const who = sex ? '' : ` (${SEX_WORDS[s]})`;
    return needed ? `${name}: ${needed}${who}` : `${event.label}: índice ainda não encontrado${who}`;
  });
  return `• ${parts.join('; ')}`;
}

export function replyExamRequirement(
  exam: Exam,
  eventKeys: readonly string[],
  sex: ExamSex | null,
): { text: string; links: ChatLinkKey[] } {
  const events = exam.events.filter((event) => eventKeys.includes(event.key));
  const heading =
    exam.completeness === 'complete'
      ? `${exam.shortName} — para passar no TAF:`
      : `${exam.shortName} — a tabela deste concurso está incompleta; o que já se sabe:`;
  const lines = events.map((event) => eventLine(event, sex));
  const secondary = events.some((event) => event.certainty !== 'exact');
  const tail = secondary ? [`${SECONDARY_SOURCE_NOTE}.`] : [];
  return { text: [heading, ...lines, ...tail].join('\n'), links: ['simulation'] };
}

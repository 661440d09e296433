import { examById } from '../exams/catalogue';
import type { Exam } from '../exams/exam-schema';
import type { KbSnippet } from '../rewards/reward-types';
import type { Edital } from '../scoring/edital-schema';
import {
  DATA_UNAVAILABLE,
  DOSE_REPLIES,
  GENERIC_REPLY,
  GREETING_REPLY,
  QUICK_QUESTIONS,
  SNIPPET_TOPICS_FOR,
  THANKS_REPLY,
  TOPIC_REPLIES,
} from './canned-replies';
import type { ChatLinkKey, SnippetPointer } from './chat-message';
import type { ChatIntent } from './detect-intent';
import { replyExamRequirement } from './exam-replies';
import { type ChatTopic, TAF_TESTS } from './lexicon';
import {
  type ChatProfile,
  type ChatRank,
  replyCountdown,
  replyRank,
  replyRequiredMark,
} from './personal-replies';

// From an intent and the data it needs to the bot's reply. Deterministic: the same question, data
// and instant always give the same reply.

export type ChatDataNeed = 'profile' | 'edital' | 'rank' | 'snippets';

/** What a reply reads from the server before it can be written. */
export function dataNeeds(intent: ChatIntent): ChatDataNeed[] {
  switch (intent.kind) {
    case 'required_mark':
      return ['profile', 'edital'];
    case 'exam_requirement':
      return ['profile'];
    case 'countdown':
      return ['profile'];
    case 'rank':
      return ['rank'];
    case 'topic':
    case 'dose':
      return ['snippets'];
    default:
      return [];
  }
}

export interface ChatReply {
  text: string;
  links: ChatLinkKey[];
  snippets: SnippetPointer[];
  /** Questions to tap next (the quick questions, when the chat did not understand). */
  suggestions?: string[];
}

/** The data a reply may use; undefined where loading failed (null: loaded, nothing there). */
export interface ChatData {
  now: Date;
  profile?: ChatProfile | undefined;
  edital?: Edital | undefined;
  /** The candidate's own exam when it is one of pass marks (PMESP…), instead of an edital's tables. */
  exam?: Exam | undefined;
  rank?: ChatRank | undefined;
  snippets?: readonly Pick<KbSnippet, 'id' | 'title' | 'topic' | 'unlocked' | 'min_coins'>[] | undefined;
}

/** Unlocked snippets of the topic; when none is unlocked, the cheapest locked one as a goal. */
export function pickSnippets(topic: ChatTopic, snippets: ChatData['snippets']): SnippetPointer[] {
  const topics: readonly string[] = SNIPPET_TOPICS_FOR[topic];
  const related = (snippets ?? []).filter((snippet) => topics.includes(snippet.topic));
  const unlocked = related.filter((snippet) => snippet.unlocked);
  const chosen =
    unlocked.length > 0
      ? unlocked.slice(0, 3)
      : related
          .filter((snippet) => !snippet.unlocked)
          .sort((a, b) => a.min_coins - b.min_coins)
          .slice(0, 1);
  return chosen.map(({ id, title, topic: t, unlocked: u, min_coins }) => ({
    id,
    title,
    topic: t,
    unlocked: u,
    min_coins,
  }));
}

const plain = (text: string, links: ChatLinkKey[] = []): ChatReply => ({ text, links, snippets: [] });

/**
 * The exam's events a question names by test ('barra', 'corrida', 'natacao'); every event when it
 * names none (the intent then carries all three classic tests).
 */
function eventsOfTests(exam: Exam, tests: readonly string[]): string[] {
  const all = TAF_TESTS.every((test) => tests.includes(test));
  const named = all ? [] : exam.events.filter((event) => tests.some((test) => event.key.startsWith(test)));
  return (named.length > 0 ? named : exam.events).map((event) => event.key);
}

export function composeReply(intent: ChatIntent, data: ChatData): ChatReply {
  switch (intent.kind) {
    case 'required_mark': {
      if (data.profile && data.exam) {
        const keys = eventsOfTests(data.exam, intent.tests);
        const reply = replyExamRequirement(data.exam, keys, data.profile.sex);
        return plain(reply.text, reply.links);
      }
      if (!data.profile || !data.edital) return plain(DATA_UNAVAILABLE);
      const reply = replyRequiredMark(data.edital, data.profile, intent.tests, intent.target);
      return plain(reply.text, reply.links);
    }
    case 'exam_requirement': {
      const exam = examById(intent.examId);
      if (!exam) return plain(DATA_UNAVAILABLE);
      const reply = replyExamRequirement(exam, intent.events, data.profile?.sex ?? null);
      return plain(reply.text, reply.links);
    }
    case 'countdown': {
      if (!data.profile) return plain(DATA_UNAVAILABLE);
      const reply = replyCountdown(data.profile, data.now);
      return plain(reply.text, reply.links);
    }
    case 'rank': {
      if (!data.rank) return plain(DATA_UNAVAILABLE);
      const reply = replyRank(data.rank);
      return plain(reply.text, reply.links);
    }
    case 'topic': {
      const canned = TOPIC_REPLIES[intent.topic];
      const snippets = pickSnippets(intent.topic, data.snippets);
      const links: ChatLinkKey[] =
        snippets.length > 0 && !canned.links.includes('rewards')
          ? [...canned.links, 'rewards']
          : canned.links;
      return { text: canned.text, links, snippets };
    }
    case 'dose': {
      const snippets = pickSnippets(intent.test, data.snippets);
      const links: ChatLinkKey[] = snippets.length > 0 ? ['trainings', 'rewards'] : ['trainings'];
      return { text: DOSE_REPLIES[intent.test][intent.dose], links, snippets };
    }
    case 'greeting':
      return plain(GREETING_REPLY);
    case 'thanks':
      return plain(THANKS_REPLY);
    default:
      return {
        ...plain(GENERIC_REPLY, ['reports', 'simulation', 'rewards']),
        suggestions: [...QUICK_QUESTIONS],
      };
  }
}

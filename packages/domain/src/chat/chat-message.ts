import { z } from 'zod';

// A chat message (spec §3: id, text, sender, timestamp), kept only on the device. Bot replies also
// carry the pages and knowledge snippets they point to.

/** The history kept per account: the newest messages, so storage never grows without bound. */
export const MAX_STORED_MESSAGES = 200;

/** Spec §10: how long 'Analisando sua pergunta...' shows before the reply. */
export const REPLY_DELAY_MS = 1500;

/** Questions longer than this are cut at the input. */
export const MAX_QUESTION_LENGTH = 500;

/** Where a reply may point; the web app maps each to its route. */
export const ChatLinkKeySchema = z.enum(['reports', 'simulation', 'rewards', 'profile', 'trainings']);
export type ChatLinkKey = z.infer<typeof ChatLinkKeySchema>;

export const SnippetPointerSchema = z.object({
  id: z.string(),
  title: z.string(),
  topic: z.string(),
  unlocked: z.boolean(),
  min_coins: z.number(),
});
/** A knowledge snippet a reply points to ('Pílulas de Conhecimento' on /recompensas). */
export type SnippetPointer = z.infer<typeof SnippetPointerSchema>;

export const ChatMessageSchema = z.object({
  id: z.string().min(1),
  text: z.string(),
  sender: z.enum(['user', 'bot']),
  /** ISO instant. */
  timestamp: z.string(),
  links: z.array(ChatLinkKeySchema).optional(),
  snippets: z.array(SnippetPointerSchema).optional(),
  /** Questions the person may tap next (a reply that did not understand offers the quick ones). */
  suggestions: z.array(z.string().max(200)).max(8).optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** Reads a stored history; anything malformed is dropped message by message, never thrown. */
export function parseHistory(value: unknown): ChatMessage[] {
  if (!Array.isArray(value)) return [];
  const messages = value.flatMap((item) => {
    const parsed = ChatMessageSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return messages.slice(-MAX_STORED_MESSAGES);
}

/** Adds a message, keeping only the newest MAX_STORED_MESSAGES. */
export const appendMessage = (history: readonly ChatMessage[], message: ChatMessage): ChatMessage[] =>
  [...history, message].slice(-MAX_STORED_MESSAGES);

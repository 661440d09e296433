import {
  appendMessage,
  type ChatMessage,
  MAX_QUESTION_LENGTH,
  REPLY_DELAY_MS,
} from '@prontidao/domain/chat/chat-message';
import { composeReply, dataNeeds } from '@prontidao/domain/chat/compose-reply';
import { detectIntent } from '@prontidao/domain/chat/detect-intent';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadChatData } from './api/chat-data';
import { chatHistoryStore } from './chat-history';

let sequence = 0;
const newId = () => `${Date.now().toString(36)}-${(sequence++).toString(36)}`;

const wait = (ms: number, timers: Set<ReturnType<typeof setTimeout>>) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      resolve();
    }, ms);
    timers.add(timer);
  });

/**
 * The conversation of one account: sending adds the question, 'Analisando sua pergunta...' shows
 * for 1.5 s (spec §4) while the data the reply needs is read, then the local reply arrives.
 * One question at a time; the history is saved on the device after every change.
 */
export function useChat(userId: string | null) {
  const store = useMemo(() => (userId ? chatHistoryStore(userId) : null), [userId]);
  const [messages, setMessages] = useState<ChatMessage[]>(() => store?.load() ?? []);
  // A question left unanswered (the page was closed while waiting) is answered on return.
  const [isWaiting, setIsWaiting] = useState(() => messages.at(-1)?.sender === 'user');
  const waiting = useRef(isWaiting);
  const queryClient = useQueryClient();
  // Work started by an earlier mount (or before a clear) must not write into this one.
  const generation = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const answer = useCallback(
    async (question: string) => {
      const started = generation.current;
      waiting.current = true;
      setIsWaiting(true);
      const intent = detectIntent(question);
      const [, data] = await Promise.all([
        wait(REPLY_DELAY_MS, timers.current),
        loadChatData(queryClient, dataNeeds(intent)),
      ]);
      if (generation.current !== started) return;
      const reply = composeReply(intent, { ...data, now: new Date() });
      const message: ChatMessage = {
        id: newId(),
        sender: 'bot',
        text: reply.text,
        timestamp: new Date().toISOString(),
        ...(reply.links.length > 0 ? { links: reply.links } : {}),
        ...(reply.snippets.length > 0 ? { snippets: reply.snippets } : {}),
        ...(reply.suggestions?.length ? { suggestions: reply.suggestions } : {}),
      };
      setMessages((history) => appendMessage(history, message));
      waiting.current = false;
      setIsWaiting(false);
    },
    [queryClient],
  );

  useEffect(() => {
    store?.save(messages);
  }, [store, messages]);

  const initial = useRef(messages);
  useEffect(() => {
    const last = initial.current.at(-1);
    if (last?.sender === 'user') void answer(last.text);
    const pending = timers.current;
    return () => {
      generation.current += 1;
      waiting.current = false;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, [answer]);

  /** Sends a question; false when it was ignored (blank, or a reply is still on its way). */
  const send = useCallback(
    (raw: string): boolean => {
      const text = raw.trim().slice(0, MAX_QUESTION_LENGTH);
      if (text === '' || waiting.current) return false;
      const question: ChatMessage = {
        id: newId(),
        sender: 'user',
        text,
        timestamp: new Date().toISOString(),
      };
      setMessages((history) => appendMessage(history, question));
      void answer(text);
      return true;
    },
    [answer],
  );

  const clear = useCallback(() => {
    if (waiting.current) return;
    setMessages([]);
    store?.clear();
  }, [store]);

  return { messages, isWaiting, send, clear };
}

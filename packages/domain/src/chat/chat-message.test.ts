import { describe, expect, it } from 'vitest';
import { appendMessage, type ChatMessage, MAX_STORED_MESSAGES, parseHistory } from './chat-message';

const message = (n: number): ChatMessage => ({
  id: `m${n}`,
  text: `Mensagem ${n}`,
  sender: n % 2 === 0 ? 'user' : 'bot',
  timestamp: '2026-03-01T12:00:00.000Z',
});

describe('chat history', () => {
  it('keeps only the newest messages', () => {
    let history: ChatMessage[] = [];
    for (let n = 0; n < MAX_STORED_MESSAGES + 5; n += 1) history = appendMessage(history, message(n));
    expect(history).toHaveLength(MAX_STORED_MESSAGES);
    expect(history[0]?.id).toBe('m5');
    expect(history.at(-1)?.id).toBe(`m${MAX_STORED_MESSAGES + 4}`);
  });

  it('drops malformed stored entries instead of failing', () => {
    const stored = [message(1), { id: 'x', text: 3 }, null, { ...message(2), sender: 'robot' }, message(3)];
    expect(parseHistory(stored).map((m) => m.id)).toEqual(['m1', 'm3']);
    expect(parseHistory({ not: 'a list' })).toEqual([]);
    expect(parseHistory(null)).toEqual([]);
  });
});

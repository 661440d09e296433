import { THINKING_MESSAGE, WELCOME_MESSAGE } from '@prontidao/domain/chat/canned-replies';
import type { ChatMessage } from '@prontidao/domain/chat/chat-message';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { MessageBubble } from './message-bubble';

/**
 * The conversation as a log region (announced politely as messages arrive), scrolled to the newest
 * message. It scrolls on its own, so it takes keyboard focus for reading with the arrow keys.
 */
export function MessageList({
  messages,
  isWaiting,
  onAsk,
}: {
  messages: ChatMessage[];
  isWaiting: boolean;
  /** Sends a suggested question as if typed. */
  onAsk: (question: string) => void;
}) {
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = log.current;
    if (element && (messages.length > 0 || isWaiting)) element.scrollTop = element.scrollHeight;
  }, [messages.length, isWaiting]);

  return (
    <div
      ref={log}
      role="log"
      aria-live="polite"
      aria-label="Conversa com o assistente"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="h-[55vh] min-h-72 overflow-y-auto rounded-md p-3 focus-visible:outline-2 focus-visible:outline-ring sm:p-4"
    >
      <ol className="grid gap-3">
        {messages.length === 0 ? (
          <li className="flex justify-start">
            <p className="max-w-[85%] rounded-lg border bg-muted px-3 py-2 text-sm [overflow-wrap:anywhere] sm:max-w-[75%]">
              {WELCOME_MESSAGE}
            </p>
          </li>
        ) : null}
        {messages.map((message, index) => (
          <MessageBubble
            key={message.id}
            message={message}
            // Only the newest reply offers its suggestions: older ones are history.
            onAsk={index === messages.length - 1 && !isWaiting ? onAsk : undefined}
          />
        ))}
        {isWaiting ? (
          <li className="flex justify-start">
            <p className="flex items-center gap-2 rounded-lg border bg-muted px-3 py-2 text-muted-foreground text-sm">
              <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
              {THINKING_MESSAGE}
            </p>
          </li>
        ) : null}
      </ol>
    </div>
  );
}

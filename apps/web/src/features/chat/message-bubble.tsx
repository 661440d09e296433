import type { ChatMessage } from '@prontidao/domain/chat/chat-message';
import { BookOpen, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { CHAT_LINKS } from './chat-links';
import { formatMessageTime } from './message-time';

/**
 * One message: the candidate's on the right, the assistant's on the left with its links, and the
 * questions it suggests (buttons while it is the newest reply).
 */
export function MessageBubble({
  message,
  onAsk,
}: {
  message: ChatMessage;
  onAsk?: ((question: string) => void) | undefined;
}) {
  const isUser = message.sender === 'user';
  return (
    <li
      className={cn('flex', isUser ? 'justify-end' : 'justify-start')}
      data-testid={`message-${message.sender}`}
    >
      <article
        className={cn(
          'grid max-w-[85%] gap-2 rounded-lg px-3 py-2 text-sm sm:max-w-[75%]',
          isUser ? 'bg-primary text-primary-foreground' : 'border bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{isUser ? 'Você disse:' : 'Assistente respondeu:'}</span>
        <p className="whitespace-pre-line [overflow-wrap:anywhere]">{message.text}</p>
        {message.snippets && message.snippets.length > 0 ? (
          <div className="grid gap-1">
            <p className="font-medium">Pílulas de Conhecimento relacionadas:</p>
            <ul className="grid gap-1">
              {message.snippets.map((snippet) => (
                <li key={snippet.id} className="flex items-start gap-1.5 [overflow-wrap:anywhere]">
                  {snippet.unlocked ? (
                    <BookOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  ) : (
                    <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  )}
                  <span className="min-w-0">
                    <Link to={paths.rewards} className="underline underline-offset-2">
                      {snippet.title}
                    </Link>{' '}
                    <span className="text-muted-foreground">
                      {snippet.unlocked ? '(desbloqueada)' : `(requer ${snippet.min_coins} moedas)`}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {message.suggestions && message.suggestions.length > 0 && onAsk ? (
          <ul className="flex flex-wrap gap-2" aria-label="Perguntas sugeridas">
            {message.suggestions.map((question) => (
              <li key={question} className="max-w-full">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onAsk(question)}
                  className="h-auto min-h-10 max-w-full whitespace-normal py-2 text-start sm:min-h-8"
                >
                  {question}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {message.links && message.links.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {message.links.map((key) => (
              <Button key={key} asChild variant="outline" size="sm">
                <Link to={CHAT_LINKS[key].to}>{CHAT_LINKS[key].label}</Link>
              </Button>
            ))}
          </div>
        ) : null}
        <time
          dateTime={message.timestamp}
          className={cn('text-xs', isUser ? 'text-end text-primary-foreground' : 'text-muted-foreground')}
        >
          {formatMessageTime(message.timestamp)}
        </time>
      </article>
    </li>
  );
}

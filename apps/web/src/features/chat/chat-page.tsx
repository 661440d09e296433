import { Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthContext } from '@/hooks/use-auth-context';
import { ChatComposer } from './chat-composer';
import { ChatShortcuts } from './chat-shortcuts';
import { MessageList } from './message-list';
import { QuickQuestions } from './quick-questions';
import { useChat } from './use-chat';

/** /chat: the local TAF assistant (DECISIONS: 'The chat assistant stays local'). */
export default function ChatPage() {
  const auth = useAuthContext();
  if (auth.isPending) return <Skeleton className="h-96" aria-hidden="true" />;
  const userId = auth.data?.user.id ?? null;
  // One conversation per account: switching accounts starts from that account's own history.
  return <ChatView key={userId ?? 'sem-conta'} userId={userId} />;
}

function ChatView({ userId }: { userId: string | null }) {
  const { messages, isWaiting, send, clear } = useChat(userId);
  const input = useRef<HTMLInputElement>(null);
  const ask = (question: string) => {
    send(question);
    input.current?.focus();
  };
  const clearConversation = () => {
    clear();
    input.current?.focus();
  };

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Chat</h1>
          <p className="text-pretty text-muted-foreground">
            Tire dúvidas sobre o TAF: corrida, barra, natação, sua nota, sua patente e os dias até a prova.
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={clearConversation}
          disabled={messages.length === 0 || isWaiting}
        >
          <Trash2 aria-hidden="true" />
          Limpar conversa
        </Button>
      </header>
      <QuickQuestions disabled={isWaiting} onAsk={ask} />
      <Card className="grid min-w-0">
        <MessageList messages={messages} isWaiting={isWaiting} onAsk={ask} />
        <ChatComposer inputRef={input} isWaiting={isWaiting} onSend={send} />
      </Card>
      <p className="text-muted-foreground text-xs">
        As respostas são geradas neste aparelho, e a conversa fica salva só nele.
      </p>
      <ChatShortcuts />
    </div>
  );
}

import { MAX_QUESTION_LENGTH } from '@prontidao/domain/chat/chat-message';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type RefObject, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface ChatComposerProps {
  inputRef: RefObject<HTMLInputElement | null>;
  isWaiting: boolean;
  onSend: (text: string) => boolean;
}

/** The question field: Enter sends; blank text is ignored; the send button waits for the reply. */
export function ChatComposer({ inputRef, isWaiting, onSend }: ChatComposerProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSend(text)) setText('');
    inputRef.current?.focus();
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t p-3 sm:p-4">
      <div className="grid min-w-0 flex-1 gap-1">
        <label htmlFor="chat-question" className="sr-only">
          Sua pergunta
        </label>
        <Input
          id="chat-question"
          ref={inputRef}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Digite sua pergunta..."
          maxLength={MAX_QUESTION_LENGTH}
          autoComplete="off"
          enterKeyHint="send"
        />
      </div>
      <Button type="submit" disabled={isWaiting} aria-label="Enviar pergunta">
        <SendHorizontal aria-hidden="true" />
        <span className="hidden sm:inline">Enviar</span>
      </Button>
    </form>
  );
}

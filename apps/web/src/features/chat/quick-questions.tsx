import { QUICK_QUESTIONS } from '@prontidao/domain/chat/canned-replies';
import { Button } from '@/components/ui/button';

/** Spec §2: the four quick questions, each sent as if typed. */
export function QuickQuestions({
  disabled,
  onAsk,
}: {
  disabled: boolean;
  onAsk: (question: string) => void;
}) {
  return (
    <section aria-labelledby="perguntas-rapidas" className="grid gap-2">
      <h2 id="perguntas-rapidas" className="font-semibold text-base">
        Perguntas rápidas
      </h2>
      <ul className="flex flex-wrap gap-2">
        {QUICK_QUESTIONS.map((question) => (
          <li key={question} className="max-w-full">
            <Button
              variant="outline"
              size="sm"
              disabled={disabled}
              onClick={() => onAsk(question)}
              className="h-auto min-h-10 max-w-full whitespace-normal py-2 text-start sm:h-auto sm:min-h-8"
            >
              {question}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { EventDraft } from './exam-draft';
import { useExamForm } from './exam-form-context';

/** The id of 'Adicionar teste', where focus goes when an event is removed. */
export const ADD_EVENT_PATH = 'add-event';

/** Focus after a move or a removal: React moves the nodes and the button pressed may lose it. */
const focusSoon = (...ids: string[]) =>
  requestAnimationFrame(() => {
    for (const id of ids) {
      const element = document.getElementById(id) as HTMLButtonElement | null;
      if (element && !element.disabled) return element.focus();
    }
  });

interface EventToolbarProps {
  event: EventDraft;
  index: number;
  count: number;
}

/** Up, down (the order candidates see) and remove, each named with the event for screen readers. */
export function EventToolbar({ event, index, count }: EventToolbarProps) {
  const { change, idOf } = useExamForm();
  const name = event.label.trim() || `Teste ${index + 1}`;
  const up = idOf(`move-up-${event.uid}`);
  const down = idOf(`move-down-${event.uid}`);
  const move = (by: -1 | 1) => {
    change({ type: 'moveEvent', event: index, by });
    focusSoon(by < 0 ? up : down, by < 0 ? down : up);
  };
  const remove = () => {
    change({ type: 'removeEvent', event: index });
    focusSoon(idOf(ADD_EVENT_PATH));
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        id={up}
        type="button"
        variant="outline"
        size="sm"
        disabled={index === 0}
        onClick={() => move(-1)}
      >
        <ArrowUp aria-hidden="true" />
        <span className="sr-only">Mover {name} para cima</span>
      </Button>
      <Button
        id={down}
        type="button"
        variant="outline"
        size="sm"
        disabled={index === count - 1}
        onClick={() => move(1)}
      >
        <ArrowDown aria-hidden="true" />
        <span className="sr-only">Mover {name} para baixo</span>
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={remove}>
        <Trash2 aria-hidden="true" />
        Remover teste <span className="sr-only">{name}</span>
      </Button>
    </div>
  );
}

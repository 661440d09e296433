import { type ReactNode, useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ReminderChange } from '../api/reminders';

const HOUR_MINUTE = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * One end of the quiet hours. A time box changes with each digit typed, so it is saved when the
 * person leaves it (or presses Enter) with a whole time; an emptied box gets the saved time back.
 */
function TimeBox({
  id,
  label,
  saved,
  onSave,
}: {
  id: string;
  label: ReactNode;
  saved: string;
  onSave: (time: string) => void;
}) {
  const [text, setText] = useState(saved);
  useEffect(() => setText(saved), [saved]);
  const commit = () => {
    const time = text.slice(0, 5);
    if (!HOUR_MINUTE.test(time)) setText(saved);
    else if (time !== saved) onSave(time);
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="time"
        className="w-32"
        value={text}
        aria-describedby="lembrete-silencio-descricao"
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </div>
  );
}

/** 'Silêncio das … às …': no push in these hours; what falls in them arrives when they end. */
export function QuietHoursFields({
  start,
  end,
  onChange,
}: {
  start: string;
  end: string;
  onChange: (change: ReminderChange) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">Horário de silêncio</legend>
      <div className="flex flex-wrap gap-4">
        <TimeBox
          id="lembrete-silencio-inicio"
          label="Silêncio das"
          saved={start}
          onSave={(time) => onChange({ quiet_start: time })}
        />
        <TimeBox
          id="lembrete-silencio-fim"
          label={
            <>
              <span className="sr-only">Silêncio </span>às
            </>
          }
          saved={end}
          onSave={(time) => onChange({ quiet_end: time })}
        />
      </div>
      <p id="lembrete-silencio-descricao" className="text-pretty text-muted-foreground text-sm">
        Nesse intervalo nenhum lembrete chega; os que caírem nele chegam quando ele acabar (horário de
        Brasília).
      </p>
    </fieldset>
  );
}

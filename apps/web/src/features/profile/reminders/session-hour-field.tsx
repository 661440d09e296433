import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '../native-select';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** '07:00' for 7. */
export const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** 'Hora do treino do dia': when the day's session reminder comes (São Paulo), saved on change. */
export function SessionHourField({ hour, onChange }: { hour: number; onChange: (hour: number) => void }) {
  return (
    <FormField
      id="lembrete-hora-do-treino"
      label="Hora do treino do dia"
      description="O lembrete da sessão do plano chega nessa hora (horário de Brasília)."
    >
      <NativeSelect
        className="sm:max-w-40"
        value={hour}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {HOURS.map((each) => (
          <option key={each} value={each}>
            {hourText(each)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

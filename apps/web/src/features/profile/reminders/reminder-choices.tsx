import { useId } from 'react';
import type { ReminderChange, ReminderKind, ReminderSettings } from '../api/reminders';
import { QuietHoursFields } from './quiet-hours-fields';
import { SessionHourField } from './session-hour-field';

/** A checkbox with its label and, under it, a description that the checkbox is described by. */
function ChoiceBox({
  id,
  label,
  description,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
        checked={checked}
        aria-describedby={`${id}-descricao`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div className="grid min-w-0 gap-0.5 text-sm">
        <label htmlFor={id} className="cursor-pointer font-medium">
          {label}
        </label>
        <p id={`${id}-descricao`} className="text-pretty text-muted-foreground">
          {description}
        </p>
      </div>
    </div>
  );
}

const disabledKinds = (kinds: ReminderKind[]) =>
  kinds.filter((kind) => !kind.enabled).map((kind) => kind.kind);

/** “Contagem para o TAF” e “Resumo da semana”: the kinds that also go by e-mail. */
function emailKindsText(kinds: ReminderKind[]) {
  const names = kinds.filter((kind) => kind.email).map((kind) => `“${kind.label}”`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names.at(-1)}` : (names[0] ?? '');
}

/** Each kind on or off, the hour of the day's session, the quiet hours and the e-mail: saved on change. */
export function ReminderChoices({
  settings,
  onChange,
}: {
  settings: ReminderSettings;
  onChange: (change: ReminderChange) => void;
}) {
  const prefix = useId();
  const { kinds } = settings;
  const hasSession = kinds.some((kind) => kind.kind === 'sessao_do_dia');
  const emailKinds = emailKindsText(kinds);
  const toggle = (kind: ReminderKind, enabled: boolean) =>
    onChange({
      disabled_kinds: disabledKinds(
        kinds.map((each) => (each.kind === kind.kind ? { ...each, enabled } : each)),
      ),
    });

  return (
    <>
      <fieldset className="grid gap-3">
        <legend className="mb-3 font-medium text-sm">O que lembrar</legend>
        {kinds.map((kind) => (
          <ChoiceBox
            key={kind.kind}
            id={`${prefix}-${kind.kind}`}
            label={kind.label}
            description={kind.description}
            checked={kind.enabled}
            onChange={(enabled) => toggle(kind, enabled)}
          />
        ))}
      </fieldset>
      {hasSession ? (
        <SessionHourField
          hour={settings.session_hour}
          onChange={(hour) => onChange({ session_hour: hour })}
        />
      ) : null}
      <QuietHoursFields start={settings.quiet_start} end={settings.quiet_end} onChange={onChange} />
      {emailKinds ? (
        <ChoiceBox
          id={`${prefix}-email`}
          label="Lembretes por e-mail"
          description={`Só ${emailKinds} vão por e-mail, e só quando nenhum aparelho seu recebe as notificações push.`}
          checked={settings.email}
          onChange={(email) => onChange({ email })}
        />
      ) : null}
    </>
  );
}

import type { WizardData } from '@prontidao/domain/profile/wizard-steps';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FIELD_IDS } from '../onboarding-ids';
import { fullNameIssue, nicknameIssue } from '../wizard-data';

export interface NameStepProps {
  data: WizardData;
  onChange: (patch: Partial<WizardData>) => void;
  /** The server's answer about the nickname (e.g. already taken). */
  nicknameError?: string;
}

const CONSENT_HINT_ID = `${FIELD_IDS.consent}-description`;

/** Step 1: full name, nickname and the explicit (unticked) consent to appear in the rankings. */
export function NameStep({ data, onChange, nicknameError }: NameStepProps) {
  const [touched, setTouched] = useState({ fullName: false, nickname: false });
  const touch = (field: keyof typeof touched) => setTouched((current) => ({ ...current, [field]: true }));
  // A nickname with a forbidden character is flagged at once; "too short" waits for the blur.
  const showNicknameIssue = touched.nickname || data.nickname.trim().length >= 2;

  return (
    <div className="grid gap-5">
      <FormField
        id={FIELD_IDS.fullName}
        label="Nome completo"
        required
        error={touched.fullName ? fullNameIssue(data.fullName) : undefined}
      >
        <Input
          autoComplete="name"
          maxLength={120}
          value={data.fullName}
          onChange={(event) => onChange({ fullName: event.target.value })}
          onBlur={() => touch('fullName')}
        />
      </FormField>
      <FormField
        id={FIELD_IDS.nickname}
        label="Apelido"
        required
        description="Seu apelido aparece nos rankings; seu nome completo não é público."
        error={nicknameError ?? (showNicknameIssue ? nicknameIssue(data.nickname) : undefined)}
      >
        <Input
          autoComplete="nickname"
          maxLength={30}
          value={data.nickname}
          onChange={(event) => onChange({ nickname: event.target.value })}
          onBlur={() => touch('nickname')}
        />
      </FormField>
      <div className="flex items-start gap-3 rounded-lg border p-4">
        <input
          id={FIELD_IDS.consent}
          type="checkbox"
          checked={data.consentRanking}
          onChange={(event) => onChange({ consentRanking: event.target.checked })}
          aria-describedby={CONSENT_HINT_ID}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
        />
        <div className="grid gap-1">
          <Label htmlFor={FIELD_IDS.consent} className="cursor-pointer text-base">
            Mostrar meu apelido nos rankings
          </Label>
          <p id={CONSENT_HINT_ID} className="text-muted-foreground text-sm">
            Opcional. Você pode mudar isso quando quiser no seu perfil.
          </p>
        </div>
      </div>
    </div>
  );
}

import type { WizardData } from '@prontidao/domain/profile/wizard-steps';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FIELD_IDS } from '../onboarding-ids';
import { nicknameIssue } from '../wizard-data';

const CONSENT_HINT_ID = `${FIELD_IDS.consent}-description`;

/** Step 1: full name, nickname and the explicit (unticked) consent to appear in the rankings. */
export function NameStep() {
  const { register, formState, watch } = useFormContext<WizardData>();
  const nickname = watch('nickname');
  // Checked once a field is left; a nickname with a forbidden character is flagged at once.
  const nicknameError =
    formState.errors.nickname?.message ?? (nickname.trim().length >= 2 ? nicknameIssue(nickname) : undefined);

  return (
    <div className="grid gap-5">
      <FormField
        id={FIELD_IDS.fullName}
        label="Nome completo"
        required
        error={formState.errors.fullName?.message}
      >
        <Input autoComplete="name" maxLength={120} {...register('fullName')} />
      </FormField>
      <FormField
        id={FIELD_IDS.nickname}
        label="Apelido"
        required
        description="Seu apelido aparece nos rankings; seu nome completo não é público."
        error={nicknameError}
      >
        <Input autoComplete="nickname" maxLength={30} {...register('nickname')} />
      </FormField>
      <div className="flex items-start gap-3 rounded-lg border p-4">
        <input
          id={FIELD_IDS.consent}
          type="checkbox"
          aria-describedby={CONSENT_HINT_ID}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
          {...register('consentRanking')}
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

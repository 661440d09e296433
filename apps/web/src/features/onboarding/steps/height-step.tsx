import { formatMeters, MAX_HEIGHT_M, MIN_HEIGHT_M, readHeight } from '@prontidao/domain/profile/height';
import { HEIGHT_HINT } from '@prontidao/domain/profile/profile-schema';
import type { WizardData } from '@prontidao/domain/profile/wizard-steps';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FIELD_IDS } from '../onboarding-ids';
import { type HeightConversion, HeightConversionDialog } from './height-conversion-dialog';

/**
 * The message under the field: a non-number at once; range problems only once the candidate has
 * left the field (so "1" on the way to "1,74" is not scolded), and never while "1," waits for digits.
 */
function heightError(text: string, isTouched: boolean): string | undefined {
  if (/^\d+[.,]$/.test(text.trim())) return undefined;
  const reading = readHeight(text);
  if (reading.kind === 'ok' || reading.kind === 'empty') return undefined;
  return reading.kind === 'not-a-number' || isTouched ? reading.message : undefined;
}

/**
 * A value above 3 is read as centimetres. The conversion is offered once the suggestion is a
 * plausible height (174 → 1,74 m), so typing "17" on the way to "174" does not open the dialog.
 */
function conversionFor(text: string): HeightConversion | null {
  const reading = readHeight(text);
  if (reading.kind !== 'centimeters') return null;
  const { suggestion } = reading;
  return suggestion >= MIN_HEIGHT_M && suggestion <= MAX_HEIGHT_M ? { typed: text.trim(), suggestion } : null;
}

/** Step 3: the height in metres ('1,74'); the profile can correct it later. */
export function HeightStep() {
  const { field, fieldState } = useController<WizardData, 'height'>({ name: 'height' });
  const [conversion, setConversion] = useState<HeightConversion | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const { value } = field;
  // 'Próximo' with a wrong height marks the field as if it had been left.
  const isTouched = fieldState.isTouched || fieldState.error !== undefined;
  const onChange = (text: string) => field.onChange(text);

  const change = (text: string) => {
    onChange(text);
    const offer = conversionFor(text);
    if (offer) {
      setConversion(offer);
      setDialogOpen(true);
    }
  };

  return (
    <>
      <FormField
        id={FIELD_IDS.height}
        label="Altura (m)"
        required
        description={HEIGHT_HINT}
        error={heightError(value, isTouched)}
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder="ex.: 1,74"
          ref={field.ref}
          name={field.name}
          value={value}
          onChange={(event) => change(event.target.value)}
          onBlur={field.onBlur}
        />
      </FormField>
      <HeightConversionDialog
        conversion={conversion}
        open={isDialogOpen}
        returnFocusId={FIELD_IDS.height}
        onKeep={() => setDialogOpen(false)}
        onConvert={({ suggestion }) => {
          onChange(formatMeters(suggestion));
          setDialogOpen(false);
        }}
      />
    </>
  );
}

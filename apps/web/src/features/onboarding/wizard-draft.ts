import { SEXES } from '@prontidao/domain/profile/sex';
import { WIZARD_STEPS } from '@prontidao/domain/profile/wizard-steps';
import { z } from 'zod';
import type { WizardFormData } from './wizard-data';

// The wizard's progress kept in the browser, so a reload, a tap on the navigation or a visit to
// another page never loses it. One entry per account; the 'prontidao.' prefix makes sign-out clear
// it (lib/local-auth-storage), and a successful save clears it too.

const KEY_PREFIX = 'prontidao.onboarding-draft.';

export interface WizardDraft {
  step: number;
  data: WizardFormData;
}

const DraftSchema = z.object({
  step: z.number().int().min(1).max(WIZARD_STEPS),
  data: z.object({
    fullName: z.string(),
    nickname: z.string(),
    consentRanking: z.boolean(),
    sexo: z.enum(['', ...SEXES]),
    height: z.string(),
    weight: z.string(),
    cargo: z.string(),
    tafDate: z.string(),
    // Drafts kept before the exam was asked have none: the default one.
    examId: z.string().default(''),
  }),
});

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface WizardDraftStore {
  load(): WizardDraft | null;
  save(draft: WizardDraft): void;
  clear(): void;
}

/** The draft of one account; a broken or foreign entry reads as no draft. */
export function wizardDraftStore(userId: string): WizardDraftStore {
  const key = `${KEY_PREFIX}${userId}`;
  return {
    load() {
      try {
        const parsed = DraftSchema.safeParse(JSON.parse(storage()?.getItem(key) ?? 'null'));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    save(draft) {
      try {
        storage()?.setItem(key, JSON.stringify(draft));
      } catch {
        // A full or blocked storage only costs the draft.
      }
    },
    clear() {
      storage()?.removeItem(key);
    },
  };
}

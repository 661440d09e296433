import { useMemo } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useAuthContext } from '@/hooks/use-auth-context';
import { useFullProfile } from '@/lib/queries/profile';
import { OnboardingWizard } from './onboarding-wizard';
import { initialWizardData } from './wizard-data';
import { wizardDraftStore } from './wizard-draft';

/** /aluno/onboarding: the six-step profile wizard, resumed from its draft or prefilled from the profile. */
export default function OnboardingPage() {
  const auth = useAuthContext();
  const profile = useFullProfile();
  const userId = auth.data?.user.id;
  const drafts = useMemo(() => (userId ? wizardDraftStore(userId) : null), [userId]);

  if (auth.isPending || profile.isPending) {
    return (
      <div className="grid min-h-[50vh] place-items-center">
        <Spinner size="lg" label="Carregando seu perfil..." />
      </div>
    );
  }
  const draft = drafts?.load();
  return (
    <OnboardingWizard
      initial={draft?.data ?? initialWizardData(profile.data, auth.data?.user.name)}
      initialStep={draft?.step ?? 1}
      drafts={drafts}
    />
  );
}

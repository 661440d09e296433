import { Spinner } from '@/components/ui/spinner';
import { useAuthContext } from '@/hooks/use-auth-context';
import { useFullProfile } from '@/lib/queries/profile';
import { OnboardingWizard } from './onboarding-wizard';
import { initialWizardData } from './wizard-data';

/** /aluno/onboarding: the six-step profile wizard, prefilled with what the candidate already has. */
export default function OnboardingPage() {
  const auth = useAuthContext();
  const profile = useFullProfile();

  if (auth.isPending || profile.isPending) {
    return (
      <div className="grid min-h-[50vh] place-items-center">
        <Spinner size="lg" label="Carregando seu perfil..." />
      </div>
    );
  }
  return <OnboardingWizard initial={initialWizardData(profile.data, auth.data?.user.name)} />;
}

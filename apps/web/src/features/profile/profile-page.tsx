import { missingProfileFields } from '@prontidao/domain/profile/requirements';
import { useAuthContext } from '@/hooks/use-auth-context';
import { type FullProfile, useFullProfile } from '@/lib/queries/profile';
import { CompleteProfileDialog } from './complete-profile-dialog';
import { CountdownCard } from './countdown-card';
import { EditalCard } from './edital-card';
import { PersonalDataCard } from './personal-data-card';
import { ProfileLoadError, ProfileSkeleton } from './profile-states';
import { RankingConsentCard } from './ranking-consent-card';
import { TrainerProfileCard } from './trainer-profile-card';

/** A candidate must fill e-mail, nickname, sex, weight, height and TAF date (spec §5 "Profile dialog"). */
const isIncompleteCandidate = (profile: FullProfile) =>
  profile.role === 'aluno' &&
  missingProfileFields('aluno', { ...profile, cref_number: null, cref_region: null }).length > 0;

/** /aluno/perfil and /perfil: 'Meu Perfil' (candidates; trainers see their name, e-mail and CREF link). */
export default function ProfilePage() {
  const query = useFullProfile();
  const profile = query.data;

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Meu Perfil</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          Confira e atualize seus dados; eles definem sua nota e a contagem regressiva do TAF.
        </p>
      </header>
      {profile ? (
        profile.role === 'treinador' ? (
          <TrainerProfileCard profile={profile} />
        ) : (
          <CandidateProfile profile={profile} />
        )
      ) : query.isPending ? (
        <ProfileSkeleton />
      ) : (
        <ProfileLoadError onRetry={() => query.refetch()} isRetrying={query.isFetching} />
      )}
    </div>
  );
}

function CandidateProfile({ profile }: { profile: FullProfile }) {
  // The dialog starts from the name typed at sign-up when the profile has none yet.
  const signUpName = useAuthContext().data?.user.name ?? null;
  const dialogProfile = { ...profile, full_name: profile.full_name ?? signUpName };
  return (
    <>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <PersonalDataCard profile={profile} />
        <div className="grid gap-6">
          <CountdownCard tafDate={profile.taf_dt} />
          <RankingConsentCard profile={profile} />
          <EditalCard savedEditalId={profile.edital_id} />
        </div>
      </div>
      <CompleteProfileDialog profile={dialogProfile} open={isIncompleteCandidate(profile)} />
    </>
  );
}

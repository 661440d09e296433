import { missingProfileFields } from '@prontidao/domain/profile/requirements';
import { useAuthContext } from '@/hooks/use-auth-context';
import { type FullProfile, useFullProfile } from '@/lib/queries/profile';
import { CompleteProfileDialog } from './complete-profile-dialog';
import { CountdownCard } from './countdown-card';
import { DataRightsSection } from './data-rights-section';
import { EditalCard } from './edital-card';
import { MyTurmasCard } from './my-turmas-card';
import { PersonalDataCard } from './personal-data-card';
import { ProfileLoadError, ProfileSkeleton } from './profile-states';
import { RankingConsentCard } from './ranking-consent-card';
import { RemindersCard } from './reminders-card';
import { TrainerProfileCard } from './trainer-profile-card';
import { TrainersAccessCard } from './trainers-access-card';

/** A candidate must fill e-mail, nickname, sex, weight, height and TAF date (spec §5 "Profile dialog"). */
const isIncompleteCandidate = (profile: FullProfile) =>
  profile.role === 'aluno' &&
  missingProfileFields('aluno', { ...profile, cref_number: null, cref_region: null }).length > 0;

const sexOf = (sexo: string | null) => (sexo === 'M' || sexo === 'F' ? sexo : null);

/** /aluno/perfil and /perfil: 'Meu Perfil' (candidates; trainers see their name, e-mail and CREF link). */
export default function ProfilePage() {
  const query = useFullProfile();
  const profile = query.data;
  const signUpName = useAuthContext().data?.user.name ?? null;
  const isTrainer = profile?.role === 'treinador';

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Meu Perfil</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          {isTrainer
            ? 'Confira seus dados de acesso e o seu cadastro profissional.'
            : 'Confira e atualize seus dados; eles definem sua nota e a contagem regressiva do TAF.'}
        </p>
      </header>
      {profile ? (
        isTrainer ? (
          <>
            <TrainerProfileCard profile={profile} signUpName={signUpName} />
            <div className="max-w-2xl">
              <RemindersCard />
            </div>
          </>
        ) : (
          <CandidateProfile profile={profile} signUpName={signUpName} />
        )
      ) : query.isPending ? (
        <ProfileSkeleton />
      ) : (
        <ProfileLoadError onRetry={() => query.refetch()} isRetrying={query.isFetching} />
      )}
      {profile ? <DataRightsSection candidate={!isTrainer} /> : null}
    </div>
  );
}

function CandidateProfile({ profile, signUpName }: { profile: FullProfile; signUpName: string | null }) {
  // The dialog starts from the name typed at sign-up when the profile has none yet.
  const dialogProfile = { ...profile, full_name: profile.full_name ?? signUpName };
  return (
    <>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="grid gap-6">
          <PersonalDataCard profile={profile} />
          <RemindersCard />
        </div>
        <div className="grid gap-6">
          <CountdownCard tafDate={profile.taf_dt} />
          <RankingConsentCard profile={profile} />
          {profile.role === 'aluno' ? <TrainersAccessCard /> : null}
          {profile.role === 'aluno' ? <MyTurmasCard /> : null}
          <EditalCard savedEditalId={profile.edital_id} sex={sexOf(profile.sexo)} />
        </div>
      </div>
      <CompleteProfileDialog profile={dialogProfile} open={isIncompleteCandidate(profile)} />
    </>
  );
}

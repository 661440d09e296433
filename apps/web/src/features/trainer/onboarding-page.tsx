import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuthContext } from '@/hooks/use-auth-context';
import { errorMessage } from '@/lib/api-error';
import { useTrainerProfile } from './api/trainer-profile';
import { OnboardingForm } from './onboarding-form';
import { FormSkeleton, LoadError } from './trainer-states';

/** /treinador/onboarding: name, birth date and CREF; saving makes the account a trainer's. */
export default function TrainerOnboardingPage() {
  const auth = useAuthContext();
  const profile = useTrainerProfile();
  const role = auth.data?.role ?? profile.data?.role;
  const isAdmin = role === 'admin';

  return (
    <div className="grid max-w-2xl gap-6">
      <header className="grid gap-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Cadastro do Treinador</h1>
        <p className="text-pretty text-muted-foreground">
          {isAdmin
            ? 'Como administrador, basta o nome completo para entrar como treinador.'
            : 'Informe seus dados e seu CREF. Um CREF ainda não verificado não impede o cadastro.'}
        </p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Dados profissionais</h2>
          </CardTitle>
          <CardDescription>Campos com * são obrigatórios.</CardDescription>
        </CardHeader>
        <CardContent>
          {profile.isPending || auth.isPending ? (
            <FormSkeleton label="Carregando cadastro..." />
          ) : profile.isError ? (
            <LoadError
              title="Não foi possível carregar seu cadastro."
              message={errorMessage(profile.error, 'Tente novamente em instantes.')}
              onRetry={() => void profile.refetch()}
              isRetrying={profile.isFetching}
            />
          ) : (
            <OnboardingForm
              profile={profile.data}
              isAdmin={isAdmin}
              signUpName={auth.data?.full_name ?? auth.data?.user.name ?? null}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

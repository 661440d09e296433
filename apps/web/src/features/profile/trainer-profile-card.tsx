import { IdCard } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import type { FullProfile } from '@/lib/queries/profile';

export interface TrainerProfileCardProps {
  profile: FullProfile;
  /** The name typed at sign-up, shown until the trainer registration sets the full name. */
  signUpName: string | null;
}

/** A trainer's /perfil: name and e-mail here; the CREF data live in the trainer registration. */
export function TrainerProfileCard({ profile, signUpName }: TrainerProfileCardProps) {
  const name = profile.full_name?.trim() || signUpName?.trim() || null;
  return (
    <section aria-labelledby="dados-treinador-titulo" className="max-w-2xl">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="dados-treinador-titulo">Dados pessoais</h2>
          </CardTitle>
          <CardDescription>Seu nome completo e seu CREF ficam no cadastro de treinador.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <div className="grid min-w-0 content-start gap-0.5">
              <dt className="text-muted-foreground text-sm">Nome</dt>
              <dd className={name ? 'font-medium wrap-anywhere' : 'text-muted-foreground italic'}>
                {name ?? 'Não informado'}
              </dd>
            </div>
            <div className="grid min-w-0 content-start gap-0.5">
              <dt className="text-muted-foreground text-sm">E-mail</dt>
              <dd className="font-medium wrap-anywhere">{profile.email}</dd>
            </div>
          </dl>
          <Button asChild variant="outline" className="w-full sm:w-fit">
            <Link to={paths.trainer.onboarding}>
              <IdCard aria-hidden="true" />
              Dados profissionais (CREF)
            </Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}

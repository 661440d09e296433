import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

const SHARED = [
  'Seus testes e simulados do TAF',
  'Suas sessões de treino',
  'Suas métricas de desempenho e resistência',
];

/** What accepting shares, and that the student can take it back (spec §2 '/join'). */
export function InviteInfoCard() {
  return (
    <section aria-labelledby="convite-info-titulo">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="convite-info-titulo" className="flex items-center gap-2 text-base">
              <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />O que seu treinador
              verá
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          <ul className="grid list-disc gap-1 ps-5">
            {SHARED.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="text-pretty text-muted-foreground">
            Você continua no controle: pode revogar o acesso a qualquer momento em{' '}
            <Link
              to={paths.candidate.profile}
              className="font-medium text-primary underline underline-offset-4"
            >
              Meu Perfil
            </Link>
            , no cartão “Treinadores com acesso”.
          </p>
        </CardContent>
      </Card>
    </section>
  );
}

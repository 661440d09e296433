import { sexName } from '@prontidao/domain/profile/sex';
import { gradesSex } from '@prontidao/domain/scoring/edital-queries';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuthContext } from '@/hooks/use-auth-context';
import { errorMessage } from '@/lib/api-error';
import { type UserTest, useEditais, useSetUserEdital } from '@/lib/queries/taf';
import { EditalSelect } from './edital-select';
import { fieldsFor } from './simulation-fields';
import { SimulationForm } from './simulation-form';

/** The edital choice and the form of a new simulation. */
export function NewSimulationCard({ onSaved }: { onSaved: (test: UserTest) => void }) {
  const auth = useAuthContext();
  const editais = useEditais();
  const setEdital = useSetUserEdital();

  const sex = auth.data?.sexo ?? null;
  // Only editais that grade the candidate's sex are offered (all of them until the sex is known).
  const list = (editais.data ?? []).filter((edital) => !sex || gradesSex(edital, sex));
  const savedId = auth.data?.edital_id ?? list.find((edital) => edital.is_default)?.id;
  const currentId = setEdital.isPending ? setEdital.variables : savedId;
  const chosen = list.find((candidate) => candidate.id === currentId);
  // A choice made before the rule (an edital that does not grade her sex) must be replaced first.
  const mustChoose = !!sex && !chosen && list.length > 0 && !!editais.data;
  const edital = chosen ?? list[0];
  const canGrade = !!edital && !!sex && !mustChoose && gradesSex(edital, sex);

  const chooseEdital = (editalId: string) => {
    const name = list.find((candidate) => candidate.id === editalId)?.name ?? editalId;
    setEdital.mutate(editalId, {
      onSuccess: () =>
        toast.success('Edital atualizado', { description: `Os próximos simulados usarão ${name}.` }),
      onError: (error) => toast.error('Erro ao trocar o edital', { description: errorMessage(error) }),
    });
  };

  return (
    <section aria-labelledby="novo-simulado-titulo">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="novo-simulado-titulo">Novo simulado</h2>
          </CardTitle>
          <CardDescription>Informe seus resultados; todos os campos são obrigatórios.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {editais.isError ? (
            <Alert variant="destructive">
              <AlertTitle>Não foi possível carregar os editais.</AlertTitle>
              <AlertDescription>
                <Button variant="outline" size="sm" className="w-fit" onClick={() => editais.refetch()}>
                  Tentar novamente
                </Button>
              </AlertDescription>
            </Alert>
          ) : !edital || auth.isPending ? (
            <div className="grid gap-4" aria-hidden="true">
              <Skeleton className="h-10 w-full sm:max-w-sm" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-40" />
            </div>
          ) : (
            <>
              <EditalSelect
                editais={list}
                value={mustChoose ? '' : edital.id}
                onChange={chooseEdital}
                disabled={setEdital.isPending}
              />
              {!sex ? (
                <Alert variant="warning">
                  <TriangleAlert aria-hidden="true" />
                  <AlertTitle>Perfil incompleto</AlertTitle>
                  <AlertDescription>
                    <p>
                      Informe seu sexo no{' '}
                      <Link to={paths.candidate.profile} className="font-medium underline underline-offset-2">
                        perfil
                      </Link>{' '}
                      para calcular a nota.
                    </p>
                  </AlertDescription>
                </Alert>
              ) : !canGrade ? (
                <Alert variant="warning">
                  <TriangleAlert aria-hidden="true" />
                  <AlertTitle>Escolha um edital</AlertTitle>
                  <AlertDescription>
                    <p>
                      O edital escolhido antes não tem tabelas para o sexo {sexName(sex)}. Escolha um dos
                      editais da lista para calcular sua nota.
                    </p>
                  </AlertDescription>
                </Alert>
              ) : null}
              <SimulationForm
                key={sex ? String(fieldsFor(edital, sex).isHang) : 'sem-sexo'}
                edital={edital}
                sex={sex ?? 'M'}
                disabled={!canGrade || setEdital.isPending}
                onSaved={onSaved}
              />
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

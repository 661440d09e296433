import { gradesSex } from '@prontidao/domain/scoring/edital-queries';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuthContext } from '@/hooks/use-auth-context';
import { errorMessage } from '@/lib/api-error';
import { type UserTest, useEditais, useSetUserEdital } from '@/lib/queries/taf';
import { ChooseEditalAlert, EditaisLoadError, FormSkeleton, MissingSexAlert } from './edital-alerts';
import { EditalSelect } from './edital-select';
import { SimulationFormFor } from './simulation-form-for';

/** The edital choice and the form of a new simulation. */
export function NewSimulationCard({ onSaved }: { onSaved: (test: UserTest) => void }) {
  const auth = useAuthContext();
  const editais = useEditais();
  const setEdital = useSetUserEdital();

  const sex = auth.data?.sexo ?? null;
  // Only editais that grade the candidate's sex are offered (all of them until the sex is known);
  // an archived one only to whoever already follows it.
  const followed = auth.data?.edital_id ?? null;
  const list = (editais.data ?? []).filter(
    (edital) => (!sex || gradesSex(edital, sex)) && (!edital.is_archived || edital.id === followed),
  );
  const savedId = followed ?? list.find((edital) => edital.is_default)?.id;
  const currentId = setEdital.isPending ? setEdital.variables : savedId;
  const chosen = list.find((candidate) => candidate.id === currentId);
  // A choice made before the rule (an edital that does not grade her sex) must be replaced first.
  const mustChoose = !!sex && !chosen && list.length > 0 && !!editais.data;
  const edital = chosen ?? list[0];
  const canGrade = !!edital && !!sex && !mustChoose && gradesSex(edital, sex);

  const chooseEdital = (editalId: string) => {
    const name = list.find((candidate) => candidate.id === editalId)?.short_name ?? editalId;
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
            <EditaisLoadError onRetry={() => editais.refetch()} />
          ) : !edital || auth.isPending ? (
            <FormSkeleton />
          ) : (
            <>
              <EditalSelect
                editais={list}
                value={mustChoose ? '' : edital.id}
                onChange={chooseEdital}
                disabled={setEdital.isPending}
              />
              {!sex ? <MissingSexAlert /> : !canGrade ? <ChooseEditalAlert sex={sex} /> : null}
              <SimulationFormFor
                edital={edital}
                sex={sex}
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

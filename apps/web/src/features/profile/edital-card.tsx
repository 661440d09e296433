import { gradesSex } from '@prontidao/domain/scoring/edital-queries';
import { FileText } from 'lucide-react';
import { toast } from 'sonner';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthContext } from '@/hooks/use-auth-context';
import { errorMessage } from '@/lib/api-error';
import { useEditais, useSetUserEdital } from '@/lib/queries/taf';
import { NativeSelect } from './native-select';

export interface EditalCardProps {
  savedEditalId: string | null;
  /** Only editais that grade this sex are offered (all of them while it is unknown). */
  sex: 'M' | 'F' | null;
}

/** The edital whose tables grade the candidate's simulations (their choice, else the default one). */
export function EditalCard({ savedEditalId, sex }: EditalCardProps) {
  const auth = useAuthContext();
  const editais = useEditais();
  const setEdital = useSetUserEdital();

  const list = (editais.data ?? []).filter((edital) => !sex || gradesSex(edital, sex));
  // The auth context is what set_user_edital refreshes; the profile's copy covers its first load.
  const savedId = auth.data ? auth.data.edital_id : savedEditalId;
  const chosenId = list.find((edital) => edital.id === savedId)?.id ?? list.find((e) => e.is_default)?.id;
  const currentId = setEdital.isPending ? setEdital.variables : chosenId;
  const current = list.find((edital) => edital.id === currentId);

  const choose = (editalId: string) => {
    if (setEdital.isPending || editalId === currentId) return;
    const name = list.find((edital) => edital.id === editalId)?.name ?? editalId;
    setEdital.mutate(editalId, {
      onSuccess: () =>
        toast.success('Edital atualizado', { description: `Os próximos simulados usarão ${name}.` }),
      onError: (error) => toast.error('Erro ao atualizar', { description: errorMessage(error) }),
    });
  };

  return (
    <SectionCard
      titleId="edital-titulo"
      icon={FileText}
      title="Edital dos simulados"
      description="As tabelas deste edital calculam as notas dos seus simulados."
    >
      <CardContent>
        {editais.isError ? (
          <div className="grid gap-2" role="alert">
            <p className="text-destructive text-sm">Não foi possível carregar os editais.</p>
            <Button variant="outline" size="sm" className="w-fit" onClick={() => editais.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : editais.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : list.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nenhum edital disponível no momento.</p>
        ) : (
          <FormField
            id="perfil-edital"
            label="Edital"
            description={current?.is_estimate ? 'Valores estimados até a publicação oficial.' : undefined}
          >
            <NativeSelect value={currentId ?? ''} onChange={(event) => choose(event.target.value)}>
              {currentId ? null : <option value="">Selecione</option>}
              {list.map((edital) => (
                <option key={edital.id} value={edital.id}>
                  {edital.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
      </CardContent>
    </SectionCard>
  );
}

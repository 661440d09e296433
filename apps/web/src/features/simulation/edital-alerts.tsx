import { sexName } from '@prontidao/domain/profile/sex';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

/** Why the form cannot be sent yet: the sex is missing from the profile. */
export function MissingSexAlert() {
  return (
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
  );
}

/** Why the form cannot be sent yet: the edital chosen before does not grade her sex. */
export function ChooseEditalAlert({ sex }: { sex: 'M' | 'F' }) {
  return (
    <Alert variant="warning">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>Escolha um edital</AlertTitle>
      <AlertDescription>
        <p>
          O edital escolhido antes não tem tabelas para o sexo {sexName(sex)}. Escolha um dos editais da lista
          para calcular sua nota.
        </p>
      </AlertDescription>
    </Alert>
  );
}

/** The list of editais could not be loaded: try again. */
export function EditaisLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>Não foi possível carregar os editais.</AlertTitle>
      <AlertDescription>
        <Button variant="outline" size="sm" className="w-fit" onClick={onRetry}>
          Tentar novamente
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** The select, the inputs and the button while the editais and the profile load. */
export function FormSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      <Skeleton className="h-10 w-full sm:max-w-sm" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-40" />
    </div>
  );
}

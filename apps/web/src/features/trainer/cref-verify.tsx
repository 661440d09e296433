import { CREF_NOT_FOUND, type Uf } from '@prontidao/domain/trainers/cref';
import { BadgeCheck, SearchCheck, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useVerifyCref } from './api/trainer-profile';

type Verification = { valido: boolean; nome: string | null };

export interface CrefVerifyProps {
  /** The CREF and state to check, already valid and normalized; null when the fields are not. */
  target: { cref: string; uf: Uf } | null;
  /** Called when the fields are not ready to check (the form shows why on the fields). */
  onNotReady: () => void;
  /** The server refused the CREF's format: its message goes on the CREF field. */
  onRefused: (message: string) => void;
}

/**
 * 'Verificar CREF': asks the registry (verify_cref). Not found, irregular or unverified (offline)
 * is a warning only: the trainer may still save, and an admin verifies later.
 */
export function CrefVerify({ target, onNotReady, onRefused }: CrefVerifyProps) {
  const verify = useVerifyCref();
  const [result, setResult] = useState<{ key: string; verification: Verification } | null>(null);
  const key = target ? `${target.cref}|${target.uf}` : null;
  const shown = result && result.key === key ? result.verification : null;

  const check = () => {
    if (!target || !key) {
      onNotReady();
      return;
    }
    verify.mutate(target, {
      onSuccess: (verification) => setResult({ key, verification }),
      onError: (error) => {
        setResult(null);
        if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') onRefused(errorMessage(error));
        else toast.error('Erro ao validar CREF', { description: errorMessage(error) });
      },
    });
  };

  return (
    <div className="grid gap-3">
      <Button
        type="button"
        variant="outline"
        className="w-full sm:w-fit"
        onClick={check}
        disabled={verify.isPending}
      >
        <SearchCheck aria-hidden="true" />
        {verify.isPending ? 'Verificando...' : 'Verificar CREF'}
      </Button>
      {shown?.valido ? (
        <Alert variant="success" data-testid="cref-result">
          <BadgeCheck aria-hidden="true" />
          <AlertTitle>CREF válido</AlertTitle>
          {shown.nome ? (
            <AlertDescription>
              <p className="wrap-anywhere">Registro em nome de {shown.nome}.</p>
            </AlertDescription>
          ) : null}
        </Alert>
      ) : shown ? (
        <Alert variant="warning" data-testid="cref-result">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>{CREF_NOT_FOUND}</AlertTitle>
          <AlertDescription>
            <p>
              Você pode concluir o cadastro mesmo assim: seu CREF fica pendente de verificação por um
              administrador.
            </p>
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}

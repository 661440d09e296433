import { ArrowLeft, UserX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** One page for a student who does not exist, is not linked, or revoked the access: never says which. */
export function StudentNotFound() {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center sm:px-10">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <UserX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-balance font-bold text-2xl tracking-tight">Aluno não encontrado</h1>
      <p className="max-w-md text-pretty text-muted-foreground">
        Não encontramos este aluno entre os que compartilham os dados com você.
      </p>
      <BackToDashboard />
    </Card>
  );
}

export function BackToDashboard({ variant = 'default' }: { variant?: 'default' | 'ghost' }) {
  return (
    <Button asChild variant={variant} className={variant === 'ghost' ? 'w-fit px-2' : undefined}>
      <Link to={paths.trainer.dashboard}>
        <ArrowLeft aria-hidden="true" />
        Voltar ao painel do treinador
      </Link>
    </Button>
  );
}

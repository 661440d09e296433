import { House } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Unknown routes and /404: the spec's words (English, marked so), with a pt-BR line under them. */
export default function NotFoundPage() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-4 py-16 text-center">
      <p className="font-black text-8xl text-primary leading-none tracking-tighter sm:text-9xl">404</p>
      <h1 lang="en" className="mt-6 text-balance font-bold text-2xl tracking-tight sm:text-3xl">
        Oops! Page not found
      </h1>
      <p className="mt-3 max-w-md text-pretty text-muted-foreground">
        Página não encontrada. Confira o endereço ou volte para a página inicial.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.home}>
          <House aria-hidden="true" />
          <span lang="en">Return to Home</span>
          <span aria-hidden="true">·</span>
          <span>Voltar ao início</span>
        </Link>
      </Button>
    </div>
  );
}

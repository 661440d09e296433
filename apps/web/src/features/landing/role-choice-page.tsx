import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { RoleCards } from './role-cards';

/** /escolha: the role cards without login links; the title itself leads to the candidate dashboard. */
export default function RoleChoicePage() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-balance font-bold text-3xl tracking-tight sm:text-4xl">
          <Link
            to={paths.candidate.dashboard}
            className="rounded-md text-foreground transition-colors hover:text-primary"
          >
            Escolha seu perfil
          </Link>
        </h1>
        <p className="mt-3 text-pretty text-lg text-muted-foreground">
          Conte como você vai usar o Prontidão para seguirmos pelo caminho certo.
        </p>
      </div>
      <RoleCards showLoginLinks={false} titleLevel="h2" className="mt-10" />
    </div>
  );
}

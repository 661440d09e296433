import type { RoleIntent } from '@prontidao/domain/auth/roles';
import { ArrowRight, Check, ClipboardCheck, Flame, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { intentRole } from '@/lib/local-auth-storage';

type RoleOption = {
  role: RoleIntent;
  icon: LucideIcon;
  title: string;
  description: string;
  highlights: string[];
  enterLabel: string;
  authPath: string;
};

const ROLE_OPTIONS: RoleOption[] = [
  {
    role: 'aluno',
    icon: Flame,
    title: 'Sou candidato',
    description:
      'Prepare-se para o TAF: faça simulados com a tabela do edital, registre seus treinos e acompanhe sua evolução até o dia da prova.',
    highlights: [
      'Nota de 0 a 10 e medalha em cada prova',
      'Treinos de barra, corrida e natação',
      'Moedas, patentes e rankings',
    ],
    enterLabel: 'Entrar como candidato',
    authPath: paths.auth,
  },
  {
    role: 'treinador',
    icon: ClipboardCheck,
    title: 'Sou treinador',
    description:
      'Acompanhe seus alunos com o seu registro no CREF: convide candidatos e veja os testes, treinos e métricas de quem autorizar.',
    highlights: [
      'Cadastro com verificação do CREF',
      'Convite por link para seus alunos',
      'Métricas de resistência e zonas de treino',
    ],
    enterLabel: 'Entrar como treinador',
    authPath: paths.trainerAuth,
  },
];

export type RoleCardsProps = {
  /** Adds 'Já tem conta? Faça login' under each card's enter button. */
  showLoginLinks: boolean;
  /** When given, each card's title becomes a button that calls it with the card's role. */
  onTitleClick?: (role: RoleIntent) => void;
  /** Heading level of the card titles, one below the heading that introduces the cards. */
  titleLevel?: 'h2' | 'h3';
  className?: string;
};

/** Candidate and trainer cards: entering stores the intended role, then opens that role's sign-in. */
export function RoleCards({ showLoginLinks, onTitleClick, titleLevel = 'h3', className }: RoleCardsProps) {
  return (
    <div className={cn('grid gap-4 sm:gap-6 md:grid-cols-2', className)}>
      {ROLE_OPTIONS.map((option) => (
        <RoleCard
          key={option.role}
          option={option}
          showLoginLink={showLoginLinks}
          onTitleClick={onTitleClick}
          titleLevel={titleLevel}
        />
      ))}
    </div>
  );
}

type RoleCardProps = {
  option: RoleOption;
  showLoginLink: boolean;
  onTitleClick: RoleCardsProps['onTitleClick'];
  titleLevel: 'h2' | 'h3';
};

function RoleCard({ option, showLoginLink, onTitleClick, titleLevel: Heading }: RoleCardProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const { role, icon: Icon, title } = option;

  const enter = () => {
    intentRole.set(role);
    navigate(option.authPath);
  };

  return (
    <section
      aria-labelledby={titleId}
      className="relative flex flex-col overflow-hidden rounded-xl border bg-card p-6 text-card-foreground shadow-xs transition-shadow hover:shadow-md sm:p-8"
    >
      <div
        className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-primary to-accent"
        aria-hidden="true"
      />
      <div className="flex items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <Heading id={titleId} className="font-bold text-2xl leading-tight tracking-tight">
          {onTitleClick ? (
            <button
              type="button"
              onClick={() => onTitleClick(role)}
              className="cursor-pointer rounded-sm text-left transition-colors hover:text-primary"
            >
              {title}
            </button>
          ) : (
            title
          )}
        </Heading>
      </div>
      <p className="mt-4 text-muted-foreground">{option.description}</p>
      <ul className="mt-5 grid gap-2 text-sm">
        {option.highlights.map((item) => (
          <li key={item} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        <Button size="lg" className="w-full" onClick={enter}>
          {option.enterLabel}
          <ArrowRight aria-hidden="true" />
        </Button>
        {showLoginLink && (
          <p className="mt-4 text-center text-muted-foreground text-sm">
            Já tem conta?{' '}
            <Link
              to={option.authPath}
              className="rounded-sm font-medium text-primary underline underline-offset-4 hover:decoration-2"
            >
              Faça login
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}

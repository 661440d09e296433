import { Coins, type LucideIcon, Medal, UserRoundCheck } from 'lucide-react';

type Highlight = { icon: LucideIcon; title: string; text: string };

const HIGHLIGHTS: Highlight[] = [
  {
    icon: Medal,
    title: 'Simulado com nota /10 e medalhas',
    text: 'Lance suas marcas de barra, 2400 m e 100 m e veja a nota de cada prova pela tabela do edital, a nota final e a sua medalha.',
  },
  {
    icon: Coins,
    title: 'Treinos e moedas',
    text: 'Registre seus treinos ou importe corridas e nados do Strava, ganhe moedas, suba de patente e dispute os rankings.',
  },
  {
    icon: UserRoundCheck,
    title: 'Treinador acompanha sua evolução',
    text: 'Convide seu treinador para ver seus testes e métricas. Você decide o que compartilha e pode revogar quando quiser.',
  },
];

/** Three short selling points between the hero and the role cards. */
export function FeatureHighlights() {
  return (
    <section aria-labelledby="recursos-titulo" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="recursos-titulo" className="text-balance font-bold text-3xl tracking-tight sm:text-4xl">
            Tudo o que você precisa para o TAF
          </h2>
          <p className="mt-3 text-pretty text-lg text-muted-foreground">
            Saiba onde você está, treine o que falta e chegue pronto ao dia da prova.
          </p>
        </div>
        <ul className="mt-10 grid gap-4 sm:gap-6 md:grid-cols-3">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-xs">
              <span className="flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold text-lg leading-tight">{title}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

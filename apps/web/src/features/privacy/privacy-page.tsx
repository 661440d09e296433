import { formatPlainDate } from '@prontidao/domain/format/date';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { privacyInfoQuery } from './api/privacy-info';
import { PRIVACY_SECTIONS } from './privacy-content';

/** When this text last changed. */
export const PRIVACY_POLICY_VERSION = '2026-11-23';

/** /privacidade (public): what we collect, why, for how long, who sees it, your rights, the contact. */
export default function PrivacyPage() {
  return (
    <article
      aria-labelledby="privacidade-titulo"
      className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-10 text-base leading-relaxed sm:px-6 sm:py-14"
    >
      <header className="grid gap-2">
        <h1 id="privacidade-titulo" className="text-balance font-bold text-3xl tracking-tight">
          Política de privacidade
        </h1>
        <p className="text-muted-foreground text-sm">
          Atualizada em {formatPlainDate(PRIVACY_POLICY_VERSION)}
        </p>
        <p className="text-pretty">
          Aqui explicamos, sem juridiquês, o que o Prontidão faz com os seus dados pessoais, conforme a Lei
          Geral de Proteção de Dados (LGPD, Lei 13.709/2018).
        </p>
      </header>

      <nav aria-labelledby="indice-titulo" className="rounded-md border bg-card p-4">
        <h2 id="indice-titulo" className="font-semibold text-base">
          Nesta página
        </h2>
        <ul className="mt-2 grid gap-1 text-sm">
          {[...PRIVACY_SECTIONS, { id: 'contato', title: 'Contato' }].map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary underline underline-offset-4">
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {PRIVACY_SECTIONS.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-titulo`}
          className="grid scroll-mt-20 gap-3 text-pretty [overflow-wrap:anywhere]"
        >
          <h2 id={`${section.id}-titulo`} className="font-semibold text-xl">
            {section.title}
          </h2>
          {section.body}
        </section>
      ))}

      <ContactSection />

      <p className="text-sm">
        <Link to="/perfil" className="text-primary underline underline-offset-4">
          Ir para “Seus dados” no meu perfil
        </Link>
      </p>
    </article>
  );
}

/** Who answers for the data (the controller) and how to reach them, from the server's config. */
function ContactSection() {
  const info = useQuery(privacyInfoQuery);
  return (
    <section
      id="contato"
      aria-labelledby="contato-titulo"
      className="grid scroll-mt-20 gap-3 text-pretty [overflow-wrap:anywhere]"
    >
      <h2 id="contato-titulo" className="font-semibold text-xl">
        Contato
      </h2>
      {info.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : info.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <p>Não foi possível carregar o contato do responsável pelos dados.</p>
          <Button variant="outline" size="sm" onClick={() => info.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <p>
          O responsável pelos seus dados (controlador) é <strong>{info.data.operator_name}</strong>. Para
          tirar dúvidas ou fazer um pedido sobre os seus dados, escreva para{' '}
          <a href={`mailto:${info.data.contact_email}`} className="text-primary underline underline-offset-4">
            {info.data.contact_email}
          </a>
          .
        </p>
      )}
    </section>
  );
}

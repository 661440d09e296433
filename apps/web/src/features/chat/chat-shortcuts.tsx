import { ChevronRight, ClipboardCheck, Gift, LineChart } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

const SHORTCUTS = [
  {
    to: paths.candidate.progress,
    title: 'Relatórios',
    description: 'Veja sua evolução nos simulados do TAF.',
    Icon: LineChart,
  },
  {
    to: paths.candidate.tests,
    title: 'Novo simulado',
    description: 'Calcule sua nota com as tabelas do seu edital.',
    Icon: ClipboardCheck,
  },
  {
    to: paths.rewards,
    title: 'Recompensas',
    description: 'Troque suas moedas por pílulas e conteúdos.',
    Icon: Gift,
  },
] as const;

/** Spec §2: cards linking to reports, a new simulation and rewards. */
export function ChatShortcuts() {
  return (
    <section aria-labelledby="atalhos-chat" className="grid gap-2">
      <h2 id="atalhos-chat" className="font-semibold text-base">
        Atalhos
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {SHORTCUTS.map(({ to, title, description, Icon }) => (
          <li key={to}>
            <Card className="h-full transition-colors hover:bg-muted">
              <Link
                to={to}
                className="flex h-full items-center gap-3 rounded-lg p-4 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-semibold">{title}</span>
                  <span className="text-muted-foreground text-sm">{description}</span>
                </span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

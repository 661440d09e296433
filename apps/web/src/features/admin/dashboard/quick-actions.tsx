import {
  BarChart3,
  ExternalLink,
  Flag,
  GraduationCap,
  Receipt,
  ShieldCheck,
  UserCog,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

const ACTIONS: { to: string; label: string; icon: ReactNode }[] = [
  { to: paths.adminUsers, label: 'Gerenciar usuários', icon: <Users aria-hidden="true" /> },
  { to: paths.adminVerifications, label: 'Verificar CREFs', icon: <ShieldCheck aria-hidden="true" /> },
  { to: paths.adminRanking, label: 'Moderar o ranking', icon: <Flag aria-hidden="true" /> },
  { to: paths.adminAnalytics, label: 'Ver análises', icon: <BarChart3 aria-hidden="true" /> },
  { to: paths.adminPayments, label: 'Ver pagamentos', icon: <Receipt aria-hidden="true" /> },
];

/** The admin enters the app as a candidate or as a trainer (spec §2 Admin). */
export function EnterAsButtons() {
  return (
    <div className="flex shrink-0 flex-wrap gap-2">
      <Button asChild>
        <Link to={paths.candidate.dashboard}>
          <GraduationCap aria-hidden="true" />
          Entrar como candidato
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.trainer.dashboard}>
          <UserCog aria-hidden="true" />
          Entrar como treinador
        </Link>
      </Button>
    </div>
  );
}

/** Spec §2: the admin pages open in new tabs, so the panel stays where it is. */
export function QuickActionsCard() {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2>Ações rápidas</h2>
        </CardTitle>
        <CardDescription>Cada página abre em uma nova aba.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {ACTIONS.map(({ to, label, icon }) => (
            <li key={to}>
              <Button asChild variant="outline" className="w-full justify-start">
                <a href={to} target="_blank" rel="noopener">
                  {icon}
                  <span className="min-w-0 truncate">{label}</span>
                  <span className="sr-only"> (abre em nova aba)</span>
                  <ExternalLink aria-hidden="true" className="ms-auto" />
                </a>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

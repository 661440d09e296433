import { homeFor, type Role } from '@prontidao/domain/navigation/routes';
import {
  BadgeCheck,
  ChartColumn,
  ClipboardCheck,
  ClipboardList,
  Coins,
  CreditCard,
  Dumbbell,
  FileText,
  GraduationCap,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  MessageCircle,
  Plug,
  TrendingUp,
  Trophy,
  UserRound,
  Users,
} from 'lucide-react';
import { paths } from '@/config/paths';

export interface NavItem {
  /** Full label: side drawer and menu sheet. */
  label: string;
  /** Short label for the bottom bar (about 10 characters at most). */
  shortLabel: string;
  to: string;
  icon: LucideIcon;
}

const candidateItems: readonly NavItem[] = [
  { label: 'Dashboard', shortLabel: 'Início', to: paths.candidate.dashboard, icon: LayoutDashboard },
  { label: 'Treinos', shortLabel: 'Treinos', to: paths.candidate.trainings, icon: Dumbbell },
  { label: 'Simulado', shortLabel: 'Simulado', to: paths.candidate.tests, icon: ClipboardCheck },
  { label: 'Progresso TAF', shortLabel: 'Progresso', to: paths.candidate.progress, icon: TrendingUp },
  { label: 'Simulados', shortLabel: 'Simulados', to: paths.candidate.simulations, icon: ListChecks },
  { label: 'Relatórios', shortLabel: 'Relatórios', to: paths.candidate.reports, icon: FileText },
  { label: 'Ranking', shortLabel: 'Ranking', to: paths.ranking, icon: Trophy },
  { label: 'Recompensas', shortLabel: 'Moedas', to: paths.rewards, icon: Coins },
  { label: 'Chat', shortLabel: 'Chat', to: paths.chat, icon: MessageCircle },
  { label: 'Planos', shortLabel: 'Planos', to: paths.candidate.plans, icon: CreditCard },
  { label: 'Perfil', shortLabel: 'Perfil', to: paths.candidate.profile, icon: UserRound },
  { label: 'Integrações', shortLabel: 'Integrações', to: paths.integrations, icon: Plug },
];

const trainerItems: readonly NavItem[] = [
  { label: 'Dashboard', shortLabel: 'Início', to: paths.trainer.dashboard, icon: LayoutDashboard },
  { label: 'Perfil', shortLabel: 'Perfil', to: paths.profile, icon: UserRound },
];

const adminItems: readonly NavItem[] = [
  { label: 'Painel', shortLabel: 'Painel', to: paths.adminDashboard, icon: LayoutDashboard },
  { label: 'Usuários', shortLabel: 'Usuários', to: paths.adminUsers, icon: Users },
  { label: 'Verificações', shortLabel: 'Verificar', to: paths.adminVerifications, icon: BadgeCheck },
  { label: 'Análises', shortLabel: 'Análises', to: paths.adminAnalytics, icon: ChartColumn },
  { label: 'Área do aluno', shortLabel: 'Aluno', to: paths.candidate.dashboard, icon: GraduationCap },
  { label: 'Área do treinador', shortLabel: 'Treinador', to: paths.trainer.dashboard, icon: ClipboardList },
];

/** The navigation of a role, in display order (side drawer, menu sheet, bottom bar). */
export function navigationFor(role: Role): readonly NavItem[] {
  if (role === 'treinador') return trainerItems;
  if (role === 'admin') return adminItems;
  return candidateItems;
}

/** How many items the bottom bar (phones and the installed app) shows: the first ones. */
export const BOTTOM_BAR_ITEM_COUNT = 5;

/** The home of a role: where 'Ir para o app' and 'Voltar ao início' lead. */
export function dashboardPathFor(role: Role): string {
  return homeFor(role);
}

/** The user's own profile page ('Meu perfil'). */
export function profilePathFor(role: Role): string {
  return role === 'treinador' ? paths.profile : paths.candidate.profile;
}

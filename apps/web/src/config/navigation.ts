import type { Role, RoleIntent } from '@prontidao/domain/auth/roles';
import { homeFor } from '@prontidao/domain/navigation/routes';
import {
  BadgeCheck,
  CalendarRange,
  ChartColumn,
  ClipboardCheck,
  ClipboardList,
  Coins,
  CreditCard,
  Dumbbell,
  FileText,
  Flag,
  GraduationCap,
  HeartPulse,
  LayoutDashboard,
  type LucideIcon,
  MessageCircle,
  Plug,
  Receipt,
  ShieldCheck,
  TrendingUp,
  Trophy,
  UserRound,
  Users,
  UsersRound,
} from 'lucide-react';
import { paths } from '@/config/paths';

export interface NavItem {
  /** The one name of the destination: side drawer, menu sheet and bottom bar alike. */
  label: string;
  to: string;
  icon: LucideIcon;
}

/**
 * The spec's items, each destination once: /aluno/simulados shows the same form as /aluno/testes
 * ('Simulado') and /aluno/relatorios redirects to /aluno/progresso-taf, so neither has an item
 * (docs/decisions/014-navigation-labels.md). The routes themselves stay.
 */
const candidateItems: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.candidate.dashboard, icon: LayoutDashboard },
  { label: 'Treinos', to: paths.candidate.trainings, icon: Dumbbell },
  { label: 'Simulado', to: paths.candidate.tests, icon: ClipboardCheck },
  { label: 'Progresso TAF', to: paths.candidate.progress, icon: TrendingUp },
  { label: 'Ranking', to: paths.ranking, icon: Trophy },
  { label: 'Recompensas', to: paths.rewards, icon: Coins },
  { label: 'Plano', to: paths.candidate.trainingPlan, icon: CalendarRange },
  { label: 'Métricas', to: paths.candidate.metrics, icon: HeartPulse },
  { label: 'Chat', to: paths.chat, icon: MessageCircle },
  { label: 'Planos', to: paths.candidate.plans, icon: CreditCard },
  { label: 'Perfil', to: paths.candidate.profile, icon: UserRound },
  { label: 'Integrações', to: paths.integrations, icon: Plug },
];

const trainerItems: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.trainer.dashboard, icon: LayoutDashboard },
  { label: 'Turmas', to: paths.trainer.turmas, icon: UsersRound },
  { label: 'Perfil', to: paths.profile, icon: UserRound },
];

const adminItems: readonly NavItem[] = [
  { label: 'Painel', to: paths.adminDashboard, icon: LayoutDashboard },
  { label: 'Usuários', to: paths.adminUsers, icon: Users },
  { label: 'Verificações', to: paths.adminVerifications, icon: BadgeCheck },
  { label: 'Moderação', to: paths.adminRanking, icon: Flag },
  { label: 'Análises', to: paths.adminAnalytics, icon: ChartColumn },
  { label: 'Editais', to: paths.adminEditais, icon: FileText },
  { label: 'Pagamentos', to: paths.adminPayments, icon: Receipt },
  { label: 'Área do aluno', to: paths.candidate.dashboard, icon: GraduationCap },
  { label: 'Área do treinador', to: paths.trainer.dashboard, icon: ClipboardList },
];

/**
 * Whose shell (header, navigation) an account sees. Someone who signed up on the trainer portal is
 * still 'aluno' until the trainer onboarding grants the role, and meanwhile sees the trainer's.
 */
export function shellRoleOf(account: { role: Role; role_intent?: RoleIntent | null }): Role {
  return account.role === 'aluno' && account.role_intent === 'treinador' ? 'treinador' : account.role;
}

/** An admin who entered another area: its own items, and the way back last (in the menu sheet). */
const backToAdmin: NavItem = { label: 'Administração', to: paths.adminDashboard, icon: ShieldCheck };
const adminAsCandidate: readonly NavItem[] = [...candidateItems, backToAdmin];
const adminAsTrainer: readonly NavItem[] = [...trainerItems, backToAdmin];

/** A trainer's view of one student (/aluno/<id>/metricas…), or the trainer's own pages. */
const TRAINER_AREA = /^\/(treinador\/|student-metrics|aluno\/[^/]+\/(metricas|relatorios|treinos|plano)$)/;

/**
 * Which area a page belongs to, for an admin's navigation: the admin pages, the trainer's (their
 * dashboard and a student's pages), or the candidate's (every other page).
 */
export function areaOf(pathname: string): Role {
  if (pathname === paths.adminDashboard || pathname.startsWith('/admin/')) return 'admin';
  return TRAINER_AREA.test(pathname) ? 'treinador' : 'aluno';
}

/**
 * The navigation of a role, in display order (side drawer, menu sheet, bottom bar). An admin who
 * entered as candidate or trainer gets that area's items, so its pages are a tap away, and
 * 'Administração' to come back.
 */
export function navigationFor(role: Role, pathname = ''): readonly NavItem[] {
  if (role === 'treinador') return trainerItems;
  if (role !== 'admin') return candidateItems;
  const area = areaOf(pathname);
  return area === 'admin' ? adminItems : area === 'treinador' ? adminAsTrainer : adminAsCandidate;
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

import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { BareLayout } from './layouts/bare-layout';
import { RootErrorBoundary } from './root-error-boundary';
import { RouteGuard } from './route-guard';

type PageModule = { default: React.ComponentType };
/** Each page is its own chunk: the bundle is split by route. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const landing = page(() => import('@/features/landing/landing-page'));
const authLink = page(() => import('@/features/auth/auth-link-page'));
const simulation = page(() => import('@/features/simulation/simulation-page'));
const progress = page(() => import('@/features/taf-progress/progress-page'));
const profile = page(() => import('@/features/profile/profile-page'));
const join = page(() => import('@/features/invite/join-page'));
const metrics = page(() => import('@/features/student-views/metrics-page'));

export const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    errorElement: <RootErrorBoundary />,
    HydrateFallback: LoadingScreen,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layouts/public-layout')).PublicLayout }),
        children: [
          { path: paths.home, ...landing },
          { path: paths.roleChooser, ...landing },
          { path: paths.landing, ...landing },
          { path: paths.choice, ...page(() => import('@/features/landing/role-choice-page')) },
          { path: paths.privacy, ...page(() => import('@/features/privacy/privacy-page')) },
        ],
      },
      {
        element: <BareLayout />,
        children: [
          { path: paths.auth, ...page(() => import('@/features/auth/login-page')) },
          { path: paths.trainerAuth, ...page(() => import('@/features/auth/trainer-auth-page')) },
          { path: paths.authCallback, ...authLink },
          { path: paths.authConfirm, ...authLink },
          { path: paths.authConfirmOrCallback, ...authLink },
          { path: paths.authVerify, ...authLink },
          { path: paths.authError, ...page(() => import('@/features/auth/auth-error-page')) },
          { path: paths.devOutbox, ...page(() => import('@/features/dev/outbox-page')) },
          { path: paths.notFound, ...page(() => import('@/features/misc/not-found-page')) },
          { path: '*', ...page(() => import('@/features/misc/not-found-page')) },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./layouts/app-layout')).AppLayout }),
        children: [
          {
            path: paths.candidate.onboarding,
            ...page(() => import('@/features/onboarding/onboarding-page')),
          },
          {
            path: paths.candidate.dashboard,
            ...page(() => import('@/features/candidate-dashboard/dashboard-page')),
          },
          { path: paths.candidate.profile, ...profile },
          { path: paths.profile, ...profile },
          { path: paths.candidate.trainings, ...page(() => import('@/features/training/training-page')) },
          { path: paths.candidate.tests, ...simulation },
          { path: paths.tests, ...simulation },
          { path: paths.candidate.simulations, ...simulation },
          {
            path: paths.simulations,
            ...page(() => import('@/features/simulation/simulations-placeholder-page')),
          },
          { path: paths.candidate.progress, ...progress },
          { path: paths.progress, ...progress },
          { path: paths.candidate.reports, element: <Navigate to={paths.candidate.progress} replace /> },
          { path: paths.reports, element: <Navigate to={paths.candidate.progress} replace /> },
          { path: paths.candidate.plans, ...page(() => import('@/features/plans/plans-page')) },
          {
            path: paths.candidate.paymentReturn,
            ...page(() => import('@/features/plans/payment-return-page')),
          },
          {
            path: paths.candidate.trainingPlan,
            ...page(() => import('@/features/training-plan/plan-page')),
          },
          { path: paths.ranking, ...page(() => import('@/features/ranking/ranking-page')) },
          { path: paths.rewards, ...page(() => import('@/features/rewards/rewards-page')) },
          { path: paths.chat, ...page(() => import('@/features/chat/chat-page')) },
          { path: paths.integrations, ...page(() => import('@/features/tracker/integrations-page')) },
          { path: paths.join, ...join },
          { path: paths.joinByToken, ...join },
          { path: paths.stravaTest, ...page(() => import('@/features/tracker/strava-test-page')) },
          { path: paths.studentMetrics, ...metrics },
          { path: paths.candidate.metrics, ...metrics },
          { path: '/aluno/:studentId/metricas', ...metrics },
          {
            path: '/aluno/:studentId/relatorios',
            ...page(() => import('@/features/student-views/student-reports-page')),
          },
          {
            path: '/aluno/:studentId/treinos',
            ...page(() => import('@/features/student-views/student-trainings-page')),
          },
          {
            path: '/aluno/:studentId/plano',
            ...page(() => import('@/features/student-views/student-plan-page')),
          },
          {
            path: paths.trainer.onboarding,
            ...page(() => import('@/features/trainer/onboarding-page')),
          },
          {
            path: paths.trainer.dashboard,
            ...page(() => import('@/features/trainer/trainer-dashboard-page')),
          },
          { path: paths.trainer.turmas, ...page(() => import('@/features/turmas/turmas-page')) },
          {
            path: `${paths.trainer.turmas}/:turmaId`,
            ...page(() => import('@/features/turmas/turma-detail-page')),
          },
          { path: paths.turmaJoin, ...page(() => import('@/features/turmas/join-turma-page')) },
          { path: paths.adminDashboard, ...page(() => import('@/features/admin/admin-dashboard-page')) },
          { path: paths.adminUsers, ...page(() => import('@/features/admin/admin-users-page')) },
          {
            path: paths.adminVerifications,
            ...page(() => import('@/features/admin/admin-verifications-page')),
          },
          { path: paths.adminRanking, ...page(() => import('@/features/admin/admin-ranking-page')) },
          { path: paths.adminAnalytics, ...page(() => import('@/features/admin/admin-analytics-page')) },
          { path: paths.adminEditais, ...page(() => import('@/features/admin/admin-editais-page')) },
          { path: paths.adminPayments, ...page(() => import('@/features/admin/admin-payments-page')) },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

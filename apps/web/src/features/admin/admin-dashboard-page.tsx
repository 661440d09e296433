import { EnterAsButtons, QuickActionsCard } from './dashboard/quick-actions';
import { RecentActivityCard } from './dashboard/recent-activity-card';
import { StatCards } from './dashboard/stat-cards';
import { SystemStatusCard } from './dashboard/system-status-card';

/** /dashboard for admins: counts, the way into the app as candidate or trainer, live status, audit log. */
export default function AdminDashboardPage() {
  return (
    <div className="grid min-w-0 gap-6">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="grid gap-1">
          <h1 className="text-balance font-bold text-2xl tracking-tight sm:text-3xl">
            Painel administrativo
          </h1>
          <p className="text-pretty text-muted-foreground">
            Estatísticas do sistema, status dos serviços e o que mudou recentemente.
          </p>
        </div>
        <EnterAsButtons />
      </header>
      <StatCards />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <SystemStatusCard />
        <QuickActionsCard />
      </div>
      <RecentActivityCard />
    </div>
  );
}

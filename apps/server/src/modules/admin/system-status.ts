import { APP_TIME_ZONE } from '@prontidao/domain/dates/time-zone';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import { lastWebhookAt } from '../tracker/tracker-upkeep.service.js';

export type CheckStatus = 'ok' | 'warning' | 'error';
export interface StatusCheck {
  key: 'database' | 'auth' | 'mail' | 'jobs' | 'tracker' | 'payments' | 'memory';
  label: string;
  status: CheckStatus;
  detail: string;
}

const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: APP_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

/** The admin panel's live checks: each one asks the thing itself, none is a fixed label. */
export async function systemStatus(
  deps: Pick<AppDeps, 'db' | 'dbKind' | 'env' | 'mailer' | 'jobs' | 'strava'>,
): Promise<{ checked_at: string; checks: StatusCheck[] }> {
  const checks = await Promise.all([database(deps), auth(deps), mail(deps), jobs(deps), tracker(deps)]);
  return { checked_at: new Date().toISOString(), checks: [...checks, payments(deps), memory()] };
}

async function database(deps: Pick<AppDeps, 'db' | 'dbKind'>): Promise<StatusCheck> {
  const label = 'Banco de dados';
  const kind = deps.dbKind === 'postgres' ? 'PostgreSQL' : 'PGlite (embutido)';
  const started = performance.now();
  try {
    await within(sql`select 1`.execute(deps.db), 3000);
    const ms = Math.round(performance.now() - started);
    return {
      key: 'database',
      label,
      status: ms > 500 ? 'warning' : 'ok',
      detail: `${kind}: respondeu em ${ms} ms`,
    };
  } catch {
    return { key: 'database', label, status: 'error', detail: `${kind}: sem resposta` };
  }
}

function auth(deps: Pick<AppDeps, 'env'>): StatusCheck {
  const label = 'Autenticação';
  return deps.env.MODE === 'demo'
    ? { key: 'auth', label, status: 'warning', detail: 'Modo demonstração: segredo de desenvolvimento' }
    : { key: 'auth', label, status: 'ok', detail: 'Segredo próprio configurado' };
}

async function mail(deps: Pick<AppDeps, 'mailer'>): Promise<StatusCheck> {
  const label = 'E-mail';
  if (deps.mailer.transport === 'outbox') {
    return { key: 'mail', label, status: 'warning', detail: 'Sem SMTP: mensagens na caixa de saída local' };
  }
  const reachable = await within(deps.mailer.check(), 5000).catch(() => false);
  return reachable
    ? { key: 'mail', label, status: 'ok', detail: 'Servidor SMTP respondendo' }
    : { key: 'mail', label, status: 'error', detail: 'Servidor SMTP não respondeu' };
}

async function jobs(deps: Pick<AppDeps, 'jobs'>): Promise<StatusCheck> {
  const label = 'Fila de tarefas';
  try {
    const stats = await within(deps.jobs.stats(), 3000);
    const detail = `${stats.backlog} na fila, ${stats.active} em execução, ${stats.failed} com falha`;
    const status: CheckStatus = stats.failed > 0 || stats.backlog > 1000 ? 'warning' : 'ok';
    return { key: 'jobs', label, status, detail };
  } catch {
    return { key: 'jobs', label, status: 'error', detail: 'Fila sem resposta' };
  }
}

async function tracker(deps: Pick<AppDeps, 'db' | 'strava' | 'env'>): Promise<StatusCheck> {
  const label = 'Integração Strava';
  if (!deps.strava) return { key: 'tracker', label, status: 'warning', detail: 'Não configurada' };
  const real = Boolean(deps.env.STRAVA_CLIENT_ID);
  const last = await lastWebhookAt(deps.db);
  const at = last ? dateTime.format(last) : null;
  const source = real ? 'Strava' : 'Simulador local do Strava';
  return {
    key: 'tracker',
    label,
    status: real ? 'ok' : 'warning',
    detail: at ? `${source}; último webhook em ${at}` : `${source}; nenhum webhook recebido`,
  };
}

function payments(deps: Pick<AppDeps, 'env'>): StatusCheck {
  const label = 'Pagamentos';
  const env = deps.env as unknown as Record<string, unknown>;
  const links = Object.keys(env).filter((key) => /^PLAN_.*_URL$/.test(key) && env[key]);
  return links.length > 0
    ? { key: 'payments', label, status: 'ok', detail: `${links.length} link(s) de compra configurado(s)` }
    : { key: 'payments', label, status: 'warning', detail: 'Links de compra não configurados' };
}

/** Above this the process is past what one server needs (issue 27: 300 MB idle, 400 MB under load). */
const MEMORY_WARNING_MB = 400;
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * This process's memory, as the operating system counts it (RSS) and as Node splits it: the
 * JavaScript heap and the memory outside it — the embedded database's WebAssembly memory lives there.
 */
export function memory(): StatusCheck {
  const usage = process.memoryUsage();
  const rss = megabytes(usage.rss);
  return {
    key: 'memory',
    label: 'Memória do servidor',
    status: rss > MEMORY_WARNING_MB ? 'warning' : 'ok',
    detail: `${rss} MB em uso (heap JavaScript ${megabytes(usage.heapUsed)} MB, fora do heap ${megabytes(usage.external)} MB)`,
  };
}

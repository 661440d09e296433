import { createHmac, timingSafeEqual } from 'node:crypto';
import { isoWeekOf, mondayOf } from '@prontidao/domain/dates/iso-week';
import { addDays } from '@prontidao/domain/dates/plain-date';
import {
  DEFAULT_QUIET_HOURS,
  DEFAULT_SESSION_HOUR,
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@prontidao/domain/notifications/kinds';
import {
  countdownMilestone,
  countdownText,
  inQuietHours,
  type LocalTime,
  localTime,
  milestoneDates,
  minutesUntilDeliverable,
  missedSessionsDue,
  type QuietHours,
  sessionReminderDue,
  weeklySummaryDue,
} from '@prontidao/domain/notifications/schedule';
import type { Db } from '../../db/database.js';
import type { Env } from '../../env.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { pushEndpointProblem } from '../../integrations/web-push/push-endpoint.js';
import { sendPush } from '../../integrations/web-push/push-sender.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { getTrainingPlan } from '../training-plan/training-plan.service.js';
import { reminderMail } from './notifications.mail.js';
import * as repo from './notifications.repository.js';
import * as audience from './notifications-audience.repository.js';
import type { PushSetup } from './push-setup.js';

// Reminders (issue 26, decision 053): what is due is decided in São Paulo's time by the domain's
// rules; each becomes one row of the notification centre per person, kind and day (the unique key
// makes every job idempotent, whatever the processes), then a delivery job pushes it to the
// person's browsers — or, for the few kinds that go by e-mail, mails it when they have no push —
// outside their quiet hours.

export const DELIVER_JOB = 'notifications.deliver';
export const DUE_JOB = 'notifications.due';

export interface NotificationDeps {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  env: Env;
  log: Logger;
  push: PushSetup;
}

export interface Settings {
  disabled_kinds: string[];
  session_hour: number;
  quiet_start: number;
  quiet_end: number;
  email: boolean;
}

const DEFAULTS: Settings = {
  disabled_kinds: [],
  session_hour: DEFAULT_SESSION_HOUR,
  quiet_start: DEFAULT_QUIET_HOURS.start,
  quiet_end: DEFAULT_QUIET_HOURS.end,
  email: true,
};

const quietOf = (settings: Settings): QuietHours => ({
  start: settings.quiet_start,
  end: settings.quiet_end,
});

async function settingsMap(db: Db, userIds: string[]): Promise<Map<string, Settings>> {
  const rows = await repo.settingsOf(db, userIds);
  const map = new Map(userIds.map((id) => [id, DEFAULTS]));
  for (const { user_id, ...settings } of rows) map.set(user_id, settings);
  return map;
}

/**
 * One notification for the person, kind and day — unless they turned the kind off, or already
 * have it — and its delivery queued. Its id when it was created, else null.
 */
export async function notify(
  deps: Pick<NotificationDeps, 'db' | 'jobs'>,
  note: repo.NewNotification & { kind: NotificationKind },
  settings?: Settings,
): Promise<string | null> {
  const chosen = settings ?? (await settingsMap(deps.db, [note.user_id])).get(note.user_id) ?? DEFAULTS;
  if (chosen.disabled_kinds.includes(note.kind)) return null;
  const id = await repo.insertNotification(deps.db, note);
  if (!id) return null;
  await deps.jobs.send(DELIVER_JOB, { id }, { dedupeKey: id });
  return id;
}

// ——— What is due ———

type Due = Omit<repo.NewNotification, 'day' | 'kind'>;

/** The day's plan session and the missed-sessions recap of people with a plan. */
async function planReminders(deps: NotificationDeps, at: Date, local: LocalTime) {
  const people = (await audience.withPlan(deps.db, local.date)).map((row) => row.user_id);
  const settings = await settingsMap(deps.db, people);
  const [hadSession, hadRecap] = await Promise.all([
    repo.notifiedOn(deps.db, 'sessao_do_dia', local.date, people),
    repo.notifiedOn(deps.db, 'treinos_perdidos', local.date, people),
  ]);
  const created: (string | null)[] = [];
  for (const userId of people) {
    const chosen = settings.get(userId) ?? DEFAULTS;
    const quiet = quietOf(chosen);
    const wantsSession =
      !hadSession.has(userId) &&
      !chosen.disabled_kinds.includes('sessao_do_dia') &&
      sessionReminderDue(local, chosen.session_hour, quiet);
    const mayRecap =
      !hadRecap.has(userId) && !chosen.disabled_kinds.includes('treinos_perdidos') && local.weekday !== 1;
    if (!wantsSession && !mayRecap) continue;
    const plan = await getTrainingPlan(deps.db, userId, userId, at);
    const week = plan.this_week?.sessions ?? [];
    const today = week.find((session) => session.date === local.date && !session.done);
    if (wantsSession && today) {
      const body = `${today.title} — ${today.intensity.label}`;
      created.push(
        await notify(
          deps,
          {
            user_id: userId,
            kind: 'sessao_do_dia',
            day: local.date,
            title: `Hoje: ${today.title}`,
            body,
            url: '/aluno/plano',
          },
          chosen,
        ),
      );
    }
    const planned = week.filter((session) => session.date < local.date);
    const done = planned.filter((session) => session.done).length;
    if (mayRecap && missedSessionsDue(local, quiet, { plannedUntilYesterday: planned.length, done })) {
      const missing = planned.length - done;
      const note: Due = {
        user_id: userId,
        title: 'Sua semana escorregou',
        body: `${missing} ${missing === 1 ? 'sessão ficou' : 'sessões ficaram'} para trás. O plano reorganiza o resto da semana: veja o que dá para fazer hoje.`,
        url: '/aluno/plano',
      };
      created.push(await notify(deps, { ...note, kind: 'treinos_perdidos', day: local.date }, chosen));
    }
  }
  return created.filter((id): id is string => id !== null);
}

/** The TAF countdown at 60, 30, 14, 7 and 1 days. */
async function countdowns(deps: NotificationDeps, local: LocalTime) {
  const people = await audience.tafOn(deps.db, milestoneDates(local.date));
  const settings = await settingsMap(
    deps.db,
    people.map((row) => row.user_id),
  );
  const created: (string | null)[] = [];
  for (const person of people) {
    const days = countdownMilestone(person.taf_dt, local.date);
    const chosen = settings.get(person.user_id) ?? DEFAULTS;
    if (days === null || inQuietHours(local, quietOf(chosen))) continue;
    const body =
      days === 1
        ? 'Descanse, hidrate-se e confira o local e o horário. Você treinou para isso.'
        : `Seu TAF é em ${days} dias. Veja sua chance de aprovação e o plano desta semana.`;
    const note = { user_id: person.user_id, title: countdownText(days), body, url: '/aluno/dashboard' };
    created.push(await notify(deps, { ...note, kind: 'contagem_taf', day: local.date }, chosen));
  }
  return created.filter((id): id is string => id !== null);
}

/** Sunday evening: the week's sessions and coins, and what comes next. */
async function weeklySummaries(deps: NotificationDeps, local: LocalTime) {
  if (local.weekday !== 0) return [];
  const week = isoWeekOf(local.date);
  const monday = mondayOf(week);
  const people = await audience.weekOf(deps.db, monday, addDays(monday, 6), week);
  const settings = await settingsMap(
    deps.db,
    people.map((row) => row.user_id),
  );
  const created: (string | null)[] = [];
  for (const person of people) {
    const chosen = settings.get(person.user_id) ?? DEFAULTS;
    if (!weeklySummaryDue(local, quietOf(chosen))) continue;
    const sessions = `${person.sessions} ${person.sessions === 1 ? 'treino' : 'treinos'}`;
    const note = {
      user_id: person.user_id,
      title: 'Seu resumo da semana',
      body: `${sessions} e ${person.coins} moedas nesta semana. Veja o plano da próxima semana e mantenha o ritmo.`,
      url: '/aluno/plano',
    };
    created.push(await notify(deps, { ...note, kind: 'resumo_semanal', day: local.date }, chosen));
  }
  return created.filter((id): id is string => id !== null);
}

/** Once a day, admins: the CREFs waiting for verification. */
async function crefReminders(deps: NotificationDeps, local: LocalTime) {
  const { admins, waiting } = await audience.crefQueue(deps.db);
  if (waiting === 0) return [];
  const settings = await settingsMap(deps.db, admins);
  const created: (string | null)[] = [];
  for (const userId of admins) {
    const chosen = settings.get(userId) ?? DEFAULTS;
    if (inQuietHours(local, quietOf(chosen)) || local.minutes < 9 * 60) continue;
    const note = {
      user_id: userId,
      title: waiting === 1 ? '1 CREF aguardando verificação' : `${waiting} CREFs aguardando verificação`,
      body: 'Treinadores esperam a verificação para acompanhar alunos.',
      url: '/admin/verificacoes',
    };
    created.push(await notify(deps, { ...note, kind: 'crefs_pendentes', day: local.date }, chosen));
  }
  return created.filter((id): id is string => id !== null);
}

/**
 * Everything due at `at` (the job every 5 minutes; the local demo's dev endpoint with any instant):
 * each reminder once per person, kind and day.
 */
export async function runDueNotifications(deps: NotificationDeps, at = new Date()): Promise<string[]> {
  const local = localTime(at);
  return [
    ...(await countdowns(deps, local)),
    ...(await planReminders(deps, at, local)),
    ...(await weeklySummaries(deps, local)),
    ...(await crefReminders(deps, local)),
  ];
}

// ——— Delivery ———

/**
 * Sends one notification: waits out the person's quiet hours, pushes to each of their browsers
 * (dropping the subscriptions the push service says are gone), and mails the e-mail kinds to
 * someone no browser received it on. A read notification is not sent.
 */
export async function deliverNotification(deps: NotificationDeps, id: string, now = new Date()) {
  const note = await repo.findNotification(deps.db, id);
  if (!note || note.read_at) return { pushed: 0, mailed: false, deferredMinutes: 0 };
  const settings = (await settingsMap(deps.db, [note.user_id])).get(note.user_id) ?? DEFAULTS;
  const wait = minutesUntilDeliverable(localTime(now), note.day, quietOf(settings));
  if (wait > 0) {
    await deps.jobs.send(DELIVER_JOB, { id }, { startAfterSeconds: wait * 60, dedupeKey: `${id}:depois` });
    return { pushed: 0, mailed: false, deferredMinutes: wait };
  }
  if (!(await repo.claimDelivery(deps.db, id))) return { pushed: 0, mailed: false, deferredMinutes: 0 };
  const payload = JSON.stringify({
    id: note.id,
    title: note.title,
    body: note.body,
    url: note.url,
    tag: note.kind,
  });
  let pushed = 0;
  for (const subscription of await repo.subscriptionsOf(deps.db, note.user_id)) {
    if (pushEndpointProblem(subscription.endpoint, deps.env.MODE)) {
      await repo.dropSubscription(deps.db, subscription.id);
      continue;
    }
    const sent = await sendPush(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      deps.push.vapid,
      { mode: deps.env.MODE },
    );
    if (sent.outcome === 'gone') await repo.dropSubscription(deps.db, subscription.id);
    else if (sent.outcome === 'sent') {
      pushed += 1;
      await repo.markSent(deps.db, subscription.id);
    } else deps.log.warn('push not delivered', { status: sent.status, kind: note.kind });
  }
  const kind = note.kind as NotificationKind;
  let mailed = false;
  if (pushed === 0 && NOTIFICATION_KIND_INFO[kind]?.email && settings.email) {
    const to = await audience.emailOf(deps.db, note.user_id);
    if (to) {
      await deps.mailer.send(
        reminderMail({
          to,
          title: note.title,
          body: note.body,
          url: `${deps.env.APP_URL}${note.url}`,
          unsubscribeUrl: unsubscribeUrl(deps, note.user_id),
        }),
        { bulk: true },
      );
      mailed = true;
    }
  }
  return { pushed, mailed, deferredMinutes: 0 };
}

// ——— One-click unsubscribe (RFC 8058) ———

const unsubscribeToken = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`lembretes-por-email:${userId}`).digest('base64url');

export const unsubscribeUrl = (deps: Pick<NotificationDeps, 'env' | 'push'>, userId: string) =>
  `${deps.env.APP_URL}/api/notifications/unsubscribe?u=${encodeURIComponent(userId)}&t=${unsubscribeToken(deps.push.unsubscribeSecret, userId)}`;

/** Turns the reminder e-mails off for the person the signed link names; false for a forged one. */
export async function unsubscribeByLink(
  deps: Pick<NotificationDeps, 'db' | 'push'>,
  userId: string,
  token: string,
): Promise<boolean> {
  const expected = Buffer.from(unsubscribeToken(deps.push.unsubscribeSecret, userId));
  const given = Buffer.from(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  if (!(await audience.emailOf(deps.db, userId))) return false;
  await repo.setEmail(deps.db, userId, false);
  return true;
}

// ——— The centre and the choices (the calls) ———

export async function listMyNotifications(db: Db, userId: string, limit: number) {
  const [items, unread] = await Promise.all([
    repo.listNotifications(db, userId, limit),
    repo.countUnread(db, userId),
  ]);
  return {
    unread,
    items: items.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      url: row.url,
      created_at: row.created_at.toISOString(),
      read: row.read_at !== null,
    })),
  };
}

export async function markMyNotificationsRead(db: Db, userId: string, id: string | null) {
  const changed = await repo.markRead(db, userId, id);
  return { changed, unread: await repo.countUnread(db, userId) };
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

const AUDIENCE_OF_ROLE = { aluno: 'candidato', treinador: 'treinador', admin: 'admin' } as const;

/** The kinds a person of this role receives (a candidate's, a trainer's or an admin's). */
const kindsFor = (role: string) =>
  NOTIFICATION_KINDS.filter(
    (kind) =>
      NOTIFICATION_KIND_INFO[kind].audience ===
      (AUDIENCE_OF_ROLE[role as keyof typeof AUDIENCE_OF_ROLE] ?? 'candidato'),
  );

export async function getMySettings(
  deps: Pick<NotificationDeps, 'db' | 'push'>,
  userId: string,
  role: string,
) {
  const settings = (await settingsMap(deps.db, [userId])).get(userId) ?? DEFAULTS;
  const subscriptions = await repo.subscriptionsOf(deps.db, userId);
  return {
    kinds: kindsFor(role).map((kind) => ({
      kind,
      label: NOTIFICATION_KIND_INFO[kind].label,
      description: NOTIFICATION_KIND_INFO[kind].description,
      email: NOTIFICATION_KIND_INFO[kind].email,
      enabled: !settings.disabled_kinds.includes(kind),
    })),
    session_hour: settings.session_hour,
    quiet_start: hhmm(settings.quiet_start),
    quiet_end: hhmm(settings.quiet_end),
    email: settings.email,
    push_public_key: deps.push.vapid.publicKey,
    push_devices: subscriptions.length,
  };
}

export async function setMySettings(
  deps: Pick<NotificationDeps, 'db' | 'push'>,
  user: { id: string; role: string },
  input: {
    disabled_kinds?: NotificationKind[] | undefined;
    session_hour?: number | undefined;
    quiet_start?: string | undefined;
    quiet_end?: string | undefined;
    email?: boolean | undefined;
  },
) {
  const current = (await settingsMap(deps.db, [user.id])).get(user.id) ?? DEFAULTS;
  await repo.saveSettings(deps.db, user.id, {
    disabled_kinds: input.disabled_kinds ? [...new Set(input.disabled_kinds)] : current.disabled_kinds,
    session_hour: input.session_hour ?? current.session_hour,
    quiet_start: input.quiet_start ? minutesOf(input.quiet_start) : current.quiet_start,
    quiet_end: input.quiet_end ? minutesOf(input.quiet_end) : current.quiet_end,
    email: input.email ?? current.email,
  });
  return getMySettings(deps, user.id, user.role);
}

export async function savePushSubscription(
  deps: Pick<NotificationDeps, 'db' | 'env'>,
  userId: string,
  subscription: { endpoint: string; expirationTime: number | null; keys: { p256dh: string; auth: string } },
) {
  const problem = pushEndpointProblem(subscription.endpoint, deps.env.MODE);
  if (problem)
    throw new AppError('VALIDATION_FAILED', problem, [{ path: 'p_subscription.endpoint', message: problem }]);
  await repo.saveSubscription(deps.db, {
    user_id: userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    expiration_time: subscription.expirationTime === null ? null : new Date(subscription.expirationTime),
  });
  return { saved: true };
}

export async function deletePushSubscription(db: Db, userId: string, endpoint: string) {
  return { deleted: (await repo.deleteSubscription(db, userId, endpoint)) > 0 };
}

import { addDays } from '@prontidao/domain/dates/plain-date';
import { localTime } from '@prontidao/domain/notifications/schedule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { inviteToken, signUpTrainer } from '../../testing/people.js';
import { planProfile, saveSimulation } from '../../testing/plan-candidate.js';
import { startPushService } from '../../testing/push-service.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { until } from '../../testing/until.js';
import { getTrainingPlan } from '../training-plan/training-plan.service.js';
import { deliverNotification, runDueNotifications } from './notifications.service.js';

// Issue 26 against a push service the test runs itself (VAPID checked, payload decrypted): what is
// due becomes one notification per person, kind and day; it is pushed outside quiet hours, mailed
// with one-click unsubscribe to someone without push, and a subscription the service calls gone
// (410) is removed.

let t: TestApp;
let push: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  t = await createTestApp();
  push = await startPushService();
});
afterAll(() => push.close());

/**
 * The day the tests run the reminders for: tomorrow in São Paulo, so the app's own 5-minute job
 * (today) never creates them first. An instant of it at hh:mm there (UTC−3, no DST since 2019).
 */
const today = addDays(localTime(new Date()).date, 1);
const atLocal = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00-03:00`);

async function candidate(email: string, tafInDays: number): Promise<TestClient> {
  const client = await signUpConfirmed(t.app, t.deps.db, email);
  const profile = await client.rpc(
    'update_perfil_completo',
    planProfile('Rita Lima', `rita${Math.random().toString(36).slice(2, 8)}`, addDays(today, tafInDays)),
  );
  expect(profile.status, JSON.stringify(profile.json)).toBe(200);
  return client;
}

const inbox = async (client: TestClient) => (await client.rpc('get_notifications', {})).json.data;
const due = (date: string, hhmm: string) => runDueNotifications(t.deps, atLocal(date, hhmm));

describe('reminders (Web Push, e-mail, the notification centre)', () => {
  it('the 30-day countdown: one notification, pushed signed and encrypted to each browser', async () => {
    const client = await candidate('lembrete.push@exemplo.com', 30);
    const phone = push.subscribe();
    const laptop = push.subscribe();
    for (const browser of [phone, laptop]) {
      const saved = await client.rpc('save_push_subscription', { p_subscription: browser.json });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    }
    expect((await client.rpc('get_notification_settings')).json.data).toMatchObject({
      push_devices: 2,
      quiet_start: '22:00',
      quiet_end: '07:00',
      session_hour: 7,
      email: true,
    });

    // Three runs at once, and a later one the same day: one notification.
    const runs = await Promise.all([due(today, '10:00'), due(today, '10:00'), due(today, '10:00')]);
    const ids = runs.flat();
    expect(ids).toHaveLength(1);
    expect(await due(today, '15:00')).toHaveLength(0);
    const mine = await inbox(client);
    expect(mine.unread).toBe(1);
    expect(mine.items[0]).toMatchObject({
      kind: 'contagem_taf',
      title: 'Faltam 30 dias para o seu TAF',
      url: '/aluno/dashboard',
      read: false,
    });

    const before = push.received.length;
    const sent = await deliverNotification(t.deps, ids[0] as string, atLocal(today, '10:00'));
    expect(sent).toMatchObject({ pushed: 2, mailed: false });
    const got = push.received.slice(before);
    expect(got.map((p) => p.subscription).sort()).toEqual([laptop.id, phone.id].sort());
    expect(got[0]?.payload).toMatchObject({
      title: 'Faltam 30 dias para o seu TAF',
      url: '/aluno/dashboard',
    });
    expect(got[0]?.vapidSubject).toMatch(/^mailto:/);
    expect(got[0]?.ttl).toBeGreaterThan(0);
    expect(push.refused).toEqual([]);
    // Delivered once: the queue's own run of the same notification sends nothing more.
    expect((await deliverNotification(t.deps, ids[0] as string)).pushed).toBe(0);
    expect(push.received.length).toBe(before + 2);
  });

  it('quiet hours: nothing is created at 23:30; the push waits until 07:00', async () => {
    const client = await candidate('lembrete.silencio@exemplo.com', 14);
    const browser = push.subscribe();
    await client.rpc('save_push_subscription', { p_subscription: browser.json });
    expect(await due(today, '23:30')).toHaveLength(0);
    expect((await inbox(client)).unread).toBe(0);
    const [id] = await due(today, '08:00');
    expect(id).toBeDefined();
    // Delivered during quiet hours (a retry at night): it waits, then goes.
    const night = await deliverNotification(t.deps, id as string, atLocal(today, '23:00'));
    expect(night).toMatchObject({ pushed: 0, deferredMinutes: 8 * 60 });
    expect((await deliverNotification(t.deps, id as string, atLocal(today, '08:00'))).pushed).toBe(1);
  });

  it('a subscription the push service calls gone (410) is removed', async () => {
    const client = await candidate('lembrete.410@exemplo.com', 7);
    const old = push.subscribe();
    await client.rpc('save_push_subscription', { p_subscription: old.json });
    push.answer(old.id, 410);
    const [id] = await due(today, '09:00');
    const sent = await deliverNotification(t.deps, id as string, atLocal(today, '09:00'));
    expect(sent.pushed).toBe(0);
    expect((await client.rpc('get_notification_settings')).json.data.push_devices).toBe(0);
  });

  it('without push, the countdown goes by e-mail with one-click unsubscribe (RFC 8058)', async () => {
    const email = 'lembrete.email@exemplo.com';
    const client = await candidate(email, 60);
    const [id] = await due(today, '09:00');
    expect((await deliverNotification(t.deps, id as string, atLocal(today, '09:00'))).mailed).toBe(true);
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Faltam 60 dias para o seu TAF — Prontidão');
    const headers = mail.headers as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const url = new URL(link);
    expect(url.pathname).toBe('/api/notifications/unsubscribe');

    // Opening the link (a scanner, or the person) changes nothing; a forged one is refused.
    expect((await t.app.request(`${url.pathname}${url.search}`)).status).toBe(200);
    expect((await client.rpc('get_notification_settings')).json.data.email).toBe(true);
    const forged = new URL(link);
    forged.searchParams.set('t', 'x'.repeat(43));
    const refused = await t.app.request(`${forged.pathname}${forged.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(refused.status).toBe(400);
    const done = await t.app.request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect((await client.rpc('get_notification_settings')).json.data.email).toBe(false);
  });

  it('a kind turned off is not created; bad settings are refused and change nothing', async () => {
    const client = await candidate('lembrete.desligado@exemplo.com', 30);
    const off = await client.rpc('set_notification_settings', {
      disabled_kinds: ['contagem_taf'],
      quiet_start: '21:30',
    });
    expect(off.status).toBe(200);
    expect(off.json.data.kinds.find((k: { kind: string }) => k.kind === 'contagem_taf').enabled).toBe(false);
    expect(off.json.data.quiet_start).toBe('21:30');
    await due(today, '10:00');
    expect((await inbox(client)).items).toHaveLength(0);
    for (const bad of [
      { session_hour: 24 },
      { quiet_end: '7h' },
      { disabled_kinds: ['spam'] },
      { extra: 1 },
    ]) {
      const res = await client.rpc('set_notification_settings', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await client.rpc('get_notification_settings')).json.data.quiet_start).toBe('21:30');
    // A candidate is offered the candidate's kinds, not the admins'.
    const kinds = off.json.data.kinds.map((k: { kind: string }) => k.kind);
    expect(kinds).toContain('sessao_do_dia');
    expect(kinds).not.toContain('crefs_pendentes');
  });

  it('the centre: read one, read all, never someone else’s; endpoints must be push services', async () => {
    const ana = await candidate('lembrete.ana@exemplo.com', 30);
    const bia = await candidate('lembrete.bia@exemplo.com', 30);
    const created = await due(today, '10:00');
    expect(created.length).toBeGreaterThanOrEqual(2);
    const anaNote = (await inbox(ana)).items[0];
    expect((await bia.rpc('mark_notifications_read', { id: anaNote.id })).json.data.changed).toBe(0);
    expect((await inbox(ana)).unread).toBe(1);
    expect((await ana.rpc('mark_notifications_read', { id: anaNote.id })).json.data).toEqual({
      changed: 1,
      unread: 0,
    });
    expect((await bia.rpc('mark_notifications_read', {})).json.data.unread).toBe(0);
    expect((await inbox(bia)).items.every((n: { read: boolean }) => n.read)).toBe(true);

    const far = push.subscribe().json;
    const res = await ana.rpc('save_push_subscription', {
      p_subscription: { ...far, endpoint: 'https://10.0.0.7/push/x' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('VALIDATION_FAILED');
    const removed = await ana.rpc('delete_push_subscription', { p_endpoint: far.endpoint });
    expect(removed.json.data).toEqual({ deleted: false });
  });
});

/** The reminder mail to `to` (the mail job delivers it to the demo's outbox). */
describe('the day’s plan session', () => {
  it('from the chosen hour: the session of the person’s own plan for that day, once', async () => {
    const client = await candidate('lembrete.plano@exemplo.com', 100);
    await saveSimulation(client);
    expect(
      (await client.rpc('set_training_plan_settings', { sessions_per_week: 6, goal: 'apto' })).status,
    ).toBe(200);
    await client.rpc('set_notification_settings', { session_hour: 9 });
    const id = (await client.rpc('get_auth_context')).json.data.user.id as string;
    const at = atLocal(today, '09:30');
    const plan = await getTrainingPlan(t.deps.db, id, id, at);
    const session = plan.this_week?.sessions.find((s) => s.date === today && !s.done);

    expect(await due(today, '08:45')).toHaveLength(0); // before the chosen hour
    await due(today, '09:30');
    await due(today, '11:00');
    const items = (await inbox(client)).items.filter((n: { kind: string }) => n.kind === 'sessao_do_dia');
    if (session) {
      // Six sessions a week: most days have one; the reminder names it.
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        title: `Hoje: ${session.title}`,
        body: `${session.title} — ${session.intensity.label}`,
        url: '/aluno/plano',
      });
    } else expect(items).toHaveLength(0);
  });
});

describe('event reminders: an accepted invite, a trainer’s comment, a promotion', () => {
  it('each reaches the right person once a day, through the job queue', async () => {
    const trainer = await signUpTrainer(t.app, t.deps.db, 'lembrete.treinador@exemplo.com', {
      p_full_name: 'Carlos Treinador',
    });
    const student = await candidate('lembrete.aluna@exemplo.com', 90);
    const accepted = await student.rpc('accept_trainer_invite', { p_token: await inviteToken(trainer) });
    expect(accepted.json.data.status).toBe('approved');
    const trainerInbox = await until(
      () => inbox(trainer),
      (box) => box.items.length > 0,
    );
    expect(trainerInbox.items[0]).toMatchObject({
      kind: 'aluno_aceitou',
      title: 'Um aluno aceitou seu convite',
      body: 'Rita Lima agora compartilha os treinos e testes com você.',
    });

    const studentId = (await student.rpc('get_auth_context')).json.data.user.id as string;
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    const weekStart = monday.toISOString().slice(0, 10);
    for (const body of ['Semana boa: mantenha o ritmo no sábado.', 'E beba água!']) {
      const posted = await trainer.rpc('post_week_comment', {
        week_start: weekStart,
        user_id: studentId,
        body,
      });
      expect(posted.status, JSON.stringify(posted.json)).toBe(200);
    }
    // The student's own reply tells nobody.
    await student.rpc('post_week_comment', { week_start: weekStart, body: 'Combinado!' });

    for (let i = 0; i < 10; i++)
      await student.rpc('insert_training_activity', { p_activity_type: 'BARRA', p_value_primary: 5 });
    const box = await until(
      () => inbox(student),
      (b) => b.items.length >= 2,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const items = (await inbox(student)).items as { kind: string; title: string; body: string }[];
    expect(items.map((n) => n.kind).sort()).toEqual(['promocao', 'treinador']);
    expect(items.find((n) => n.kind === 'treinador')).toMatchObject({
      title: 'Seu treinador comentou sua semana',
      body: 'Semana boa: mantenha o ritmo no sábado.',
    });
    expect(items.find((n) => n.kind === 'promocao')?.title).toBe('Promovido a Soldado 1ª Classe!');
    expect(box.unread).toBeGreaterThanOrEqual(2);
  });
});

async function waitForMail(to: string) {
  for (let i = 0; i < 100; i++) {
    const row = await t.deps.db
      .selectFrom('mail_outbox')
      .select(['subject', 'headers'])
      .where('to_address', '=', to)
      .where('subject', 'like', 'Faltam%')
      .executeTakeFirst();
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}

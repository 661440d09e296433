import { Decoder, Stream } from '@garmin/fitsdk';
import { addDays } from '@prontidao/domain/dates/plain-date';
import { APP_TIME_ZONE, calendarDate } from '@prontidao/domain/dates/time-zone';
import type { PlanCode } from '@prontidao/domain/plans/plan-codes';
import type { PlannedSession } from '@prontidao/domain/training-plan/plan-types';
import { workoutSteps } from '@prontidao/domain/training-plan/workout-steps';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { userIdOf } from '../../testing/people.js';
import { getPlan, logHourRun, planProfile, saveSimulation } from '../../testing/plan-candidate.js';
import { APP_URL, createTestApp, type TestApp } from '../../testing/test-app.js';
import { workoutStepMesgs } from './training-plan.export.fit.js';
import { planCalendar } from './training-plan.export.ics.js';
import { type ExportSession, slugOf } from './training-plan.export.service.js';

// The plan's exports through the real routes (decision 036, 'Exports'): the calendar (.ics) and the
// watch workouts (.fit in a ZIP), to the signed-in person only, with only the weeks they may see.
let t: TestApp;

const today = calendarDate(new Date(), APP_TIME_ZONE);
const FAR_TAF = addDays(today, 119);

const idOf = (email: string) => userIdOf(t.deps.db, email);

async function candidate(email: string, nickname: string, plano: PlanCode | null = null) {
  const client = await signUpConfirmed(t.app, t.deps.db, email);
  const profile = await client.rpc(
    'update_perfil_completo',
    planProfile('Candidato Exporta', nickname, FAR_TAF),
  );
  expect(profile.status, JSON.stringify(profile.json)).toBe(200);
  expect(
    (await client.rpc('set_training_plan_settings', { sessions_per_week: 5, goal: 'apto' })).status,
  ).toBe(200);
  await saveSimulation(client);
  if (plano)
    await t.deps.db
      .updateTable('profiles')
      .set({ plano_code: plano })
      .where('id', '=', await idOf(email))
      .execute();
  return client;
}

const planOf = (client: TestClient) => getPlan(client);

/** A GET with the client's session (or none), the body as bytes. */
async function get(client: TestClient | null, path: string) {
  const res = await t.app.request(`${APP_URL}${path}`, { headers: cookieHeader(client) });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

type IcsEvent = Map<string, { params: string; value: string }>;

/**
 * A small RFC 5545 reader for the checks: every line ends with CRLF and holds at most 75 octets;
 * folded lines are unfolded, components nest, and each VEVENT's properties are read (TEXT values
 * unescaped).
 */
function parseIcs(raw: string): { calendar: IcsEvent; events: IcsEvent[] } {
  expect(raw.endsWith('\r\n')).toBe(true);
  expect(/[^\r]\n/.test(raw)).toBe(false);
  const physical = raw.slice(0, -2).split('\r\n');
  for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const stack: string[] = [];
  const calendar: IcsEvent = new Map();
  const events: IcsEvent[] = [];
  let current: IcsEvent | null = null;
  for (const line of lines) {
    const colon = line.indexOf(':');
    expect(colon).toBeGreaterThan(0);
    const head = line.slice(0, colon);
    const value = line.slice(colon + 1);
    const [name = '', ...params] = head.split(';');
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') current = new Map();
    } else if (name === 'END') {
      expect(stack.pop()).toBe(value);
      if (value === 'VEVENT' && current) {
        events.push(current);
        current = null;
      }
    } else {
      const unescaped = value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
      (current ?? calendar).set(name, { params: params.join(';'), value: unescaped });
    }
  }
  expect(stack).toEqual([]);
  return { calendar, events };
}

/** The FIT file decoded: integrity checked, no errors. */
function decodeFit(bytes: Uint8Array) {
  const stream = Stream.fromByteArray(bytes);
  expect(Decoder.isFIT(stream)).toBe(true);
  const decoder = new Decoder(stream);
  expect(decoder.checkIntegrity()).toBe(true);
  const { messages, errors } = decoder.read();
  expect(errors).toEqual([]);
  return messages;
}

/** This week's sessions as the page shows them, then the open weeks'. */
function visible(view: {
  weeks: { locked: boolean; sessions: PlannedSession[] }[];
  this_week: { sessions: (PlannedSession & { done: boolean })[] };
}) {
  return [...view.this_week.sessions, ...view.weeks.slice(1).flatMap((w) => (w.locked ? [] : w.sessions))];
}

beforeAll(async () => {
  t = await createTestApp();
});

describe('who may export', () => {
  it('signed out: 401 in our error shape, for both files', async () => {
    for (const path of ['/api/training-plan/calendar.ics', '/api/training-plan/workouts.zip']) {
      const res = await get(null, path);
      expect(res.status).toBe(401);
      expect(JSON.parse(text(res.bytes))).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('no plan yet: 409 with the plan’s own message; unknown paths are 404', async () => {
    const ana = await signUpConfirmed(t.app, t.deps.db, 'ana.exporta@exemplo.com');
    for (const path of ['/api/training-plan/calendar.ics', '/api/training-plan/workouts.zip']) {
      const res = await get(ana, path);
      expect(res.status).toBe(409);
      expect(JSON.parse(text(res.bytes)).error).toEqual({
        code: 'PLAN_NOT_READY',
        message: 'Diga quantos treinos por semana você consegue fazer e o seu objetivo para montar o plano.',
      });
    }
    expect((await get(ana, '/api/training-plan/outro.ics')).status).toBe(404);
  });
});

describe('the calendar (.ics)', () => {
  it('FREE: one all-day event per session of this week, nothing from the locked weeks', async () => {
    const bruno = await candidate('bruno.exporta@exemplo.com', 'BrunoExporta');
    const view = await planOf(bruno);
    expect(view.entitled).toBe(false);
    const res = await get(bruno, '/api/training-plan/calendar.ics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="plano-prontidao.ics"');
    expect(res.headers.get('cache-control')).toBe('no-store');

    const { calendar, events } = parseIcs(text(res.bytes));
    expect(calendar.get('VERSION')?.value).toBe('2.0');
    expect(calendar.get('PRODID')?.value).toBeTruthy();
    const sessions = view.this_week.sessions as (PlannedSession & { done: boolean })[];
    expect(events).toHaveLength(sessions.length);
    const weekEnd = view.weeks[0].end;
    for (const [i, event] of events.entries()) {
      const session = sessions[i];
      if (!session) throw new Error('no session');
      expect(event.get('DTSTART')).toEqual({ params: 'VALUE=DATE', value: session.date.replaceAll('-', '') });
      expect(event.get('DTEND')).toEqual({
        params: 'VALUE=DATE',
        value: addDays(session.date, 1).replaceAll('-', ''),
      });
      expect(session.date <= weekEnd).toBe(true);
      expect(event.get('SUMMARY')?.value).toBe(session.title);
      const description = event.get('DESCRIPTION')?.value ?? '';
      expect(description).toContain(session.what);
      expect(description).toContain(session.intensity.label);
      expect(description).toContain(session.why);
      expect(event.get('DTSTAMP')?.value).toMatch(/^\d{8}T\d{6}Z$/);
      expect(event.get('UID')?.value).toMatch(
        new RegExp(`^plano-${session.date}-${session.kind}-[0-9a-f]{16}@prontidao$`),
      );
      expect(event.get('URL')?.value).toBe(`${APP_URL}/aluno/plano`);
    }
    expect(new Set(events.map((e) => e.get('UID')?.value)).size).toBe(events.length);
    // The person's id never leaves in a UID.
    expect(text(res.bytes)).not.toContain(await idOf('bruno.exporta@exemplo.com'));

    // A second export names the same sessions (re-importing updates them), with a sequence not lower.
    const again = parseIcs(text((await get(bruno, '/api/training-plan/calendar.ics')).bytes));
    expect(again.events.map((e) => e.get('UID')?.value)).toEqual(events.map((e) => e.get('UID')?.value));
    expect(Number(again.events[0]?.get('SEQUENCE')?.value)).toBeGreaterThanOrEqual(
      Number(events[0]?.get('SEQUENCE')?.value),
    );

    // A query naming someone else changes nothing: the route only ever reads the session's person.
    const other = await candidate('carla.exporta@exemplo.com', 'CarlaExporta');
    const carlas = parseIcs(text((await get(other, '/api/training-plan/calendar.ics')).bytes)).events;
    const brunoId = await idOf('bruno.exporta@exemplo.com');
    const asked = parseIcs(
      text((await get(other, `/api/training-plan/calendar.ics?user_id=${brunoId}`)).bytes),
    ).events;
    expect(asked.map((e) => e.get('UID')?.value)).toEqual(carlas.map((e) => e.get('UID')?.value));
    const brunoUids = new Set(events.map((e) => e.get('UID')?.value));
    expect(carlas.some((e) => brunoUids.has(e.get('UID')?.value))).toBe(false);
  });

  it('Avançado: every week’s sessions', async () => {
    const davi = await candidate('davi.exporta@exemplo.com', 'DaviExporta', 'AVAN_MENSAL');
    const view = await planOf(davi);
    expect(view.entitled).toBe(true);
    const { events } = parseIcs(text((await get(davi, '/api/training-plan/calendar.ics')).bytes));
    const sessions = visible(view);
    expect(events).toHaveLength(sessions.length);
    expect(events.length).toBeGreaterThan(view.this_week.sessions.length);
    expect(events.at(-1)?.get('DTSTART')?.value).toBe(sessions.at(-1)?.date.replaceAll('-', ''));
  });
});

describe('the watch workouts (.fit in a ZIP)', () => {
  it('FREE: this week’s runs and swims, each a FIT workout file that decodes as written', async () => {
    const eva = await candidate('eva.exporta@exemplo.com', 'EvaExporta');
    const view = await planOf(eva);
    const res = await get(eva, '/api/training-plan/workouts.zip');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="treinos-prontidao.zip"');
    const files = unzipSync(res.bytes);

    const expected = (view.this_week.sessions as (PlannedSession & { done: boolean })[]).filter(
      (s) => s.type !== 'BARRA',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(Object.keys(files).sort()).toEqual(
      expected.map((s) => `semana-01/${s.date}-${slugOf(s.title)}.fit`).sort(),
    );
    const serials = new Set<number>();
    for (const session of expected) {
      const bytes = files[`semana-01/${session.date}-${slugOf(session.title)}.fit`];
      if (!bytes) throw new Error('missing file');
      const messages = decodeFit(bytes);
      const workout = workoutSteps(session);
      if (!workout) throw new Error('no workout');
      expect(messages.fileIdMesgs?.[0]).toMatchObject({ type: 'workout', manufacturer: 'development' });
      serials.add(Number(messages.fileIdMesgs?.[0]?.serialNumber));
      const written = workoutStepMesgs(workout);
      expect(messages.workoutMesgs?.[0]).toMatchObject({
        wktName: session.title,
        sport: session.type === 'RUN' ? 'running' : 'swimming',
        numValidSteps: written.length,
        ...(session.type === 'SWIM'
          ? { subSport: 'lapSwimming', poolLength: 25, poolLengthUnit: 'metric' }
          : {}),
      });
      // Every step as written (the decoder adds the scaled subfields beside the raw values).
      expect(messages.workoutStepMesgs).toHaveLength(written.length);
      for (const [i, step] of written.entries()) expect(messages.workoutStepMesgs?.[i]).toMatchObject(step);
    }
    expect(serials.size).toBe(expected.length);
  });

  it('Avançado: a folder per week; a session already done is left out', async () => {
    const fabio = await candidate('fabio.exporta@exemplo.com', 'FabioExporta', 'AVAN_MENSAL');
    await logHourRun(fabio, today);
    const view = await planOf(fabio);
    const done = (view.this_week.sessions as (PlannedSession & { done: boolean })[]).filter((s) => s.done);
    expect(done).toHaveLength(1);

    const files = unzipSync((await get(fabio, '/api/training-plan/workouts.zip')).bytes);
    const expected = visible(view).filter((s) => s.type !== 'BARRA' && !('done' in s && s.done));
    expect(Object.keys(files)).toHaveLength(expected.length);
    expect(new Set(Object.keys(files).map((name) => name.split('/')[0])).size).toBe(view.weeks.length);
    const [first] = done;
    if (!first) throw new Error('no done session');
    expect(Object.keys(files)).not.toContain(`semana-01/${first.date}-${slugOf(first.title)}.fit`);
    for (const bytes of Object.values(files)) decodeFit(bytes);

    // The calendar keeps it, marked done.
    const { events } = parseIcs(text((await get(fabio, '/api/training-plan/calendar.ics')).bytes));
    const marked = events.filter((e) => e.get('DESCRIPTION')?.value.startsWith('Feito:'));
    expect(marked.map((e) => e.get('SUMMARY')?.value)).toEqual([first.title]);
  });
});

describe('planCalendar', () => {
  const session: ExportSession = {
    id: 'w1-1',
    type: 'SWIM',
    kind: 'tecnica_natacao',
    date: '2026-03-02',
    plannedDate: '2026-03-01',
    week: 1,
    done: false,
    title: 'Técnica, respiração; e ação',
    what: `Aquecimento: 200 m soltos; educativos, pernada\nDepois ${'ção '.repeat(40)}`,
    volume: { durationMin: 30, distanceM: 600 },
    intensity: { rpe: [3, 4], label: 'Esforço 3 a 4 de 10 (leve, foco na técnica)' },
    why: 'Menos arrasto, respiração sem pânico \\ sem pressa.',
  };

  it('escapes text, folds at 75 octets without splitting a character, and keeps dates in any time zone', () => {
    const before = process.env.TZ;
    const outputs: string[] = [];
    try {
      for (const tz of ['UTC', 'America/Sao_Paulo', 'America/Noronha', 'America/Rio_Branco']) {
        process.env.TZ = tz;
        outputs.push(
          planCalendar([session], {
            personKey: '0123456789abcdef',
            now: new Date('2026-03-01T12:00:00Z'),
            planUrl: `${APP_URL}/aluno/plano`,
          }),
        );
      }
    } finally {
      process.env.TZ = before;
    }
    expect(new Set(outputs).size).toBe(1);
    const raw = outputs[0] ?? '';
    expect(raw).toContain('SUMMARY:Técnica\\, respiração\\; e ação\r\n');
    expect(raw).toContain('\\n');
    expect(raw).toContain('\\\\ sem pressa');
    const { events } = parseIcs(raw);
    const [event] = events;
    expect(event?.get('SUMMARY')?.value).toBe(session.title);
    expect(event?.get('DESCRIPTION')?.value).toBe(
      `${session.what}\n\nIntensidade: ${session.intensity.label}.\n\nPor quê: ${session.why}`,
    );
    expect(event?.get('DTSTART')?.value).toBe('20260302');
    expect(event?.get('DTEND')?.value).toBe('20260303');
    // The UID follows the date the plan chose, not the one a reshuffle moved it to.
    expect(event?.get('UID')?.value).toBe('plano-2026-03-01-tecnica_natacao-0123456789abcdef@prontidao');
    expect(event?.get('DTSTAMP')?.value).toBe('20260301T120000Z');
    expect(event?.get('TRANSP')?.value).toBe('TRANSPARENT');
    // Folded lines: the long description spans several (each at most 75 octets, checked by parseIcs).
    expect(raw.split('\r\n').filter((l) => l.startsWith(' ')).length).toBeGreaterThan(1);
  });
});

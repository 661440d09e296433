import type { KyselyPlugin } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { createInvite, setProfile, signUpTrainer, userIdOf } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { listStudents } from './trainers.service.js';

// Issue 23: the trainer's list of students and a student's header name the exam each one follows
// (the default CBMDF when none was chosen), only while the student's link is active and approved.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

const CBMDF = {
  id: 'cbmdf-2025-estimada',
  short_name: 'CBMDF 2025 — referência estimada',
  format: 'grade_table',
};
const PMESP = { id: 'pmesp-2025-soldado', short_name: 'PMESP — Soldado (2025)', format: 'exam' };
const PPDF = { id: 'ppdf-taf', format: 'exam' };

const trainer = (email: string) =>
  signUpTrainer(t.app, t.deps.db, email, { p_full_name: `Treinador ${email}` });

/** A candidate with a sex (an exam is chosen for one), following `examId` when given. */
async function candidate(email: string, examId?: string): Promise<TestClient> {
  const client = await signUpConfirmed(t.app, t.deps.db, email);
  await setProfile(t.deps.db, email, { sexo: 'F', birth_date: '2000-05-10' });
  if (examId) expect((await client.rpc('set_user_edital', { edital_id: examId })).status).toBe(200);
  return client;
}

async function link(coach: TestClient, student: TestClient) {
  const { token } = await createInvite(coach);
  const accepted = await student.rpc('accept_trainer_invite', { p_token: token });
  expect(accepted.json.data.status).toBe('approved');
}

const examsOf = async (coach: TestClient) =>
  Object.fromEntries(
    (await coach.rpc('get_trainer_students_approved')).json.data.map(
      (student: { email: string; exam: unknown }) => [student.email, student.exam],
    ),
  );

describe("the trainer's students and their exams", () => {
  it('names each student’s exam, the default CBMDF when none was chosen; the header says it too', async () => {
    const coach = await trainer('exames.treinador@exemplo.com');
    const pm = await candidate('exames.pmesp@exemplo.com', PMESP.id);
    const penal = await candidate('exames.ppdf@exemplo.com', PPDF.id);
    const nenhum = await candidate('exames.nenhum@exemplo.com');
    for (const student of [pm, penal, nenhum]) await link(coach, student);

    const exams = await examsOf(coach);
    expect(exams).toEqual({
      'exames.pmesp@exemplo.com': PMESP,
      'exames.ppdf@exemplo.com': expect.objectContaining(PPDF),
      'exames.nenhum@exemplo.com': CBMDF,
    });
    expect(exams['exames.ppdf@exemplo.com'].short_name).toMatch(/Polícia Penal/);

    const pmId = await userIdOf(t.deps.db, 'exames.pmesp@exemplo.com');
    const summary = await coach.rpc('get_student_summary', { user_id: pmId });
    expect(summary.json.data).toEqual({
      id: pmId,
      full_name: null,
      nickname: null,
      email: 'exames.pmesp@exemplo.com',
      exam: PMESP,
    });

    // The student moves to another exam: the trainer's next look follows.
    expect((await pm.rpc('set_user_edital', { edital_id: CBMDF.id })).status).toBe(200);
    expect((await examsOf(coach))['exames.pmesp@exemplo.com']).toEqual(CBMDF);
  });

  it('reads the list in the same number of statements for one student or many', async () => {
    const coach = await trainer('exames.contagem@exemplo.com');
    const coachId = await userIdOf(t.deps.db, 'exames.contagem@exemplo.com');
    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        statements += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const db = t.deps.db.withPlugin(counting);
    const countFor = async () => {
      statements = 0;
      const students = await listStudents(db, coachId);
      return { statements, students: students.length };
    };

    await link(coach, await candidate('exames.contagem.1@exemplo.com', PMESP.id));
    const one = await countFor();
    for (const [n, exam] of [
      [2, PPDF.id],
      [3, undefined],
      [4, PMESP.id],
    ] as const) {
      await link(coach, await candidate(`exames.contagem.${n}@exemplo.com`, exam));
    }
    const four = await countFor();
    expect(one.students).toBe(1);
    expect(four).toEqual({ statements: one.statements, students: 4 });
    expect(one.statements).toBe(3);
  });
});

describe('who sees a student’s exam', () => {
  it('never a trainer without an active approved link: not invited, invited but not accepted, revoked, another trainer’s', async () => {
    const coach = await trainer('exames.acesso@exemplo.com');
    const other = await trainer('exames.outro@exemplo.com');
    await candidate('exames.estranho@exemplo.com', PMESP.id);
    await candidate('exames.pendente@exemplo.com', PMESP.id);
    const revoked = await candidate('exames.revogado@exemplo.com', PMESP.id);
    const othersStudent = await candidate('exames.do.outro@exemplo.com', PMESP.id);
    await createInvite(coach); // an invite the pending student never accepted
    await link(coach, revoked);
    await link(other, othersStudent);

    expect(Object.keys(await examsOf(coach))).toEqual(['exames.revogado@exemplo.com']);
    const [linkRow] = (await revoked.rpc('get_my_trainers')).json.data;
    expect((await revoked.rpc('revoke_trainer_access', { link_id: linkRow.link_id })).status).toBe(200);
    expect(await examsOf(coach)).toEqual({});
    expect(Object.keys(await examsOf(other))).toEqual(['exames.do.outro@exemplo.com']);

    for (const email of [
      'exames.estranho@exemplo.com',
      'exames.pendente@exemplo.com',
      'exames.revogado@exemplo.com',
      'exames.do.outro@exemplo.com',
    ]) {
      const res = await coach.rpc('get_student_summary', { user_id: await userIdOf(t.deps.db, email) });
      expect(res.status, email).toBe(404);
      expect(res.json.data).toBeUndefined();
      expect(JSON.stringify(res.json)).not.toContain('PMESP');
    }
  });

  it('a candidate who is no trainer is refused the list', async () => {
    const someone = await candidate('exames.candidato@exemplo.com', PMESP.id);
    const res = await someone.rpc('get_trainer_students_approved');
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.json)).not.toContain('PMESP');
  });
});

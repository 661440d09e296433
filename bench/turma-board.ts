// The turma board at a class of 200 (issue 24): a trainer's turma of 200 students taken from the
// admin bench's population (100,000 people, their simulations and workouts), each linked to the
// trainer, with a plan and this week's workouts; get_turma_board through the app — target p95 ≤ 100 ms
// (the first call, which computes and keeps each student's chance of passing, is printed apart).
import { sql } from 'kysely';
import type { createApp } from '../apps/server/src/app.js';
import type { Db } from '../apps/server/src/db/database.js';
import { adminRpc, type RpcBench, recordRpc, roleCookie } from './admin.js';
import { record } from './report.js';

const STUDENTS = 200;

export async function turmaBoardReport(app: ReturnType<typeof createApp>, db: Db, section: string) {
  const cookie = await roleCookie(app, db, 'treinador', 'treinador.turma.bench@exemplo.com');
  const trainer = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', 'treinador.turma.bench@exemplo.com')
    .executeTakeFirstOrThrow();
  const turma = await db
    .insertInto('turmas')
    .values({ trainer_id: trainer.id, name: 'Turma bench', edital_id: 'cbmdf-2025-estimada' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const students = (
    await db
      .selectFrom('profiles')
      .select('id')
      .where('role', '=', 'aluno')
      .where('sexo', 'is not', null)
      .orderBy('id')
      .limit(STUDENTS)
      .execute()
  ).map((row) => row.id);
  await db
    .insertInto('turma_members')
    .values(students.map((id) => ({ turma_id: turma.id, student_id: id })))
    .execute();
  // Nine in ten share; a tenth revoked (listed by name only).
  await db
    .insertInto('trainer_links')
    .values(
      students.map((id, i) => ({
        trainer_id: trainer.id,
        student_id: id,
        ...(i % 10 === 9 ? { revoked_at: new Date(), ended_by: 'student' as const } : {}),
      })),
    )
    .execute();
  await db
    .insertInto('training_plan_settings')
    .values(students.map((id) => ({ user_id: id, sessions_per_week: 4, goal: '"apto"' })))
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  await sql`
    insert into activities (user_id, activity_type, source, value_primary, value_secondary, workout_date,
      created_at, updated_at)
    select s.id, 'RUN', 'manual', 5000, 1800, current_date - (g % 6), now(), now()
    from unnest(${sql.val(students)}::text[]) s(id), generate_series(1, 3) g`.execute(db);
  await sql`vacuum analyze activities`.execute(db);
  const bench: RpcBench = { section, call: adminRpc(app, cookie) };
  // The first look computes each student's chance of passing and keeps it (decision 050); later ones read it.
  const begin = performance.now();
  const cold = await bench.call('get_turma_board', { id: turma.id });
  const rows = (cold.body.data as { rows?: { chance: unknown }[] } | undefined)?.rows ?? [];
  const chances = rows.filter((row) => row.chance !== null).length;
  record({
    section,
    label: `get_turma_board (${STUDENTS} alunos), 1ª chamada`,
    value: `${(performance.now() - begin).toFixed(0)} ms`,
    note: `HTTP ${cold.status}; calcula e guarda ${chances} chances de aprovação`,
  });
  await recordRpc(
    bench,
    `get_turma_board (${STUDENTS} alunos)`,
    'get_turma_board',
    () => ({ id: turma.id }),
    'semana, plano, últimos 2 simulados, dias sem treinar, alertas',
  );
}

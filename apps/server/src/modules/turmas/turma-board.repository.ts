import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** One student of a turma as the board reads them; the data only while the sharing lasts. */
export interface BoardRowFacts {
  student_id: string;
  nickname: string | null;
  full_name: string | null;
  joined_at: Date;
  sharing: boolean;
  sessions_done: number | null;
  sessions_planned: number | null;
  /** Who last wrote the student's plan settings: null the student, else a trainer's id. */
  plan_set_by: string | null;
  has_plan: boolean;
  last_activity: string | null;
  last_at: Date | null;
  last_edital_id: string | null;
  last_apto: boolean | null;
  last_nota: number | null;
  last_score: number | null;
  last_result: unknown;
  before_score: number | null;
  /** What the student's chance of passing rests on (pass-chance.service.ts chanceBasis), and the kept one. */
  last_test_id: string | null;
  taf_dt: string | null;
  sexo: string | null;
  cargo_code: string | null;
  edital_id: string | null;
  edital_version: number | null;
  kept_basis: string | null;
  kept_chance: unknown;
}

/**
 * The whole board in one statement (a declared reader, decision 041): each member with their
 * name, whether their sharing with this trainer lasts, and — only then — this week's workouts, the
 * plan's sessions per week, the last workout's date, the last two simulations and the kept chance
 * of passing with what it rests on. A student who
 * revoked the sharing stays listed with nothing of their data.
 */
export async function readBoard(
  db: Db,
  trainerId: string,
  turmaId: string,
  week: { start: string; end: string },
): Promise<BoardRowFacts[]> {
  const result = await sql<BoardRowFacts>`
    select m.student_id, p.nickname, p.full_name, m.joined_at,
      (l.id is not null) as sharing,
      case when l.id is null then null else (
        select count(*)::int from activities a
        where a.user_id = m.student_id and a.workout_date between ${week.start} and ${week.end}
      ) end as sessions_done,
      case when l.id is null then null else s.sessions_per_week end as sessions_planned,
      case when l.id is null then null else s.set_by end as plan_set_by,
      (l.id is not null and s.user_id is not null) as has_plan,
      case when l.id is null then null else (
        select max(a.workout_date)::text from activities a where a.user_id = m.student_id
      ) end as last_activity,
      t1.created_at as last_at, t1.edital_id as last_edital_id, t1.apto as last_apto,
      t1.nota_final as last_nota, t1.ranking_score as last_score, t1.json_resultado as last_result,
      t2.ranking_score as before_score,
      t1.id as last_test_id, p.taf_dt::text as taf_dt, p.sexo, p.cargo_code, p.edital_id, p.edital_version,
      pc.basis as kept_basis, pc.chance as kept_chance
    from turma_members m
    join profiles p on p.id = m.student_id
    left join trainer_links l
      on l.trainer_id = ${trainerId} and l.student_id = m.student_id and l.revoked_at is null
    left join training_plan_settings s on s.user_id = m.student_id
    left join lateral (
      select t.id, t.created_at, t.edital_id, t.apto, t.nota_final, t.ranking_score, t.json_resultado
      from user_tests t where l.id is not null and t.user_id = m.student_id
      order by t.created_at desc, t.id desc limit 1
    ) t1 on true
    left join lateral (
      select t.ranking_score from user_tests t
      where l.id is not null and t.user_id = m.student_id and t.edital_id = t1.edital_id
      order by t.created_at desc offset 1 limit 1
    ) t2 on true
    left join pass_chances pc on l.id is not null and pc.user_id = m.student_id
    where m.turma_id = ${turmaId}
      and exists (select 1 from turmas tu where tu.id = m.turma_id and tu.trainer_id = ${trainerId})
    order by lower(coalesce(p.nickname, p.full_name, '')), m.student_id
    limit 500`.execute(db);
  return result.rows;
}

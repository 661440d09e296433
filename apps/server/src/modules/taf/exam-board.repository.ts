import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

// The board of an exam (issue 23 §3 'Rankings'): each consenting person's best simulated result of
// that exam and sex — apto first, then the score (grade, points or index), the earlier first on a
// tie. A declared reader of profiles (consent, nickname: db/table-owners.ts).

export interface ExamBoardRow {
  user_id: string;
  nickname: string | null;
  apto: boolean;
  score: number;
}

/** Everyone's best result on the board, as a statement to rank or to count. */
function bestOf(editalId: string, sex: 'M' | 'F') {
  return sql`
    select distinct on (t.user_id) t.user_id, p.nickname, t.apto, t.ranking_score as score, t.created_at
    from user_tests t
    join profiles p on p.id = t.user_id and p.consent_ranking
    where t.edital_id = ${editalId} and t.sexo = ${sex} and t.ranking_score is not null
    order by t.user_id, t.apto desc, t.ranking_score desc, t.created_at`;
}

export async function topOfExam(db: Db, editalId: string, sex: 'M' | 'F', limit: number) {
  const { rows } = await sql<ExamBoardRow>`
    select user_id, nickname, apto, score from (${bestOf(editalId, sex)}) best
    order by apto desc, score desc, created_at, user_id
    limit ${limit}`.execute(db);
  return rows;
}

/** The viewer's place on the board (1-based) and best result; undefined when they have none there. */
export async function placeOnExam(db: Db, editalId: string, sex: 'M' | 'F', userId: string) {
  const { rows } = await sql<{ rk: number; apto: boolean; score: number }>`
    with best as (${bestOf(editalId, sex)}),
    mine as (select * from best where user_id = ${userId})
    select (select count(*) from best b where
        (b.apto, b.score, mine.created_at) > (mine.apto, mine.score, b.created_at)
        or (b.apto = mine.apto and b.score = mine.score and b.created_at = mine.created_at and b.user_id < mine.user_id)
      )::int + 1 as rk, mine.apto, mine.score
    from mine`.execute(db);
  return rows[0];
}

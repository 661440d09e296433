import { RANKING_TOP } from '@prontidao/domain/rankings/ranking-types';
import { DEFAULT_EDITAL_ID } from '@prontidao/domain/scoring/editais/catalog';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import * as profiles from '../profiles/profiles.service.js';
import { displayNameOf } from '../rankings/rankings.service.js';
import * as repo from './exam-board.repository.js';
import { findCatalogueEntry, getExam } from './taf.service.js';

// 'Ranking do seu concurso': the best simulated result of each consenting person of an exam, by
// sex, nicknames only (decision 045). Simulated results are typed by the candidates themselves:
// the board says so, and every mark passed the engine's plausibility checks before it was saved.

async function boardOf(db: Db, editalId: string, sex: 'M' | 'F', viewerId: string, consent: boolean) {
  const [top, mine] = await Promise.all([
    repo.topOfExam(db, editalId, sex, RANKING_TOP),
    consent ? repo.placeOnExam(db, editalId, sex, viewerId) : Promise.resolve(undefined),
  ]);
  return {
    entries: top.map((row, index) => ({
      rk: index + 1,
      display_name: displayNameOf(row),
      apto: row.apto,
      score: row.score,
      is_me: row.user_id === viewerId,
    })),
    me: mine ? { rk: mine.rk, apto: mine.apto, score: mine.score } : null,
  };
}

/** The board of an exam (the viewer's own when none is named), both sexes. */
export async function examBoard(db: Db, viewerId: string, editalId: string | undefined) {
  const profile = await profiles.getGradingProfile(db, viewerId);
  const id = editalId ?? profile.edital_id ?? DEFAULT_EDITAL_ID;
  const entry = await findCatalogueEntry(db, id);
  if (!entry) throw new AppError('NOT_FOUND', 'Concurso não encontrado.');
  const consent = (await profiles.rankingConsentOf(db, viewerId))?.consent_ranking ?? false;
  const [male, female] = await Promise.all([
    boardOf(db, id, 'M', viewerId, consent),
    boardOf(db, id, 'F', viewerId, consent),
  ]);
  return {
    edital_id: id,
    name: entry.short_name,
    score_kind: await scoreKindOf(db, id, entry.format),
    consent,
    boards: { M: male, F: female },
  };
}

/** 'grade': nota 0–10 (editais graded by tables); 'points': the exam's points; 'index': 100 = every minimum. */
async function scoreKindOf(db: Db, id: string, format: 'grade_table' | 'exam') {
  if (format === 'grade_table') return 'grade' as const;
  return (await getExam(db, id)).aggregate ? ('points' as const) : ('index' as const);
}

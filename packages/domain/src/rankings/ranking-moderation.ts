import { z } from 'zod';
import type { BoardFlag } from './board-validation';
import { BOARD_KEYS, type BoardKey, RANKING_TOP } from './ranking-types';

// Reports of board entries and the admins' moderation (issue 20 §5, decision 039): shapes shared
// by the server (what it takes and returns) and the web app (what it sends and shows).

/**
 * 'Denunciar' on a board entry. Entries carry no user id (ids are never public), so the entry is
 * named by its board, its place and the nickname shown there: the server refuses when the board
 * has changed under the person's eyes.
 */
export const ReportRankingEntrySchema = z
  .object({
    board: z.enum(BOARD_KEYS, { error: 'Ranking inválido.' }),
    rk: z.number({ error: 'Posição inválida.' }).int().min(1).max(RANKING_TOP),
    display_name: z.string({ error: 'Apelido inválido.' }).min(1).max(60),
  })
  .strict();
export type ReportRankingEntryInput = z.infer<typeof ReportRankingEntrySchema>;

export interface ReportRankingEntryResult {
  reported: true;
  message: string;
}

export const MODERATION_DECISIONS = ['remove', 'keep'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

export const ModerateRankingEntrySchema = z
  .object({
    activity_id: z.uuid({ error: 'Treino inválido.' }),
    decision: z.enum(MODERATION_DECISIONS, { error: 'Decisão inválida.' }),
  })
  .strict();

/** One workout waiting for an admin: reported, auto-flagged, or both. */
export interface ModerationCase {
  activity_id: string;
  nickname: string | null;
  full_name: string | null;
  activity_type: 'RUN' | 'SWIM';
  source: 'manual' | 'file' | 'strava';
  /** 'YYYY-MM-DD' (São Paulo). */
  workout_date: string;
  distance_m: number | null;
  moving_s: number | null;
  elapsed_s: number | null;
  /** The fastest 2,400 m (run) or 100 m (swim) inside it, seconds; null without a track. */
  segment_s: number | null;
  /** Why the board check refused it, or null (only reported). */
  flag: BoardFlag | null;
  /** Open reports and the boards they were made on. */
  reports: number;
  boards: BoardKey[];
  /** When the case opened: the first open report, or the workout's creation when only flagged. */
  since: string;
}

export interface ModerationQueue {
  cases: ModerationCase[];
}

export interface ModerateRankingEntryResult {
  activity_id: string;
  decision: ModerationDecision;
  reports_resolved: number;
}

/** What the person reads after reporting. */
export const REPORT_SENT =
  'Denúncia enviada. A moderação vai conferir esta marca; obrigado por manter o ranking justo.';

import type { Rank } from '../ranks/rank-ladder';
import type { ExerciseKind } from './exercise-kinds';

// The training log's shapes, shared by the server (what it returns) and the web app (what it shows).
// DECISIONS.md 'Activities': one table for every source; a bar workout is an activity of type BARRA.

export const ACTIVITY_TYPES = [
  'RUN',
  'SWIM',
  'BARRA',
  'EXERCISE',
  'RIDE',
  'STRENGTH',
  'CARDIO',
  'FLEXIBILITY',
  'SPORTS',
  'OTHER',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** What a person logs by hand on /aluno/treinos; EXERCISE is any other TAF event (decision 046). */
export const MANUAL_ACTIVITY_TYPES = ['RUN', 'SWIM', 'BARRA', 'EXERCISE'] as const;
export type ManualActivityType = (typeof MANUAL_ACTIVITY_TYPES)[number];

export const ACTIVITY_SOURCES = ['manual', 'file', 'strava'] as const;
export type ActivitySource = (typeof ACTIVITY_SOURCES)[number];

/**
 * The sources whose details someone other than the athlete (a trainer, an admin) may see, and that
 * what is computed for them may read: not Strava, whose API Agreement lets its data be shown to its
 * athlete only (decision 048). Manual logs and watch files are the athlete's own data.
 */
export const SHARED_SOURCES = ['manual', 'file'] as const satisfies readonly ActivitySource[];

export const ACTIVITY_TYPE_LABELS: Record<ActivityType, string> = {
  RUN: 'Corrida',
  SWIM: 'Natação',
  BARRA: 'Barra',
  EXERCISE: 'Exercício do TAF',
  RIDE: 'Ciclismo',
  STRENGTH: 'Força',
  CARDIO: 'Cardio',
  FLEXIBILITY: 'Flexibilidade',
  SPORTS: 'Esportes',
  OTHER: 'Outro',
};

/**
 * One activity as the history shows it. The spec's names stay: value_primary is metres for RUN and
 * SWIM (repetitions for BARRA), value_secondary the moving time in seconds (RUN, SWIM); for an
 * EXERCISE, see EXERCISE_SHAPES.
 */
export interface TrainingActivity {
  id: string;
  activity_type: ActivityType;
  source: ActivitySource;
  value_primary: number | null;
  value_secondary: number | null;
  duration_minutes: number | null;
  /**
   * The TAF exercise of an EXERCISE activity, null for every other type (decision 046). Optional in
   * the type only so that older answers still read; the server always sends it.
   */
  exercise?: ExerciseKind | null;
  /** Séries, holds or tiros of an EXERCISE activity, when the person gave them. */
  sets?: number | null;
  /** Calendar date in São Paulo, 'YYYY-MM-DD'. */
  workout_date: string;
  notes: string | null;
  average_heartrate: number | null;
  max_heartrate: number | null;
  average_cadence: number | null;
  /** Whether the detail has a route (an encoded polyline) to draw. */
  has_route: boolean;
  /**
   * Why the workout counts on no public board (decision 039): 'not_validated' (failed the board
   * check: 'não validado para o ranking'), 'removed' (an admin took it off); null or absent: it counts.
   */
  ranking_status?: 'not_validated' | 'removed' | null;
  /** Coins this activity earned (after any edit). */
  coins: number;
  /** Manual activities can be edited and deleted by their owner; imported ones are read-only. */
  editable: boolean;
  created_at: string;
  /**
   * True when someone other than the athlete reads an activity imported from Strava (decision 048):
   * Strava lets its data be shown to its athlete only, so the answer keeps the date, type, source and
   * coins and every detail is null (no distance, time, heart rate, cadence, notes, route). Absent on
   * the athlete's own reads.
   */
  strava_redacted?: boolean;
}

/** What another person reads in place of a Strava activity's details (decision 048). */
export const STRAVA_REDACTED_TEXT = 'Importado do Strava — detalhes visíveis só para o aluno';

export interface TrainingActivityDetail extends TrainingActivity {
  /** Google's encoded polyline format, as Strava sends it; null without a route. */
  strava_map_summary_polyline: string | null;
}

export interface TrainingActivityPage {
  items: TrainingActivity[];
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  next_cursor: string | null;
}

export interface LogActivityResult {
  activity: TrainingActivity;
  /** Coins the call changed the balance by (an edit may earn or give back some). */
  coins_earned: number;
  /** Regularity bonus credited (or taken back) by this call, 0 when none. */
  bonus: number;
  balance: number;
  workouts: number;
  /** The rank reached when this call crossed a multiple of 10 workouts, else null. */
  promotion: Rank | null;
  /** True when the idempotency key was already used: nothing new was written. */
  duplicate: boolean;
}

/** Where coins come from, as the wallet breaks them down; EXERCISE: the TAF exercises (decision 046). */
export const WALLET_CATEGORIES = ['RUN', 'SWIM', 'BARRA', 'EXERCISE', 'BONUS', 'TEST'] as const;
export type WalletCategory = (typeof WALLET_CATEGORIES)[number];

export interface CoinWallet {
  balance: number;
  /** Coins by where they came from: every category, 0 where none came. */
  breakdown: Record<WalletCategory, number>;
  /** Completed workouts, as ranks count them (from the ledger). */
  workouts: number;
  /** Whether '+800 Moedas (Teste)' is offered on this server. */
  test_grant_enabled: boolean;
}

export interface RankStatus {
  workouts: number;
  rank: Rank;
  next: Rank | null;
  progress: number;
  goal: number;
  /** A promotion not yet shown to the person on any device, else null. */
  pending_promotion: Rank | null;
}

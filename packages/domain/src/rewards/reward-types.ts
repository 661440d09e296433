import type { Medal } from '../scoring/medal';

// Shapes of the rewards screen ('/recompensas'), shared by the server and the web app.

export const SNIPPET_TOPICS = [
  'Nutrição',
  'Hidratação',
  'Suplementação',
  'Treino Tático',
  'Barra',
  'Corrida',
  'Natação',
  'Recuperação',
] as const;
export type SnippetTopic = (typeof SNIPPET_TOPICS)[number];

/**
 * A knowledge snippet ('Pílula de Conhecimento'). While locked, body, source and extended text are
 * null: they never leave the server.
 */
export interface KbSnippet {
  id: string;
  /** 0, 1, 2…: snippet n needs 100 + 50 × n coins. */
  position: number;
  topic: SnippetTopic;
  title: string;
  min_coins: number;
  unlocked: boolean;
  body: string | null;
  source: string | null;
  /** The source's address (DOI or official page), when it has one. */
  source_url: string | null;
  extended: string | null;
  file_ref: string | null;
}

export type PremiumContentType = 'video' | 'pdf' | 'conteudo';

/** A premium item's own text, shipped with the app (issue 21 item 4). */
export interface PremiumText {
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
  sources: { citation: string; url: string }[];
}

export interface PremiumContent {
  id: string;
  name: string;
  cost: number;
  type: PremiumContentType;
  description: string;
  available: boolean;
  /** Coins still missing; 0 when available. */
  missing: number;
  /** Only while available, and only when the operator configured one. */
  url: string | null;
  /** The shipped text, only while available (a locked item gives nothing of it away). */
  content: PremiumText | null;
}

export interface PremiumCatalog {
  items: PremiumContent[];
  /** The official regulation (edital) link from config, or null. */
  regulation_url: string | null;
}

export interface RecentMedal {
  test_id: string;
  created_at: string;
  test_key: string;
  /** 'Barra', 'Corrida 2400 m', 'Natação 100 m'… */
  label: string;
  medalha: Exclude<Medal, 'nenhuma'>;
  nota: number;
}

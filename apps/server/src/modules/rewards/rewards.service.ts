import { snippetCost } from '@prontidao/domain/coins/coin-rule';
import type { KbSnippet, PremiumCatalog } from '@prontidao/domain/rewards/reward-types';
import type { Db } from '../../db/database.js';
import type { Env } from '../../env.js';
import { balance as balanceOf } from '../coins/coins.service.js';
import { entitlementsOfUser } from '../plans/plans.service.js';
import { PREMIUM_ITEMS } from './premium-catalog.js';
import { PREMIUM_TEXTS } from './premium-texts.js';
import * as repo from './rewards.repository.js';
import { SNIPPET_ROWS } from './snippets-content.js';

/** The shipped snippets are reference data: written at every start, by id. */
export async function seedSnippets(db: Db): Promise<void> {
  await repo.replaceSnippets(db, SNIPPET_ROWS);
}

/** Unlocked while the balance is at least the snippet's cost; a locked one's texts stay here. */
export function toKbSnippet(row: repo.SnippetRow, balance: number): KbSnippet {
  const minCoins = snippetCost(row.position);
  const unlocked = balance >= minCoins;
  return {
    id: row.id,
    position: row.position,
    topic: row.topic,
    title: row.title,
    min_coins: minCoins,
    unlocked,
    body: unlocked ? row.body : null,
    source: unlocked ? row.source : null,
    source_url: unlocked ? row.source_url : null,
    extended: unlocked ? row.extended : null,
    file_ref: unlocked ? row.file_ref : null,
  };
}

export async function getUserKbSnippets(db: Db, userId: string): Promise<KbSnippet[]> {
  const [balance, rows] = await Promise.all([balanceOf(db, userId), repo.listSnippets(db)]);
  return rows.map((row) => toKbSnippet(row, balance));
}

export async function getPremiumContents(db: Db, env: Env, userId: string): Promise<PremiumCatalog> {
  const [balance, plan] = await Promise.all([balanceOf(db, userId), entitlementsOfUser(db, userId)]);
  return {
    items: PREMIUM_ITEMS.map((item) => {
      // A paid plan unlocks the three whatever the balance (docs/decisions/031-plans.md).
      const available = plan.premium_contents || balance >= item.cost;
      return {
        id: item.id,
        name: item.name,
        cost: item.cost,
        type: item.type,
        description: item.description,
        available,
        missing: available ? 0 : item.cost - balance,
        url: available ? (item.urlFrom(env) ?? null) : null,
        content: available ? (PREMIUM_TEXTS[item.id] ?? null) : null,
      };
    }),
    regulation_url: env.OFFICIAL_REGULATION_URL ?? null,
  };
}

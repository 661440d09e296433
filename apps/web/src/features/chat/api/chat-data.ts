import type { ChatData, ChatDataNeed } from '@prontidao/domain/chat/compose-reply';
import type { Exam } from '@prontidao/domain/exams/exam-schema';
import { DEFAULT_EDITAL_ID } from '@prontidao/domain/scoring/editais/catalog';
import { CargoSchema, type Edital, SexSchema } from '@prontidao/domain/scoring/edital-schema';
import type { QueryClient } from '@tanstack/react-query';
import { kbSnippetsQuery, rankStatusQuery } from '@/lib/queries/coins';
import { fullProfileQuery } from '@/lib/queries/profile';
import { editaisQuery, editalOfTable, editalTableQuery, examQuery } from '@/lib/queries/taf';

// The candidate's own data the chat reads, through the existing calls and the shared cache keys
// (a rank or snippet already loaded elsewhere is reused; an activity change refreshes them here too).

/** A failed call leaves its part of the data undefined: the reply then says it could not look. */
const settle = <T>(promise: Promise<T>): Promise<T | undefined> => promise.catch(() => undefined);

async function loadProfile(queryClient: QueryClient) {
  const profile = await queryClient.fetchQuery(fullProfileQuery);
  const sex = SexSchema.safeParse(profile?.sexo);
  const cargo = CargoSchema.safeParse(profile?.cargo_code);
  return {
    editalId: profile?.edital_id ?? DEFAULT_EDITAL_ID,
    chat: {
      sex: sex.success ? sex.data : null,
      cargo: cargo.success ? cargo.data : null,
      tafDate: profile?.taf_dt ?? null,
    },
  };
}

/** The candidate's edital graded by tables (CBMDF, CBMMG), or their exam of pass marks (PMESP…). */
async function loadRules(
  queryClient: QueryClient,
  editalId: string,
): Promise<{ edital?: Edital; exam?: Exam }> {
  const listed = (await queryClient.fetchQuery(editaisQuery)).find((entry) => entry.id === editalId);
  if (listed?.format === 'exam') return { exam: await queryClient.fetchQuery(examQuery(editalId)) };
  return { edital: editalOfTable(await queryClient.fetchQuery(editalTableQuery(editalId))) };
}

/** Loads what a reply needs, in parallel where it can; never rejects. */
export async function loadChatData(
  queryClient: QueryClient,
  needs: readonly ChatDataNeed[],
): Promise<Omit<ChatData, 'now'>> {
  const wants = (need: ChatDataNeed) => needs.includes(need);
  const profile = wants('profile') ? settle(loadProfile(queryClient)) : Promise.resolve(undefined);
  const rules = wants('edital')
    ? profile.then((loaded) => (loaded ? settle(loadRules(queryClient, loaded.editalId)) : undefined))
    : Promise.resolve(undefined);
  const rank = wants('rank') ? settle(queryClient.fetchQuery(rankStatusQuery)) : undefined;
  const snippets = wants('snippets') ? settle(queryClient.fetchQuery(kbSnippetsQuery)) : undefined;
  const [loadedProfile, loadedRules, loadedRank, loadedSnippets] = await Promise.all([
    profile,
    rules,
    rank,
    snippets,
  ]);
  return {
    profile: loadedProfile?.chat,
    edital: loadedRules?.edital,
    exam: loadedRules?.exam,
    rank: loadedRank,
    snippets: loadedSnippets,
  };
}

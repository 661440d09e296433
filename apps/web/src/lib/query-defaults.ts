/** How long a read stays fresh unless its query says otherwise (app/providers.tsx). */
export const DEFAULT_STALE_MS = 5 * 60_000;

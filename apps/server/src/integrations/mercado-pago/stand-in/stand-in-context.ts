import type { StandInStore } from './stand-in-store.js';

/** What the stand-in's routes and actions share. */
export interface StandInContext {
  /** `<appUrl><prefix>`: the API base the client is configured with. */
  apiUrl: string;
  /** The path of apiUrl (the prefix): the pages link to it, whatever origin they are seen from. */
  basePath: string;
  accessToken: string;
  webhookSecret: string;
  /** Where notifications are POSTed (with `?data.id=<payment id>&type=payment`). */
  webhookUrl: string;
  fetch: typeof fetch;
  now: () => Date;
  store: StandInStore;
}

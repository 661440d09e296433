export {};

// The load of bench/fairness.ts, in a process of its own: the 40 writers start on a fresh HTTP
// client. Run from the bench's own process, whose fetch had already made the sign-up calls, the
// same load measured its client instead of the server (per person 36–108 answers, p99 7.5 s,
// against 80–88 and 0.97 s from a fresh process, the same server and machine load).
// Input: LOAD = { url, cookies, seconds, writers } (JSON); output: one JSON line.

const { url, cookies, seconds, writers } = JSON.parse(process.env.LOAD ?? '{}') as {
  url: string;
  cookies: string[];
  seconds: number;
  writers: number;
};
const completions = cookies.map(() => 0);
const latencies: number[] = [];
let failures = 0;
const start = performance.now();
const end = start + seconds * 1000;
// The load ends when the first person reaches their write limit (120 a minute, 429): from then on
// the server refuses that person on purpose, which says nothing of fairness. Seconds run, or null.
let limitedAfter: number | null = null;

async function writer(person: number): Promise<void> {
  while (performance.now() < end && limitedAfter === null) {
    const sent = performance.now();
    const res = await fetch(`${url}/api/rpc/insert_training_activity`, {
      method: 'POST',
      headers: { origin: url, 'content-type': 'application/json', cookie: cookies[person] ?? '' },
      body: JSON.stringify({ p_activity_type: 'BARRA', p_value_primary: 10 }),
    });
    await res.arrayBuffer();
    if (res.status === 429) {
      limitedAfter ??= (performance.now() - start) / 1000;
      return;
    }
    latencies.push(performance.now() - sent);
    if (res.ok) completions[person] = (completions[person] ?? 0) + 1;
    else failures++;
  }
}

await Promise.all(cookies.flatMap((_, person) => Array.from({ length: writers }, () => writer(person))));
console.info(
  JSON.stringify({ completions, latencies: latencies.sort((a, b) => a - b), failures, limitedAfter }),
);

/**
 * Reads again (every 200 ms, 15 s at most) until `ok` holds, for what a background job writes;
 * returns the last value read either way, so the test's own expectation names what went wrong.
 */
export async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

import { createHmac, timingSafeEqual } from 'node:crypto';

// Mercado Pago's webhook signature (Checkout Pro notifications). Each POST to the notification URL
// (`?data.id=<payment id>&type=payment`) carries two headers:
//   x-signature:  ts=<unix time>,v1=<hex HMAC-SHA256>
//   x-request-id: <uuid>
// v1 is the HMAC-SHA256, keyed with the webhook secret ("assinatura secreta" of the application),
// in lowercase hex, of the manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`. data.id is the
// one in the query string (lower-cased when alphanumeric); a part the request does not carry is left
// out of the manifest together with its label. The body is not signed: read the payment again with
// the API before trusting anything about it.

/** How far (either way) the signature's ts may be from now: a longer-lived signature is a replay. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** A ts this large is in milliseconds (Mercado Pago has sent both; seconds until the year 5138). */
const MILLISECONDS_FROM = 100_000_000_000;

const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
const DIGITS = /^[0-9]+$/;
const HEX_SHA256 = /^[0-9a-f]{64}$/i;

export function signatureManifest(parts: {
  dataId: string | null;
  requestId: string | null;
  ts: string;
}): string {
  const dataId = parts.dataId && ALPHANUMERIC.test(parts.dataId) ? parts.dataId.toLowerCase() : parts.dataId;
  let manifest = '';
  if (dataId) manifest += `id:${dataId};`;
  if (parts.requestId) manifest += `request-id:${parts.requestId};`;
  if (parts.ts) manifest += `ts:${parts.ts};`;
  return manifest;
}

const hmacHex = (secret: string, manifest: string) =>
  createHmac('sha256', secret).update(manifest, 'utf8').digest('hex');

/** The whole x-signature header value Mercado Pago would send for these parts: `ts=<ts>,v1=<hex>`. */
export function signWebhook(
  secret: string,
  parts: { dataId: string; requestId: string; ts: string },
): string {
  return `ts=${parts.ts},v1=${hmacHex(secret, signatureManifest(parts))}`;
}

/** The header's ts and v1 (parts in any order, spaces around them tolerated); null when malformed. */
function parseSignatureHeader(header: string): { ts: string; v1: string } | null {
  const found = new Map<string, string>();
  for (const part of header.split(',')) {
    if (part.trim() === '') continue;
    const at = part.indexOf('=');
    if (at < 0) return null;
    const key = part.slice(0, at).trim().toLowerCase();
    const value = part.slice(at + 1).trim();
    // A repeated part is ambiguous: which one was signed? Refuse rather than choose.
    if (!key || !value || found.has(key)) return null;
    found.set(key, value);
  }
  const ts = found.get('ts');
  const v1 = found.get('v1');
  if (!ts || !v1 || !DIGITS.test(ts) || !HEX_SHA256.test(v1)) return null;
  return { ts, v1 };
}

/** The ts as unix seconds, whether it was sent in seconds or in milliseconds. */
const tsSeconds = (ts: string) => {
  const value = Number(ts);
  return value >= MILLISECONDS_FROM ? value / 1000 : value;
};

/**
 * Whether the notification really comes from Mercado Pago: the header is well formed, its ts is
 * within `toleranceSeconds` of `nowSeconds` (either way), and v1 is the HMAC of the manifest built
 * from this request's data.id (query string) and x-request-id. Never throws: anything wrong is false.
 */
export function verifyWebhookSignature(input: {
  secret: string;
  header: string | null | undefined;
  requestId: string | null | undefined;
  dataId: string | null | undefined;
  nowSeconds: number;
  toleranceSeconds?: number;
}): boolean {
  try {
    if (!input.secret || !input.header) return false;
    const parsed = parseSignatureHeader(input.header);
    if (!parsed) return false;
    const tolerance = input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
    const drift = Math.abs(input.nowSeconds - tsSeconds(parsed.ts));
    if (!Number.isFinite(drift) || drift > tolerance) return false;
    const manifest = signatureManifest({
      dataId: input.dataId ?? null,
      requestId: input.requestId ?? null,
      ts: parsed.ts,
    });
    const expected = Buffer.from(hmacHex(input.secret, manifest), 'hex');
    const given = Buffer.from(parsed.v1, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  } catch {
    return false;
  }
}

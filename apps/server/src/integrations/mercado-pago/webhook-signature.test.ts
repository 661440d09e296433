import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureManifest, signWebhook, verifyWebhookSignature } from './webhook-signature.js';

// The signature recomputed here with node:crypto from Mercado Pago's documented manifest, not with
// the module's own helpers: a known vector the module must reproduce.

const SECRET = 'segredo-do-webhook';
const DATA_ID = '1000000001';
const REQUEST_ID = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
const TS = '1763899200';
const NOW = Number(TS) + 10;

const expectedHex = createHmac('sha256', SECRET)
  .update(`id:${DATA_ID};request-id:${REQUEST_ID};ts:${TS};`)
  .digest('hex');
const HEADER = `ts=${TS},v1=${expectedHex}`;

const verify = (overrides: Partial<Parameters<typeof verifyWebhookSignature>[0]> = {}) =>
  verifyWebhookSignature({
    secret: SECRET,
    header: HEADER,
    requestId: REQUEST_ID,
    dataId: DATA_ID,
    nowSeconds: NOW,
    ...overrides,
  });

describe('signatureManifest', () => {
  it('joins the labelled parts, each ending in a semicolon', () => {
    expect(signatureManifest({ dataId: DATA_ID, requestId: REQUEST_ID, ts: TS })).toBe(
      `id:${DATA_ID};request-id:${REQUEST_ID};ts:${TS};`,
    );
  });

  it('leaves out a missing part together with its label', () => {
    expect(signatureManifest({ dataId: null, requestId: REQUEST_ID, ts: TS })).toBe(
      `request-id:${REQUEST_ID};ts:${TS};`,
    );
    expect(signatureManifest({ dataId: DATA_ID, requestId: null, ts: TS })).toBe(`id:${DATA_ID};ts:${TS};`);
  });

  it('lower-cases an alphanumeric data.id', () => {
    expect(signatureManifest({ dataId: 'ABC123', requestId: null, ts: TS })).toBe(`id:abc123;ts:${TS};`);
  });
});

describe('signWebhook', () => {
  it('gives the whole header value of the known vector', () => {
    expect(signWebhook(SECRET, { dataId: DATA_ID, requestId: REQUEST_ID, ts: TS })).toBe(HEADER);
  });
});

describe('verifyWebhookSignature', () => {
  it('accepts the known vector', () => {
    expect(verify()).toBe(true);
  });

  it('accepts the parts in any order, with spaces, and an upper-case hex', () => {
    expect(verify({ header: ` v1=${expectedHex.toUpperCase()} , ts=${TS} ` })).toBe(true);
  });

  it('accepts a ts in milliseconds', () => {
    const tsMs = `${TS}000`;
    const header = signWebhook(SECRET, { dataId: DATA_ID, requestId: REQUEST_ID, ts: tsMs });
    expect(verify({ header })).toBe(true);
  });

  it('refuses a changed data.id, x-request-id, ts or secret', () => {
    expect(verify({ dataId: '1000000002' })).toBe(false);
    expect(verify({ dataId: null })).toBe(false);
    expect(verify({ requestId: 'a0a0a0a0-6aae-46ac-982e-9dcd3581d08e' })).toBe(false);
    expect(verify({ requestId: undefined })).toBe(false);
    expect(verify({ header: `ts=${Number(TS) + 1},v1=${expectedHex}` })).toBe(false);
    expect(verify({ secret: 'outro-segredo' })).toBe(false);
    expect(verify({ secret: '' })).toBe(false);
  });

  it('refuses a ts older or newer than the tolerance', () => {
    expect(verify({ nowSeconds: Number(TS) + 300 })).toBe(true);
    expect(verify({ nowSeconds: Number(TS) + 301 })).toBe(false);
    expect(verify({ nowSeconds: Number(TS) - 301 })).toBe(false);
    expect(verify({ nowSeconds: Number(TS) + 3600, toleranceSeconds: 3600 })).toBe(true);
  });

  it('refuses a missing or malformed header without throwing', () => {
    for (const header of [
      undefined,
      null,
      '',
      expectedHex,
      `ts=${TS}`,
      `v1=${expectedHex}`,
      `ts=abc,v1=${expectedHex}`,
      `ts=${TS},v1=${expectedHex.slice(1)}`,
      `ts=${TS},v1=${'z'.repeat(64)}`,
      `ts=${TS},ts=${TS},v1=${expectedHex}`,
      `ts=${TS};v1=${expectedHex}`,
    ]) {
      expect(verify({ header }), String(header)).toBe(false);
    }
  });
});

import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
// http_ece is the library web-push encrypts with; here it only decrypts, as a browser would.
import ece from 'http_ece';

/**
 * A Web Push service of the tests' own (RFC 8030), on this machine (https): it refuses a push whose VAPID
 * signature (RFC 8292) does not verify against the key it carries, for this service's origin and
 * within 24 hours, and decrypts each payload (aes128gcm, RFC 8291) with the subscription's private
 * key and auth secret — what a browser's push service and the browser do between them. Nothing of
 * our sender is mocked. A subscription can be made to answer 410 (gone) or any status.
 */
export interface ReceivedPush {
  subscription: string;
  payload: unknown;
  ttl: number;
  urgency: string | null;
  vapidSubject: string;
}

interface Browser {
  ecdh: ECDH;
  auth: Buffer;
  status: number;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

function verifyVapid(authorization: string | undefined, origin: string): { subject: string } | string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) return 'no vapid authorization';
  const [, token = '', key = ''] = match;
  const [header = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'bad vapid key';
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) return 'bad vapid signature';
  const jwtHeader = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  const now = Date.now() / 1000;
  if (jwtHeader.alg !== 'ES256') return 'not ES256';
  if (body.aud !== origin) return `wrong audience ${body.aud}`;
  if (!body.exp || body.exp < now || body.exp > now + 24 * 3600 + 60) return 'bad expiry';
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) return 'bad subject';
  return { subject: body.sub };
}

export async function startPushService() {
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';
  // https, as web-push speaks nothing else: a self-signed certificate for 127.0.0.1 (test-only; the
  // sender trusts it only for this machine and only in the local demo).
  const tls = {
    cert: readFileSync(new URL('./fixtures/push-service-tls.crt', import.meta.url)),
    key: readFileSync(new URL('./fixtures/push-service-tls.key', import.meta.url)),
  };
  const server: Server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = /^\/push\/([a-z0-9-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const browser = browsers.get(id);
      if (req.method !== 'POST' || !browser) {
        res.writeHead(404).end();
        return;
      }
      const vapid = verifyVapid(req.headers.authorization, origin);
      if (typeof vapid === 'string' || req.headers['content-encoding'] !== 'aes128gcm' || !req.headers.ttl) {
        refused.push(typeof vapid === 'string' ? vapid : 'bad headers');
        res.writeHead(401).end();
        return;
      }
      if (browser.status !== 201) {
        res.writeHead(browser.status).end();
        return;
      }
      const plain = ece.decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: browser.ecdh,
        authSecret: b64url(browser.auth),
      });
      received.push({
        subscription: id,
        payload: JSON.parse(plain.toString('utf8')),
        ttl: Number(req.headers.ttl),
        urgency: (req.headers.urgency as string | undefined) ?? null,
        vapidSubject: vapid.subject,
      });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let next = 0;
  return {
    received,
    refused,
    /** A browser's new subscription: what PushSubscription.toJSON() gives. */
    subscribe() {
      const id = `navegador-${++next}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(id, { ecdh, auth, status: 201 });
      return {
        id,
        json: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        },
      };
    },
    /** From now on the service answers `status` for this subscription (410: unsubscribed). */
    answer(id: string, status: number) {
      const browser = browsers.get(id);
      if (browser) browser.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

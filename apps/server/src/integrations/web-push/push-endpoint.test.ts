import { describe, expect, it } from 'vitest';
import { pushEndpointProblem } from './push-endpoint.js';

describe('where a push subscription may point (no SSRF)', () => {
  it('a deployment takes https on the browsers’ push services only', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-by3p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
    ])
      expect(pushEndpointProblem(endpoint, 'deployment')).toBeNull();
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://localhost:8443/push',
      'https://10.0.0.5/push',
      'https://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com@10.0.0.1/x',
      'https://fcm.googleapis.com:8080/x',
      'file:///etc/passwd',
      'não é url',
    ])
      expect(pushEndpointProblem(endpoint, 'deployment'), endpoint).not.toBeNull();
  });

  it('the local demo also takes this machine (the tests run their own push service)', () => {
    expect(pushEndpointProblem('http://127.0.0.1:4567/push/1', 'demo')).toBeNull();
    expect(pushEndpointProblem('http://localhost:4567/push/1', 'demo')).toBeNull();
    expect(pushEndpointProblem('http://10.0.0.5/push/1', 'demo')).not.toBeNull();
  });
});

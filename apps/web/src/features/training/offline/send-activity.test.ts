import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { server } from '@/testing/msw-server';
import { isTransientFailure, sendActivity } from './send-activity';
import { pendingSwim } from './testing/queue-fixtures';

const url = 'http://localhost:3000/api/rpc/insert_training_activity';

describe('sendActivity', () => {
  it('gives up on an answer that does not come in time: no answer, to be tried again', async () => {
    server.use(
      http.post(url, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );

    const error = await sendActivity(pendingSwim().input, 50).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NETWORK', status: 0 });
    expect(isTransientFailure(error)).toBe(true);
  });
});

describe('isTransientFailure', () => {
  it.each([
    [0, true],
    [500, true],
    [503, true],
    [408, true],
    [429, true],
    [400, false],
    [401, false],
    [403, false],
    [404, false],
    [409, false],
  ])('status %i → try again later: %s', (status, expected) => {
    expect(isTransientFailure(new ApiError(`HTTP_${status}`, 'x', status))).toBe(expected);
  });
});

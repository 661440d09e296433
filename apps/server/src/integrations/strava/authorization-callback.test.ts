import { describe, expect, it } from 'vitest';
import { importableType } from './activity-type.js';
import { parseAuthorizationCallback, parseScopes } from './authorization-callback.js';

describe('parseAuthorizationCallback', () => {
  it('granted with activity access', () => {
    expect(parseAuthorizationCallback({ state: 's1', code: 'c1', scope: 'read,activity:read_all' })).toEqual({
      outcome: 'granted',
      code: 'c1',
      state: 's1',
      scopes: ['read', 'activity:read_all'],
      canReadActivities: true,
    });
  });

  it('granted but activity access unticked: the callback must refuse', () => {
    expect(parseAuthorizationCallback({ state: 's1', code: 'c1', scope: 'read' })).toMatchObject({
      outcome: 'granted',
      canReadActivities: false,
    });
    expect(parseAuthorizationCallback({ state: 's1', code: 'c1' })).toMatchObject({
      canReadActivities: false,
    });
  });

  it('denied (error=access_denied), even if a code came along', () => {
    expect(parseAuthorizationCallback({ state: 's1', error: 'access_denied', code: 'c1' })).toEqual({
      outcome: 'denied',
      state: 's1',
      error: 'access_denied',
    });
  });

  it('neither code nor error is invalid', () => {
    expect(parseAuthorizationCallback({ state: 's1' })).toEqual({ outcome: 'invalid', state: 's1' });
  });

  it('scopes: commas or spaces, no duplicates, no empties', () => {
    expect(parseScopes('read, activity:read_all,,read')).toEqual(['read', 'activity:read_all']);
    expect(parseScopes(undefined)).toEqual([]);
  });
});

describe('importableType', () => {
  it.each([
    ['Run', 'RUN'],
    ['TrailRun', 'RUN'],
    ['VirtualRun', 'RUN'],
    ['Swim', 'SWIM'],
    ['Ride', null],
    ['VirtualRide', null],
    ['Walk', null],
    ['Hike', null],
    ['run', null],
    ['toString', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (sportType, expected) => {
    expect(importableType(sportType)).toBe(expected);
  });
});

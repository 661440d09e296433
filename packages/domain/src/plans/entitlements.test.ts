import { describe, expect, it } from 'vitest';
import { entitlementsOf } from './entitlements';

describe('entitlements', () => {
  it('the free tier for FREE, no plan or an unknown code', () => {
    for (const code of ['FREE', null, undefined, '', 'VIP']) {
      expect(entitlementsOf(code)).toEqual({
        premium_contents: false,
        technique_analyses_per_month: 3,
        training_plan: false,
      });
    }
  });
  it('paid plans unlock more, the advanced ones everything', () => {
    expect(entitlementsOf('COMUM')).toMatchObject({
      premium_contents: true,
      technique_analyses_per_month: 10,
    });
    expect(entitlementsOf('AVAN_MENSAL')).toEqual(entitlementsOf('AVAN_SEMESTRE'));
    expect(entitlementsOf('AVAN_MENSAL')).toEqual({
      premium_contents: true,
      technique_analyses_per_month: null,
      training_plan: true,
    });
  });
});

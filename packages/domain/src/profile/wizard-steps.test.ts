import { describe, expect, it } from 'vitest';
import {
  firstInvalidStep,
  isStepValid,
  parseWeight,
  type WizardData,
  wizardProgress,
  wizardToProfileInput,
} from './wizard-steps';

const base: WizardData = {
  fullName: 'Ana Souza',
  nickname: 'Ana',
  consentRanking: false,
  sexo: 'F',
  height: '1,68',
  weight: '61,5',
  cargo: 'SOLDADO',
  tafDate: '2026-12-01',
};
const today = '2026-11-22';

describe('isStepValid', () => {
  it('accepts a complete wizard at every step', () => {
    for (let step = 1; step <= 6; step++) expect(isStepValid(step, base, today)).toBe(true);
  });
  it.each([
    [1, { fullName: ' ' }],
    [1, { nickname: 'A' }],
    [2, { sexo: '' }],
    [3, { height: '174' }],
    [3, { height: 'abc' }],
    [3, { height: '1,10' }],
    [4, { weight: '29' }],
    [4, { weight: '200,5' }],
    [4, { weight: 'setenta' }],
    [5, { cargo: '' }],
    [5, { cargo: 'QOBM_COMB' }],
    [6, { tafDate: '' }],
    [6, { tafDate: '2026-11-21' }],
  ] as const)('step %i refuses %o', (step, patch) => {
    expect(isStepValid(step, { ...base, ...patch } as WizardData, today)).toBe(false);
  });
  it('reads the weight with a comma, never dropping it', () => {
    expect(isStepValid(4, { ...base, weight: '63,2' }, today)).toBe(true);
    expect(parseWeight('63,2')).toBe(63.2);
  });
  it('the TAF may be today; the ranking consent never blocks', () => {
    expect(isStepValid(6, { ...base, tafDate: today }, today)).toBe(true);
    expect(isStepValid(1, { ...base, consentRanking: true }, today)).toBe(true);
  });
  it('unknown steps are invalid', () => {
    expect(isStepValid(0, base, today)).toBe(false);
    expect(isStepValid(7, base, today)).toBe(false);
  });
});

describe('helpers', () => {
  it('parses weights with comma', () => {
    expect(parseWeight('72,5')).toBe(72.5);
    expect(parseWeight('72.5')).toBe(72.5);
    expect(parseWeight('')).toBeUndefined();
  });
  it.each([
    [1, 17],
    [3, 50],
    [6, 100],
  ])('step %i is %i %%', (step, pct) => expect(wizardProgress(step)).toBe(pct));
});

describe('wizardToProfileInput', () => {
  it('sends the height in whole centimetres and the weight with its decimal', () => {
    expect(wizardToProfileInput({ ...base, height: '1,745', weight: '61,5' }, today)).toEqual({
      p_nome: 'Ana Souza',
      p_nickname: 'Ana',
      p_sexo: 'F',
      p_peso_kg: 61.5,
      p_altura_cm: 175,
      p_taf_dt: '2026-12-01',
      p_cargo_code: 'SOLDADO',
      p_consent_ranking: false,
    });
  });
  it('is undefined while a step is invalid', () => {
    expect(wizardToProfileInput({ ...base, tafDate: '2026-11-21' }, today)).toBeUndefined();
    expect(firstInvalidStep({ ...base, weight: '' }, today)).toBe(4);
    expect(firstInvalidStep(base, today)).toBeUndefined();
  });
});

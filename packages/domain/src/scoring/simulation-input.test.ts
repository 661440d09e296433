import { describe, expect, it } from 'vitest';
import { formatMinutesSeconds } from '../format/duration';
import { maskMinutesSeconds, parseMinutesSeconds, SaveUserTestSchema } from './simulation-input';

describe('maskMinutesSeconds', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '1:23'],
    ['1234', '12:34'],
    ['12345', '12:34'],
    ['12:3a4', '12:34'],
    ['ab', ''],
  ])('%j → %j', (raw, masked) => expect(maskMinutesSeconds(raw)).toBe(masked));
});

describe('parseMinutesSeconds', () => {
  it.each([
    ['12:00', 720],
    ['8:44', 524],
    ['0:59', 59],
    ['1:60', undefined],
    ['12', undefined],
    ['', undefined],
    ['99:59', 5999],
  ])('%j → %s', (text, seconds) => expect(parseMinutesSeconds(text)).toBe(seconds));
});

describe('formatMinutesSeconds', () => {
  it.each([
    [720, '12:00'],
    [524, '8:44'],
    [59.6, '1:00'],
  ])('%s → %s', (s, text) => expect(formatMinutesSeconds(s)).toBe(text));
});

describe('SaveUserTestSchema', () => {
  const valid = { barra_reps_param: 8, corrida_tempo_seg_param: 660, natacao_tempo_seg_param: 120 };
  it('accepts reps or hang seconds, not both, not neither', () => {
    expect(SaveUserTestSchema.safeParse(valid).success).toBe(true);
    expect(
      SaveUserTestSchema.safeParse({ ...valid, barra_reps_param: undefined, barra_seg_param: 30 }).success,
    ).toBe(true);
    expect(SaveUserTestSchema.safeParse({ ...valid, barra_seg_param: 30 }).success).toBe(false);
    expect(SaveUserTestSchema.safeParse({ ...valid, barra_reps_param: undefined }).success).toBe(false);
  });
  it.each([
    [{ barra_reps_param: -1 }, 'As repetições não podem ser negativas.'],
    [{ barra_reps_param: 2.5 }, 'As repetições devem ser um número inteiro.'],
    [{ barra_reps_param: 500 }, 'Repetições acima do possível.'],
    [{ corrida_tempo_seg_param: 0 }, 'O tempo de corrida deve ser positivo.'],
    [{ natacao_tempo_seg_param: 99999 }, 'Tempo de natação acima do possível.'],
    [{ corrida_tempo_seg_param: '12:00' }, 'Informe o tempo de corrida em segundos.'],
    [{ extra: 1 }, undefined],
  ])('%o is refused', (patch, message) => {
    const result = SaveUserTestSchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues[0]?.message).toBe(message);
  });
});

import { describe, expect, it } from 'vitest';
import { missingProfileFields, type ProfileFields } from './requirements.js';

const empty: ProfileFields = {
  email: null,
  full_name: null,
  nickname: null,
  sexo: null,
  peso_kg: null,
  altura_cm: null,
  taf_dt: null,
  cref_number: null,
  cref_region: null,
};
const candidate: ProfileFields = {
  ...empty,
  email: 'a@b.com',
  nickname: 'Ana',
  sexo: 'F',
  peso_kg: 60,
  altura_cm: 165,
  taf_dt: '2026-03-01',
};

describe('missingProfileFields', () => {
  it('lists every candidate field when empty', () => {
    expect(missingProfileFields('aluno', empty)).toEqual([
      'email',
      'nickname',
      'sexo',
      'peso_kg',
      'altura_cm',
      'taf_dt',
    ]);
  });
  it('a complete candidate misses nothing', () => {
    expect(missingProfileFields('aluno', candidate)).toEqual([]);
  });
  it.each(['nickname', 'sexo', 'peso_kg', 'altura_cm', 'taf_dt'] as const)(
    'a candidate without %s is incomplete',
    (f) => {
      expect(missingProfileFields('aluno', { ...candidate, [f]: null })).toEqual([f]);
    },
  );
  it('blank text counts as missing', () => {
    expect(missingProfileFields('aluno', { ...candidate, nickname: '  ' })).toEqual(['nickname']);
  });
  it('a trainer needs name, CREF and UF; an admin only the name', () => {
    expect(missingProfileFields('treinador', { ...empty, full_name: 'João' })).toEqual([
      'cref_number',
      'cref_region',
    ]);
    expect(
      missingProfileFields('treinador', {
        ...empty,
        full_name: 'J',
        cref_number: '012345-G/DF',
        cref_region: 'DF',
      }),
    ).toEqual([]);
    expect(missingProfileFields('admin', { ...empty, full_name: 'Admin' })).toEqual([]);
    expect(missingProfileFields('admin', empty)).toEqual(['full_name']);
  });
});

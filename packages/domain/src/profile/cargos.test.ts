import { describe, expect, it } from 'vitest';
import { CARGO_CODES, CARGO_LABELS, cargoLabel, cargoName, isCargoCode, normalizeCargo } from './cargos';

describe('cargos', () => {
  it('has the four cargos in the wizard order, each with a label and a lower-case name', () => {
    expect(CARGO_CODES).toEqual(['OFICIAL', 'SARGENTO', 'CABO', 'SOLDADO']);
    expect(CARGO_CODES.map((code) => CARGO_LABELS[code])).toEqual(['Oficial', 'Sargento', 'Cabo', 'Soldado']);
    expect(CARGO_CODES.map(cargoName)).toEqual(['oficial', 'sargento', 'cabo', 'soldado']);
  });

  it.each([
    ['OFICIAL', 'OFICIAL'],
    ['SOLDADO', 'SOLDADO'],
    ['QOBM_COMB', 'OFICIAL'],
    ['oficial', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('normalizeCargo(%s) is %s', (code, cargo) => {
    expect(normalizeCargo(code)).toBe(cargo);
  });

  it.each([
    ['CABO', 'Cabo'],
    ['QOBM_COMB', 'Oficial'],
    ['OUTRO', 'OUTRO'],
    [null, null],
    ['', null],
  ])('cargoLabel(%s) is %s', (code, label) => {
    expect(cargoLabel(code)).toBe(label);
  });

  it('does not take the legacy code as a cargo', () => {
    expect(isCargoCode('QOBM_COMB')).toBe(false);
    expect(isCargoCode('CABO')).toBe(true);
  });
});

// The cargos of the exam (docs/glossary.md: cargo): their codes in the wizard's order, how they are
// written, and how an old stored code is read.

export const CARGO_CODES = ['OFICIAL', 'SARGENTO', 'CABO', 'SOLDADO'] as const;
export type CargoCode = (typeof CARGO_CODES)[number];

/** As a field's value or a title: 'Oficial'. */
export const CARGO_LABELS: Record<CargoCode, string> = {
  OFICIAL: 'Oficial',
  SARGENTO: 'Sargento',
  CABO: 'Cabo',
  SOLDADO: 'Soldado',
};

/** Inside a sentence or a caption: 'oficial'. */
export const cargoName = (code: CargoCode): string => CARGO_LABELS[code].toLowerCase();

/** The code old data keeps for an officer (combatente); read as OFICIAL everywhere. */
export const LEGACY_CARGO_CODE = 'QOBM_COMB';
export type StoredCargoCode = CargoCode | typeof LEGACY_CARGO_CODE;

export const isCargoCode = (code: unknown): code is CargoCode =>
  (CARGO_CODES as readonly unknown[]).includes(code);

/** A stored code as a cargo: QOBM_COMB is an officer. */
export const readCargo = (code: StoredCargoCode): CargoCode =>
  code === LEGACY_CARGO_CODE ? 'OFICIAL' : code;

/** A stored or sent code as a cargo (QOBM_COMB is an officer); anything unknown is undefined. */
export function normalizeCargo(code: string | null | undefined): CargoCode | undefined {
  if (code === LEGACY_CARGO_CODE) return readCargo(code);
  return isCargoCode(code) ? code : undefined;
}

/** How a stored code reads: its cargo's label, or the code itself when it is not a cargo. */
export function cargoLabel(code: string | null): string | null {
  if (!code) return null;
  const cargo = normalizeCargo(code);
  return cargo ? CARGO_LABELS[cargo] : code;
}

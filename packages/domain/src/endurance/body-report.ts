import { ageOn } from './age';
import { roundTo } from './formulas';

// The body report (get_relatorio_bio): age, height, weight and its history, BMI with the WHO
// category. Never shown on a public surface (spec §6).

export type BmiCategory =
  | 'Abaixo do peso'
  | 'Peso normal'
  | 'Sobrepeso'
  | 'Obesidade grau I'
  | 'Obesidade grau II'
  | 'Obesidade grau III';

/** WHO adult cut-offs (kg/m²), lower bound inclusive. */
const BMI_CUTOFFS: ReadonlyArray<readonly [number, BmiCategory]> = [
  [40, 'Obesidade grau III'],
  [35, 'Obesidade grau II'],
  [30, 'Obesidade grau I'],
  [25, 'Sobrepeso'],
  [18.5, 'Peso normal'],
];

/** BMI (kg/m²) to one decimal; null without a positive weight and height. */
export function bodyMassIndex(pesoKg: number | null, alturaCm: number | null): number | null {
  if (!pesoKg || !alturaCm || pesoKg <= 0 || alturaCm <= 0) return null;
  const metres = alturaCm / 100;
  return roundTo(pesoKg / (metres * metres), 1);
}

/** The WHO category of a BMI as shown (one decimal, so 24.96 → 25.0 → 'Sobrepeso'). */
export function bmiCategory(imc: number): BmiCategory {
  for (const [cutoff, category] of BMI_CUTOFFS) if (imc >= cutoff) return category;
  return 'Abaixo do peso';
}

export interface WeightPoint {
  /** 'YYYY-MM-DD'. */
  data: string;
  peso_kg: number;
}

export interface BodyReport {
  /** Full years; null without a birth date. */
  idade: number | null;
  birth_date: string | null;
  altura_cm: number | null;
  peso_kg: number | null;
  imc: number | null;
  imc_categoria: BmiCategory | null;
  /** Oldest first. */
  pesos: WeightPoint[];
}

export interface BodyReportInput {
  birthDate: string | null;
  alturaCm: number | null;
  /** The profile's current weight; the newest of the history when absent. */
  pesoKg: number | null;
  weights: readonly WeightPoint[];
  /** 'YYYY-MM-DD' in São Paulo. */
  today: string;
}

export function bodyReport(input: BodyReportInput): BodyReport {
  const pesos = [...input.weights]
    .filter((w) => w.peso_kg > 0)
    .sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0))
    .map((w) => ({ data: w.data, peso_kg: roundTo(w.peso_kg, 1) }));
  const peso = input.pesoKg ?? pesos.at(-1)?.peso_kg ?? null;
  const imc = bodyMassIndex(peso, input.alturaCm);
  return {
    idade: ageOn(input.birthDate, input.today),
    birth_date: input.birthDate,
    altura_cm: input.alturaCm,
    peso_kg: peso,
    imc,
    imc_categoria: imc === null ? null : bmiCategory(imc),
    pesos,
  };
}

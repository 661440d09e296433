import type { Edital } from '../edital-schema';
import { cbmdf2025Estimada } from './cbmdf-2025-estimada';
import { cbmmg2026CfsdMasculino } from './cbmmg-2026-cfsd-masculino';

/** The editais shipped with the product; the server seeds its database from this list. */
export const EDITAIS: readonly Edital[] = [cbmdf2025Estimada, cbmmg2026CfsdMasculino];

export const DEFAULT_EDITAL_ID = 'cbmdf-2025-estimada';

/** Who runs the shipped editais' exams, so 'Qual é o seu concurso?' finds them by body or state. */
export const EDITAL_BODIES: Readonly<Record<string, { body: string; uf: string; year: number }>> = {
  'cbmdf-2025-estimada': { body: 'Corpo de Bombeiros Militar do Distrito Federal', uf: 'DF', year: 2025 },
  'cbmmg-2026-cfsd-masculino': { body: 'Corpo de Bombeiros Militar de Minas Gerais', uf: 'MG', year: 2026 },
};

/** Shown wherever a grade or percentile comes from an estimated edital. */
export const ESTIMATE_NOTICE = 'Tabela de referência estimada — confira o edital oficial';

export const findEdital = (id: string): Edital | undefined => EDITAIS.find((edital) => edital.id === id);

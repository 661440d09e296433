import type { Edital } from '../edital-schema';
import { cbmdf2025Estimada } from './cbmdf-2025-estimada';
import { cbmmg2026CfsdMasculino } from './cbmmg-2026-cfsd-masculino';

/** The editais shipped with the product; the server seeds its database from this list. */
export const EDITAIS: readonly Edital[] = [cbmdf2025Estimada, cbmmg2026CfsdMasculino];

export const DEFAULT_EDITAL_ID = 'cbmdf-2025-estimada';

/** Shown wherever a grade or percentile comes from an estimated edital. */
export const ESTIMATE_NOTICE = 'Tabela de referência estimada — confira o edital oficial';

export const findEdital = (id: string): Edital | undefined => EDITAIS.find((edital) => edital.id === id);

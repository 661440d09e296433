import { paceMinPerKm, roundTo, TLIM_CENTER_MIN } from './formulas';

// Training zones as % of VAM (spec §9, shared/domain/taf-2025.md): Z1 50–65, Z2 65–80, Z3 80–90,
// Z4 90–100, Z5 100–115, each with its speed and pace range and what it is for.

export const ZONE_NAMES = ['Z1', 'Z2', 'Z3', 'Z4', 'Z5'] as const;
export type ZoneName = (typeof ZONE_NAMES)[number];

export interface Zone {
  zone: ZoneName;
  /** % of VAM. */
  pct_min: number;
  pct_max: number;
  /** km/h, two decimals. */
  kmh_min: number;
  kmh_max: number;
  /** Decimal min/km, two decimals: pace_min is the fast end (at kmh_max), pace_max the slow end. */
  pace_min: number;
  pace_max: number;
  /** What the zone is for, pt-BR. */
  cue: string;
  /** Z5 only: how long to stay there. */
  durations_tip?: string;
}

const ZONE_TABLE: ReadonlyArray<{ zone: ZoneName; pct: readonly [number, number]; cue: string }> = [
  {
    zone: 'Z1',
    pct: [50, 65],
    cue: 'Recuperação e aquecimento: ritmo bem leve, conversa solta.',
  },
  {
    zone: 'Z2',
    pct: [65, 80],
    cue: 'Base aeróbia: rodagens longas em ritmo confortável, ainda dá para conversar.',
  },
  {
    zone: 'Z3',
    pct: [80, 90],
    cue: 'Ritmo forte e contínuo perto do limiar 2 (LT2): só frases curtas.',
  },
  {
    zone: 'Z4',
    pct: [90, 100],
    cue: 'Intervalados longos (2 a 5 min) perto da VAM, com recuperação: ritmo de prova do 2400 m.',
  },
  {
    zone: 'Z5',
    pct: [100, 115],
    cue: 'Acima da VAM: tiros curtos para VO2máx e velocidade.',
  },
];

/** The Z5 tip (Billat's 30-30; Millet et al.): time at intensity at most 2–3 × TLim. */
export function z5DurationsTip(tlimCenterMin = TLIM_CENTER_MIN): string {
  return (
    'Tiros de 30 s a 100% da VAM com 30 s de trote a 50% (30/30), de 15 a 25 repetições; ' +
    'ou tiros de 60 a 90 s a 105–110% da VAM. ' +
    `Some no máximo ${2 * tlimCenterMin} a ${3 * tlimCenterMin} min em intensidade por sessão (2 a 3 × TLim).`
  );
}

/** The five zones for a VAM in km/h. */
export function trainingZones(vamKmh: number): Zone[] {
  return ZONE_TABLE.map(({ zone, pct, cue }) => {
    const kmhMin = (vamKmh * pct[0]) / 100;
    const kmhMax = (vamKmh * pct[1]) / 100;
    return {
      zone,
      pct_min: pct[0],
      pct_max: pct[1],
      kmh_min: roundTo(kmhMin, 2),
      kmh_max: roundTo(kmhMax, 2),
      pace_min: roundTo(paceMinPerKm(kmhMax), 2),
      pace_max: roundTo(paceMinPerKm(kmhMin), 2),
      cue,
      ...(zone === 'Z5' ? { durations_tip: z5DurationsTip() } : {}),
    };
  });
}

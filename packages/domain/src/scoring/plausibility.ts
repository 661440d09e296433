import type { Measure } from './edital-shape';

// Guards against impossible results (typos, wrong units) before anything is graded or ranked.

export type PlausibilityResult = { ok: true } | { ok: false; message: string };

interface TimeLimits {
  fastest: number;
  slowest: number;
  tooFast: string;
  tooSlow: string;
}

// Seconds. World records: 2000 m 4:43 and 3000 m 7:20 (2400 m ≈ 5:45), 100 m free 46.4 s, 50 m 20.9 s.
const TIME_LIMITS: Record<string, TimeLimits> = {
  corrida_2400m: {
    fastest: 300,
    slowest: 3600,
    tooFast: '2400 m em menos de 5:00 é mais rápido que o recorde mundial',
    tooSlow: '2400 m em mais de 60 minutos não é um resultado válido',
  },
  natacao_100m: {
    fastest: 40,
    slowest: 1200,
    tooFast: '100 m de natação em menos de 40 s é mais rápido que o recorde mundial',
    tooSlow: '100 m de natação em mais de 20 minutos não é um resultado válido',
  },
  natacao_50m: {
    fastest: 19,
    slowest: 600,
    tooFast: '50 m de natação em menos de 19 s é mais rápido que o recorde mundial',
    tooSlow: '50 m de natação em mais de 10 minutos não é um resultado válido',
  },
};

export const MAX_REPS = 100;
export const MAX_HANG_SECONDS = 600;

const reject = (message: string): PlausibilityResult => ({ ok: false, message });

export function checkPlausibility(testKey: string, measure: Measure, value: number): PlausibilityResult {
  if (!Number.isFinite(value)) return reject('Informe um número válido');
  if (value < 0) return reject('O valor não pode ser negativo');
  if (measure === 'reps') {
    if (!Number.isInteger(value)) return reject('As repetições devem ser um número inteiro');
    if (value > MAX_REPS) return reject(`Mais de ${MAX_REPS} repetições não é um resultado plausível`);
    return { ok: true };
  }
  if (measure === 'seconds_hang') {
    if (value > MAX_HANG_SECONDS)
      return reject('Mais de 10 minutos de suspensão não é um resultado plausível');
    return { ok: true };
  }
  if (value === 0) return reject('O tempo deve ser maior que zero');
  const limits = TIME_LIMITS[testKey];
  if (limits && value < limits.fastest) return reject(limits.tooFast);
  if (limits && value > limits.slowest) return reject(limits.tooSlow);
  return { ok: true };
}

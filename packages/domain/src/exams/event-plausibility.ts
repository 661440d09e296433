import { formatNumber } from '../format/number';
import type { ExamMeasure } from './exam-schema';
import { formatSecondsAmount } from './margin-text';

// Guards against impossible marks of any exam event (typos, wrong units) before anything is
// graded, logged or ranked — the exam engine's counterpart of scoring/plausibility.ts.
// Records used: 100 m 9,58 s (10,4 m/s), 50 m free swim 20,9 s (2,4 m/s), 12 minutes ≈ 4,7 km,
// standing long jump 3,71 m, high jump 2,45 m.

export type MarkCheck = { ok: true } | { ok: false; message: string };

export interface EventShape {
  key: string;
  label: string;
  measure: ExamMeasure;
  distanceM?: number | undefined;
}

const refuse = (message: string): MarkCheck => ({ ok: false, message });
const isSwim = (key: string) => key.startsWith('natacao');

/** The fastest a distance can be covered (just past the world records) and the slowest that counts. */
function timeBounds(event: EventShape): { fastest: number; slowest: number } {
  if (event.key === 'shuttle_run' || !event.distanceM) return { fastest: 5, slowest: 600 };
  const d = event.distanceM;
  const hundredths = (seconds: number) => Math.floor(seconds * 100) / 100;
  return isSwim(event.key)
    ? { fastest: hundredths(d / 2.5), slowest: Math.max(60, Math.ceil(d / 0.1)) }
    : { fastest: hundredths(d / 10.5), slowest: Math.max(60, Math.ceil(d / 0.6)) };
}

function centimetreCeiling(key: string) {
  return key === 'salto_altura' ? 260 : 400;
}

export function checkEventMark(event: EventShape, value: number): MarkCheck {
  if (!Number.isFinite(value)) return refuse('Informe um número válido');
  if (value < 0) return refuse('O valor não pode ser negativo');
  switch (event.measure) {
    case 'reps': {
      if (!Number.isInteger(value)) return refuse('As repetições devem ser um número inteiro');
      const most = event.key === 'barra' ? 100 : 200;
      return value > most ? refuse(`Mais de ${most} repetições não é um resultado plausível`) : { ok: true };
    }
    case 'seconds_hang':
      return value > 600
        ? refuse('Mais de 10 minutos de suspensão não é um resultado plausível')
        : { ok: true };
    case 'seconds_time': {
      if (value === 0) return refuse('O tempo deve ser maior que zero');
      const { fastest, slowest } = timeBounds(event);
      if (value < fastest)
        return refuse(
          `${event.label} em menos de ${formatSecondsAmount(fastest)} é mais rápido que o recorde mundial`,
        );
      if (value > slowest)
        return refuse(`${event.label} em mais de ${formatSecondsAmount(slowest)} não é um resultado válido`);
      return { ok: true };
    }
    case 'metres_in_time':
      if (!Number.isInteger(value)) return refuse('Informe a distância em metros inteiros');
      return value > 5000
        ? refuse('Mais de 5.000 m em 12 minutos passa do recorde mundial')
        : value < 100
          ? refuse('Menos de 100 m não é um resultado válido')
          : { ok: true };
    case 'centimetres': {
      if (!Number.isInteger(value)) return refuse('Informe a marca em centímetros inteiros');
      const most = centimetreCeiling(event.key);
      return value > most
        ? refuse(
            `${event.label} acima de ${formatNumber(most / 100, { decimals: 2 })} m passa do recorde mundial`,
          )
        : value === 0
          ? refuse('A marca deve ser maior que zero')
          : { ok: true };
    }
  }
}

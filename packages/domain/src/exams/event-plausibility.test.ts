import { describe, expect, it } from 'vitest';
import { SHIPPED_EXAMS } from './catalogue';
import { checkEventMark } from './event-plausibility';

const sprint = {
  key: 'corrida_50m',
  label: 'Corrida de 50 metros',
  measure: 'seconds_time',
  distanceM: 50,
} as const;
const swim = {
  key: 'natacao_50m',
  label: 'Natação 50 metros',
  measure: 'seconds_time',
  distanceM: 50,
} as const;
const cooper = { key: 'corrida_12min', label: 'Corrida de 12 minutos', measure: 'metres_in_time' } as const;
const jump = { key: 'impulsao', label: 'Impulsão horizontal', measure: 'centimetres' } as const;
const high = { key: 'salto_altura', label: 'Salto em altura', measure: 'centimetres' } as const;

describe('checkEventMark', () => {
  it.each([
    [sprint, 4.5, 'Corrida de 50 metros em menos de 4,76 s é mais rápido que o recorde mundial'],
    [swim, 19, 'Natação 50 metros em menos de 20 s é mais rápido que o recorde mundial'],
    [swim, 501, 'Natação 50 metros em mais de 8 min 20 s não é um resultado válido'],
    [cooper, 5200, 'Mais de 5.000 m em 12 minutos passa do recorde mundial'],
    [cooper, 2400.5, 'Informe a distância em metros inteiros'],
    [jump, 420, 'Impulsão horizontal acima de 4,00 m passa do recorde mundial'],
    [high, 270, 'Salto em altura acima de 2,60 m passa do recorde mundial'],
    [
      { key: 'flexao_braco', label: 'Flexão', measure: 'reps' } as const,
      12.5,
      'As repetições devem ser um número inteiro',
    ],
    [
      { key: 'barra', label: 'Barra', measure: 'seconds_hang' } as const,
      601,
      'Mais de 10 minutos de suspensão não é um resultado plausível',
    ],
  ])('%j %d → %s', (event, value, message) => {
    expect(checkEventMark(event, value)).toEqual({ ok: false, message });
  });

  it('every threshold of every shipped exam is a plausible mark', () => {
    for (const exam of SHIPPED_EXAMS)
      for (const event of exam.events)
        for (const standard of event.standards) {
          const mark = standard.threshold;
          if (mark === undefined) continue;
          const shape = {
            key: event.key,
            label: event.label,
            measure: standard.measure,
            distanceM: event.distanceM,
          };
          expect(checkEventMark(shape, mark), `${exam.id} ${event.key} ${standard.sex}`).toEqual({
            ok: true,
          });
        }
  });
});

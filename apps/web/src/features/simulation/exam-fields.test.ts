import { describe, expect, it } from 'vitest';
import { examFields, maskMark, readMark } from './exam-fields';
import { pmesp, ppdf } from './exam-fixtures';

describe('exam fields', () => {
  it('types a sprint with a comma, a long run as m:ss and a count as whole digits', () => {
    expect(maskMark('seconds', '8.25')).toBe('8,25');
    expect(maskMark('seconds', '8,256')).toBe('8,25');
    expect(maskMark('seconds', '12a,3,4')).toBe('12,34');
    expect(maskMark('clock', '1140')).toBe('11:40');
    expect(maskMark('whole', '2.400 m')).toBe('2400');
  });

  it('reads each mark in the units save_user_test takes, or says what is wrong', () => {
    const [barra, , sprint, run] = examFields(pmesp, 'M');
    if (!barra || !sprint || !run) throw new Error('PMESP has four tests');
    expect(readMark(sprint, '7,9')).toEqual({ ok: true, value: 7.9 });
    expect(readMark(run, '11:40')).toEqual({ ok: true, value: 700 });
    expect(readMark(barra, '')).toEqual({ ok: false, message: 'Campo obrigatório.' });
    expect(readMark(run, '11:75')).toEqual({ ok: false, message: 'Tempo inválido (use MM:SS)' });
    expect(readMark(sprint, '8,')).toMatchObject({ ok: false });
  });

  it('labels each test as the sex does it, with the pass mark under it', () => {
    expect(examFields(ppdf, 'F').map((field) => [field.label, field.description])).toEqual([
      ['Teste estático de barra fixa (segundos)', 'Mínimo: 25 s'],
      ['Impulsão horizontal (cm)', 'Mínimo: 1,40 m'],
      ['Flexão de braço com apoio (solo) (repetições)', '18 repetições para passar'],
      ['Flexão abdominal (repetições)', '25 repetições para passar'],
      ['Corrida de 12 minutos (m)', 'Mínimo: 2.000 m em 12 minutos'],
    ]);
  });

  it('says the time window of a run in metres when the pass mark is not known', () => {
    const twelveMinutes = ppdf.tests.find((test) => test.key === 'corrida_12min');
    if (!twelveMinutes) throw new Error('Polícia Penal DF has a 12-minute run');
    const run = { ...twelveMinutes, pass_marks: { M: null, F: null } };
    const [field] = examFields({ ...ppdf, tests: [run] }, 'M');
    expect(field?.description).toBe('Distância percorrida em 12 minutos');
  });
});

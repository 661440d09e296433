import { describe, expect, it } from 'vitest';
import { SHIPPED_EXAMS } from '../exams/catalogue/index';
import type { ExamMeasure } from '../exams/exam-schema';
import { EDITAIS } from '../scoring/editais/catalog';
import { findTestMeasure } from '../scoring/edital-queries';
import { COOPER_SECONDS, type EventLog, eventLogFor } from './exam-event-log';

const log = (
  type: EventLog['type'],
  exercise: EventLog['exercise'] = null,
  distanceM: number | null = null,
  timeWindowS: number | null = null,
): EventLog => ({ type, exercise, distanceM, timeWindowS });

describe('eventLogFor: what to log for an exam event, as the sex does it', () => {
  it.each<[string, ExamMeasure | null, { distanceM?: number; timeWindowS?: number }, EventLog | null]>([
    ['barra', 'reps', {}, log('BARRA')],
    ['barra', null, {}, log('BARRA')],
    ['barra', 'seconds_hang', {}, log('EXERCISE', 'isometria')],
    ['abdominal', 'reps', { timeWindowS: 60 }, log('EXERCISE', 'abdominal', null, 60)],
    ['abdominal_remador', 'reps', {}, log('EXERCISE', 'abdominal')],
    ['carl_up', null, {}, log('EXERCISE', 'abdominal')],
    ['flexao_braco', 'reps', {}, log('EXERCISE', 'flexao')],
    ['corrida_50m', 'seconds_time', { distanceM: 50 }, log('EXERCISE', 'sprint', 50)],
    ['corrida_100m', 'seconds_time', {}, log('EXERCISE', 'sprint', 100)],
    ['corrida_12min', 'metres_in_time', { timeWindowS: 720 }, log('RUN', null, null, COOPER_SECONDS)],
    ['corrida_12min', null, {}, log('RUN', null, null, COOPER_SECONDS)],
    ['corrida_2400m', 'seconds_time', { distanceM: 2400 }, log('RUN', null, 2400)],
    ['natacao_50m', 'seconds_time', { distanceM: 50 }, log('SWIM', null, 50)],
    ['natacao_100m', 'seconds_time', {}, log('SWIM', null, 100)],
    ['natacao', 'seconds_time', {}, log('SWIM')],
    ['impulsao', 'centimetres', {}, log('EXERCISE', 'impulsao')],
    ['salto_altura', 'centimetres', {}, log('EXERCISE', 'salto_altura')],
    ['shuttle_run', null, {}, log('EXERCISE', 'shuttle_run')],
    ['arremesso_peso', 'centimetres', {}, null],
  ])('%s (%s) %j', (key, measure, extra, expected) =>
    expect(eventLogFor({ key, measure, ...extra })).toEqual(expected),
  );

  it('knows every event of every shipped exam and edital, for both sexes', () => {
    for (const exam of SHIPPED_EXAMS) {
      for (const event of exam.events) {
        for (const sex of ['M', 'F'] as const) {
          const measure = event.standards.find((standard) => standard.sex === sex)?.measure ?? null;
          const target = {
            key: event.key,
            measure,
            distanceM: event.distanceM,
            timeWindowS: event.timeWindowS,
          };
          expect(eventLogFor(target), `${exam.id} ${event.key} ${sex}`).not.toBeNull();
        }
      }
    }
    for (const edital of EDITAIS) {
      for (const test of edital.tests) {
        expect(
          eventLogFor({ key: test.key, measure: findTestMeasure(edital, test.key, 'F') ?? null }),
        ).not.toBeNull();
      }
    }
  });

  it('gives a PMESP woman an isometria for the bar and a sprint for the 50 m, and a man the bar', () => {
    const pmesp = SHIPPED_EXAMS.find((exam) => exam.id === 'pmesp-2025-soldado');
    const logsOf = (sex: 'M' | 'F') =>
      pmesp?.events.map((event) =>
        eventLogFor({
          key: event.key,
          measure: event.standards.find((standard) => standard.sex === sex)?.measure ?? null,
          distanceM: event.distanceM,
        }),
      );
    expect(logsOf('F')).toEqual([
      log('EXERCISE', 'isometria'),
      log('EXERCISE', 'abdominal'),
      log('EXERCISE', 'sprint', 50),
      log('RUN', null, 2400),
    ]);
    expect(logsOf('M')?.[0]).toEqual(log('BARRA'));
  });
});

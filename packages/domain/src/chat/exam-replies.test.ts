import { describe, expect, it } from 'vitest';
import { composeReply, dataNeeds } from './compose-reply';
import { detectIntent } from './detect-intent';

const NOW = new Date('2026-11-26T12:00:00Z');
const ask = (question: string, sex: 'M' | 'F' | null = null) => {
  const intent = detectIntent(question);
  return { intent, reply: composeReply(intent, { now: NOW, profile: { sex, cargo: null, tafDate: null } }) };
};

describe('chat: what an exam asks', () => {
  it("'Quantas barras preciso na PMESP?' → the bar of PMESP soldado, for the person's sex", () => {
    const { intent, reply } = ask('Quantas barras preciso na PMESP?', 'M');
    expect(intent).toEqual({ kind: 'exam_requirement', examId: 'pmesp-2025-soldado', events: ['barra'] });
    expect(dataNeeds(intent)).toEqual(['profile']);
    expect(reply.text).toBe(
      [
        'PMESP — Soldado (2025) — para passar no TAF:',
        '• Barra fixa: no mínimo 13 repetições',
        'Conforme divulgado — confira o edital oficial.',
      ].join('\n'),
    );
    expect(reply.links).toEqual(['simulation']);
  });

  it('without a sex in the profile, both: the women’s variant by its own name and measure', () => {
    const { reply } = ask('qual o índice da barra na PMESP?');
    expect(reply.text).toContain(
      '• Barra fixa: no mínimo 13 repetições (homens); Isometria na barra fixa: no mínimo 7 s (mulheres)',
    );
  });

  it.each([
    [
      'Qual o mínimo da corrida de 12 minutos na polícia penal do DF?',
      'ppdf-taf',
      ['corrida_12min'],
      '• Corrida de 12 minutos: no mínimo 2.000 m em 12 minutos',
    ],
    [
      'quanto preciso na corrida da PMESP',
      'pmesp-2025-soldado',
      ['corrida_50m', 'corrida_2400m'],
      '• Corrida de 2.400 metros: no máximo 15:00',
    ],
    [
      'índice de natação dos bombeiros da Paraíba',
      'cbmpb-2023-soldado',
      ['natacao_50m'],
      '• Natação 50 metros: no máximo 1:10',
    ],
    [
      'quantas flexões preciso na PMPA',
      'pmpa-2021',
      ['flexao_braco'],
      '• Flexão de braço no solo: no mínimo 23 repetições',
    ],
    [
      'impulsão mínima na Polícia Penal DF',
      'ppdf-taf',
      ['impulsao'],
      '• Impulsão horizontal: no mínimo 1,40 m',
    ],
  ])('%s', (question, examId, events, line) => {
    const { intent, reply } = ask(question, 'F');
    expect(intent).toEqual({ kind: 'exam_requirement', examId, events });
    expect(reply.text).toContain(line);
  });

  it('a partial exam says so, and what is still unknown', () => {
    const { intent, reply } = ask('qual a tabela da PRF?', 'M');
    expect(intent).toMatchObject({ kind: 'exam_requirement', examId: 'prf-2021' });
    expect(reply.text).toContain('PRF (2021) — a tabela deste concurso está incompleta; o que já se sabe:');
    expect(reply.text).toContain('• Flexão em barra fixa: no mínimo 3 repetições');
    expect(reply.text).toContain('• Impulsão horizontal: índice ainda não encontrado');
  });

  it('a question about the person’s own edital is not taken for an exam', () => {
    expect(detectIntent('Quanto preciso na barra para tirar 7?').kind).toBe('required_mark');
    expect(detectIntent('PMESP').kind).not.toBe('exam_requirement');
  });
});

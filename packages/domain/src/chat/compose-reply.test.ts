import { describe, expect, it } from 'vitest';
import { examById } from '../exams/catalogue';
import { cbmdf2025Estimada } from '../scoring/editais/cbmdf-2025-estimada';
import { cbmmg2026CfsdMasculino } from '../scoring/editais/cbmmg-2026-cfsd-masculino';
import {
  DATA_UNAVAILABLE,
  DOSE_REPLIES,
  GENERIC_REPLY,
  QUICK_QUESTIONS,
  TOPIC_REPLIES,
} from './canned-replies';
import { type ChatData, composeReply, dataNeeds, pickSnippets } from './compose-reply';
import { detectIntent } from './detect-intent';

// 09:00 in São Paulo on 1 March 2026 (12:00 UTC).
const now = new Date('2026-03-01T12:00:00Z');
const profile = { sex: 'M' as const, cargo: null, tafDate: '2026-04-15' };
const reply = (text: string, data: Partial<ChatData> = {}) =>
  composeReply(detectIntent(text), { now, ...data });

const snippet = (id: string, topic: string, unlocked: boolean, minCoins: number) => ({
  id,
  title: `Pílula ${id}`,
  topic: topic as 'Corrida',
  unlocked,
  min_coins: minCoins,
});

describe('composeReply: personal questions', () => {
  it('answers the run time for a grade from the candidate’s edital and sex', () => {
    const answer = reply('Quanto preciso na corrida para nota 7?', { profile, edital: cbmdf2025Estimada });
    expect(answer.text).toBe(
      [
        'Para nota 7 no edital CBMDF 2025 — referência estimada (sexo masculino):',
        '• Corrida 2400 m: até 10:04',
        'Tabela de referência estimada — confira o edital oficial',
      ].join('\n'),
    );
    expect(answer.links).toEqual(['simulation']);
  });

  it('gives every test when none is named, and the grade a band really gives', () => {
    const answer = reply('qnto preciso pra tirar 5?', { profile, edital: cbmmg2026CfsdMasculino });
    expect(answer.text.split('\n')).toEqual([
      'Para nota 5 no edital CBMMG 2026 (CFSd) — masculino (sexo masculino):',
      '• Corrida 2400 m: até 12:45 (vale nota 6,00)',
      '• Barra: 3 repetições (vale nota 6,00)',
      '• Natação 50 m: até 0:58 (vale nota 6,00)',
    ]);
  });

  it('lists the milestones of a test when no grade is given', () => {
    const answer = reply('tabela da barra', { profile: { ...profile, sex: 'F' }, edital: cbmdf2025Estimada });
    expect(answer.text.split('\n').slice(0, 7)).toEqual([
      'Marcas no edital CBMDF 2025 — referência estimada (sexo feminino):',
      'Barra:',
      '• Para pontuar: 20 s de suspensão',
      '• Bronze (nota 5): 38 s de suspensão',
      '• Prata (nota 7): 47 s de suspensão',
      '• Ouro (nota 9): 56 s de suspensão',
      '• Nota 10: 60 s de suspensão',
    ]);
  });

  it.each([
    ['nota 11 na corrida', /vai de 0 a 10/],
    ['quanto preciso pra nota 7 na corrida', /complete o seu perfil/],
  ])('%s → %s', (text, expected) => {
    const who = text.includes('11') ? profile : { ...profile, sex: null };
    expect(reply(text, { profile: who, edital: cbmdf2025Estimada }).text).toMatch(expected);
  });

  it('explains an edital without tables for the candidate’s sex', () => {
    const answer = reply('nota 7 na barra', {
      profile: { ...profile, sex: 'F' },
      edital: cbmmg2026CfsdMasculino,
    });
    expect(answer.text).toContain('não tem tabela de Barra para o sexo feminino');
  });

  it.each<[string | null, string]>([
    ['2026-04-15', 'Faltam 45 dias para o seu TAF (15/04/2026).\nContinue treinando'],
    ['2026-03-20', 'Faltam 19 dias para o seu TAF (20/03/2026).\nReta final'],
    ['2026-03-02', 'Falta 1 dia para o seu TAF (02/03/2026).'],
    ['2026-03-01', 'Seu TAF é hoje (01/03/2026). Boa prova!'],
    ['2026-02-10', 'TAF passou (a data prevista era 10/02/2026).'],
    [null, 'Defina a data prevista do seu TAF no seu perfil'],
  ])('countdown to %s', (tafDate, expected) => {
    expect(reply('Quantos dias faltam?', { profile: { ...profile, tafDate } }).text).toContain(expected);
  });

  it('counts days in São Paulo: 01:00 UTC is still the day before there', () => {
    const lateNight = new Date('2026-03-02T01:00:00Z');
    const answer = composeReply(detectIntent('quantos dias faltam'), { now: lateNight, profile });
    expect(answer.text).toContain('Faltam 45 dias');
  });

  it('tells the rank, what is missing for the next one, and the top message', () => {
    const rank = { rank: 'Cabo', next: '3º Sargento', progress: 3, goal: 10, workouts: 23 };
    expect(reply('Qual minha patente?', { rank }).text).toBe(
      'Sua patente é Cabo (23 treinos concluídos).\nFaltam 7 treinos para 3º Sargento: cada 10 treinos concluídos rendem uma promoção.',
    );
    const top = { rank: 'Coronel', next: null, progress: 0, goal: 10, workouts: 131 };
    expect(reply('minha patente', { rank: top }).text).toContain(
      'Parabéns! Você alcançou a graduação máxima!',
    );
  });

  it('says so when the data could not be loaded', () => {
    for (const text of ['nota 7 na corrida', 'quantos dias faltam', 'qual minha patente']) {
      expect(reply(text).text).toBe(DATA_UNAVAILABLE);
    }
  });
});

describe('composeReply: canned replies and knowledge snippets', () => {
  it('answers the run quick question and points to unlocked running snippets', () => {
    const snippets = [
      snippet('a', 'Corrida', true, 100),
      snippet('b', 'Natação', true, 150),
      snippet('c', 'Corrida', false, 300),
    ];
    const answer = reply('Qual o tempo ideal para os 2400 m?', { snippets });
    expect(answer.text).toBe(TOPIC_REPLIES.corrida.text);
    expect(answer.snippets.map((s) => s.id)).toEqual(['a']);
    expect(answer.links).toEqual(['simulation', 'rewards']);
  });

  it('suggests the cheapest locked snippet of the topic when none is unlocked', () => {
    const snippets = [snippet('x', 'Barra', false, 400), snippet('y', 'Barra', false, 200)];
    expect(pickSnippets('barra', snippets).map((s) => s.id)).toEqual(['y']);
    expect(pickSnippets('natacao', snippets)).toEqual([]);
    expect(pickSnippets('natacao', undefined)).toEqual([]);
  });

  it('says when it did not understand, with the three shortcuts and the quick questions to tap', () => {
    expect(reply('asdf')).toEqual({
      text: GENERIC_REPLY,
      links: ['reports', 'simulation', 'rewards'],
      snippets: [],
      suggestions: [...QUICK_QUESTIONS],
    });
    expect(GENERIC_REPLY).toMatch(/^Ainda não sei responder a essa pergunta\./);
  });

  it('answers how often and how much to train a test, not its technique (issue 21 §10)', () => {
    const swim = reply('Quantas vezes por semana devo nadar para melhorar os 100m?', {
      snippets: [snippet('n', 'Natação', true, 100)],
    });
    expect(swim.text).toBe(DOSE_REPLIES.natacao.frequencia);
    expect(swim.text).toMatch(/2 a 3 vezes por semana/);
    expect(swim.text).not.toBe(TOPIC_REPLIES.natacao.text);
    expect(swim.snippets.map((s) => s.id)).toEqual(['n']);
    expect(swim.links).toEqual(['trainings', 'rewards']);
    expect(reply('quantos km por semana correr?').text).toBe(DOSE_REPLIES.corrida.volume);
    expect(reply('com que frequência treinar barra?').text).toBe(DOSE_REPLIES.barra.frequencia);
  });

  it.each([
    ['Quanto preciso na corrida para nota 7?', ['profile', 'edital']],
    ['quantos dias faltam', ['profile']],
    ['qual minha patente', ['rank']],
    ['dicas de natação', ['snippets']],
    ['oi', []],
  ])('%s needs %j', (text, needs) => expect(dataNeeds(detectIntent(text))).toEqual(needs));
});

describe('composeReply: the candidate’s own exam (issue 23)', () => {
  const pmesp = examById('pmesp-2025-soldado');

  it('answers "quantas barras preciso?" from the exam the candidate follows, for her sex', () => {
    const answer = reply('Quantas barras preciso?', { profile: { ...profile, sex: 'F' }, exam: pmesp });
    expect(answer.text.split('\n')).toEqual([
      'PMESP — Soldado (2025) — para passar no TAF:',
      '• Isometria na barra fixa: no mínimo 7 s',
      'Conforme divulgado — confira o edital oficial.',
    ]);
  });

  it('lists every event when the question names none of them', () => {
    const answer = reply('Quanto preciso para passar?', { profile, exam: pmesp });
    expect(answer.text).toContain('Abdominal remador');
    expect(answer.text).toContain('Corrida de 50 metros');
  });
});

import { describe, expect, it } from 'vitest';
import { analyzeTechnique, isNegatedAt } from './analyze-technique';
import { normalizeObservation } from './normalize-observation';
import { progressionBand } from './technique-progression';
import type { ProgressionBand, SectionStatus, TechniqueTheme } from './technique-types';

type Expected = Partial<Record<TechniqueTheme, SectionStatus>>;

// Notes as candidates really type them: no accents, abbreviations, slang, typos, stretched letters.
// Each row: the text, the reps, the themes found with their status (nothing else may be found).
const TABLE: [string, number, Expected][] = [
  [
    'Balancei o corpo nas últimas e n estendi o braço todo',
    8,
    { kipping: 'atencao', amplitude: 'atencao', fadiga: 'atencao' },
  ],
  ['usei kipping pra sair as ultimas 3', 10, { kipping: 'atencao', fadiga: 'atencao' }],
  ['nao subi o queixo nas 2 ultimas', 5, { amplitude: 'atencao', fadiga: 'atencao' }],
  ['pegada aberta, ombro doeu um pouco', 4, { pegada: 'atencao', dor: 'atencao' }],
  ['cansei nas ultimas, desci rapido', 9, { fadiga: 'atencao', cadencia: 'atencao' }],
  ['travei no meio da 6a rep', 6, { amplitude: 'atencao' }],
  ['n estendi o braço todo embaixo', 7, { amplitude: 'atencao' }],
  ['fiz 12 estritas, sem balanço nenhum, queixo passou em todas', 12, { kipping: 'ok', amplitude: 'ok' }],
  ['balansei mt, quase cai da barra kkkk', 3, { kipping: 'atencao' }],
  ['kiping nas 2 ultimas pq nao aguentava mais', 11, { kipping: 'atencao', fadiga: 'atencao' }],
  ['dor no cotovelo direito na descida', 4, { dor: 'atencao' }],
  ['cotuvelo doendo dps do treino', 6, { dor: 'atencao' }],
  ['sem dor, tranquilo, desci devagar 3 seg', 8, { fadiga: 'ok', cadencia: 'ok' }],
  ['pegada supinada pq na pronada nao sai nenhuma', 1, { pegada: 'atencao' }],
  ['fiz com a palma pra mim, chin up', 5, { pegada: 'atencao' }],
  ['pegada pronada largura dos ombros, ok', 10, { pegada: 'ok' }],
  ['ombro encolhido, subia os ombros na orelha', 4, { escapulas: 'atencao' }],
  ['ativei as escapulas antes de cada puxada', 9, { escapulas: 'ok' }],
  ['puxei so com o braço, biceps queimando', 5, { escapulas: 'atencao', fadiga: 'atencao' }],
  ['ficava pendurado solto no começo de cada rep', 3, { escapulas: 'atencao' }],
  ['despenquei na descida em todas', 7, { cadencia: 'atencao' }],
  ['deixei cair o corpo, descida muuuito rapida', 6, { cadencia: 'atencao' }],
  ['so consegui 0, fiz negativas de 5 s', 0, { cadencia: 'ok' }],
  ['meia repetição nas ultimas 4, nao contava', 13, { amplitude: 'atencao', fadiga: 'atencao' }],
  ['mao escorregando de suor, perdi a pegada na 8', 8, { pegada: 'atencao' }],
  ['antebraco estourado, pegada falhou antes das costas', 10, { pegada: 'atencao', fadiga: 'atencao' }],
  ['chutei as pernas pra subir', 4, { kipping: 'atencao' }],
  ['usei o quadril nas ultimas, roubei umas', 9, { kipping: 'atencao', fadiga: 'atencao' }],
  ['nao balancei e nao usei kipping, corpo firme', 7, { kipping: 'ok' }],
  ['fisgada no ombro esquerdo, parei', 2, { dor: 'atencao' }],
  ['nenhuma dor, sobrou gas', 14, { fadiga: 'ok' }],
  ['tendinite no punho incomodou', 5, { dor: 'atencao' }],
  ['Subi o queixo acima da barra em todas e estendi os braços embaixo', 15, { amplitude: 'ok' }],
  ['queixo nao passava da barra, ficava na altura da barra', 2, { amplitude: 'atencao' }],
  ['bracos semi flexionados embaixo pra ganhar tempo', 12, { amplitude: 'atencao' }],
  ['ritmo bom, pausa de 1s em cima', 11, { cadencia: 'ok' }],
  ['sem querer balancei na 5', 5, { kipping: 'atencao' }],
  ['nao consegui evitar o balanço', 6, { kipping: 'atencao' }],
  ['fiz tudo rapido pra acabar logo', 10, { cadencia: 'atencao' }],
  ['treino normal', 6, {}],
  ['', 0, {}],
  ['ÑAO ESTENDI O BRAÇO E BALANCEI', 4, { amplitude: 'atencao', kipping: 'atencao' }],
  ['parei pra descansar e apoiei o pe no chao', 3, { fadiga: 'atencao' }],
  ['pegada mt fechada, maos coladas', 8, { pegada: 'atencao' }],
  ['mão sem o polegar, pegada de macaco', 6, { pegada: 'atencao' }],
  ['pegada pronada mas a mao escorregou na 7', 7, { pegada: 'atencao' }],
  ['sem dor no ombro hj, deu bom', 9, {}],
  ['o avaliador nao contaria as ultimas', 10, { amplitude: 'atencao', fadiga: 'atencao' }],
  ['quase nao balancei, so na ultima', 8, { kipping: 'atencao', fadiga: 'atencao' }],
  ['senti o biceps mais que as costas', 6, { escapulas: 'atencao' }],
  ['explodi na subida, queixo bem acima', 11, { amplitude: 'ok' }],
  ['nao desci ate estender', 9, { amplitude: 'atencao' }],
  ['dor muscular nas costas do treino de ontem', 5, { dor: 'atencao' }],
];

const themesOf = (text: string, reps: number) =>
  Object.fromEntries(
    analyzeTechnique({ observation: text, repetitions: reps }).sections.map((s) => [s.theme, s.status]),
  );

describe('analyzeTechnique over notes written as candidates write them', () => {
  it('has a table of at least 30 notes', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(TABLE)('%j (%i reps)', (text, reps, expected) => {
    expect(themesOf(text, reps)).toEqual(expected);
    const analysis = analyzeTechnique({ observation: text, repetitions: reps });
    expect(analysis.progression.band).toBe(progressionBand(reps));
    expect(analysis.repetitions).toBe(reps);
    expect(analysis.summary).toContain(reps === 1 ? '1 repetição' : `${reps} repetições`);
    for (const section of analysis.sections) {
      expect(section.noticed.length).toBeGreaterThan(0);
      expect(section.why_it_matters.length).toBeGreaterThan(20);
      expect(section.drills.length).toBeGreaterThan(0);
    }
  });
});

describe('sections', () => {
  it('puts pain first, then what needs correcting, then what went well', () => {
    const analysis = analyzeTechnique({
      observation: 'corpo firme sem balanço, mas desci rapido e o ombro doeu',
      repetitions: 6,
    });
    expect(analysis.sections.map((s) => [s.theme, s.status])).toEqual([
      ['dor', 'atencao'],
      ['cadencia', 'atencao'],
      ['kipping', 'ok'],
    ]);
  });

  it('sends pain to a health professional and never names a diagnosis', () => {
    const analysis = analyzeTechnique({ observation: 'ombro doeu na descida', repetitions: 5 });
    const pain = analysis.sections[0];
    expect(pain?.noticed).toEqual(['Você relatou dor ou desconforto: ombro.']);
    const text = pain?.drills.join(' ') ?? '';
    expect(text).toContain('procure um médico ou fisioterapeuta');
    expect(pain?.why_it_matters).toContain('não faz diagnóstico');
    expect(text).not.toMatch(/tendinite|bursite|lesão do manguito|impacto/i);
    expect(analysis.progression.steps[0]).toContain('treine só sem dor');
  });

  it('explains why it matters in the TAF: only complete, strict reps count', () => {
    const analysis = analyzeTechnique({ observation: 'balancei e nao subi o queixo', repetitions: 4 });
    const amplitude = analysis.sections.find((s) => s.theme === 'amplitude');
    expect(amplitude?.why_it_matters).toContain('só conta a repetição completa');
    expect(amplitude?.drills[0]).toContain('Negativas');
    const kipping = analysis.sections.find((s) => s.theme === 'kipping');
    expect(kipping?.why_it_matters).toContain('sem balanço');
    expect(analysis.progression.steps[0]).toContain('só as repetições completas e sem balanço');
  });

  it('asks for more detail when the notes say nothing about technique', () => {
    const analysis = analyzeTechnique({ observation: 'treino ok hoje', repetitions: 7 });
    expect(analysis.sections).toEqual([]);
    expect(analysis.summary).toContain('descreva a pegada');
    expect(analysis.progression.band).toBe('3-7');
  });

  it('summarises what to correct and the focus', () => {
    const analysis = analyzeTechnique({ observation: 'kipping nas ultimas', repetitions: 9 });
    expect(analysis.summary).toBe(
      'Treino de 9 repetições. 2 pontos para corrigir: balanço (kipping) e queda da técnica com o cansaço. Foco das próximas sessões: balanço (kipping).',
    );
  });
});

describe('progression by repetitions', () => {
  const cases: [number, ProgressionBand, string][] = [
    [0, '0-2', 'Negativas'],
    [2, '0-2', 'Isometria'],
    [3, '3-7', 'Grease-the-groove'],
    [7, '3-7', 'submáximas'],
    [8, '8-12', 'Descida de 2–3 s'],
    [12, '8-12', '25 a 40 repetições'],
    [13, '13+', 'lastro leve'],
    [40, '13+', 'pausas'],
  ];
  it.each(cases)('%i reps → %s', (reps, band, step) => {
    const { progression } = analyzeTechnique({ observation: 'treino', repetitions: reps });
    expect(progression.band).toBe(band);
    expect(progression.steps.join(' ')).toContain(step);
  });
});

describe('reading the notes', () => {
  it('normalizes accents, abbreviations, stretched letters and clause breaks', () => {
    expect(normalizeObservation('N estendi o BRAÇÃO, mt cansadooo; c/ dor')).toBe(
      'nao estendi o bracao , muito cansado , com dor',
    );
    expect(normalizeObservation('ñ subi o queixo!!!')).toBe('nao subi o queixo');
  });

  it('reads a negation only in the same clause, and not doubt or a double negation', () => {
    const at = (text: string, word: string) => isNegatedAt(text, text.indexOf(word));
    expect(at('sem nenhum balanco', 'balanco')).toBe(true);
    expect(at('nao teve dor , balancei', 'balancei')).toBe(false);
    expect(at('nao sei se balancei', 'balancei')).toBe(false);
    expect(at('nao consegui evitar o balanco', 'balanco')).toBe(false);
  });
});

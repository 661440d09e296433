import type { PremiumText } from '@prontidao/domain/rewards/reward-types';

/**
 * The premium contents' own text (issue 21 item 4: an unlocked item opened to 'Em preparação' with
 * nothing inside). Written for a TAF candidate like the knowledge snippets (decision 023): each
 * section says no more than its sources, peer-reviewed position stands and reviews cited by DOI.
 * An operator's PREMIUM_*_URL still takes the reader to their own material; this is what ships.
 */

const doi = (value: string) => `https://doi.org/${value}`;

const THOMAS_2016 = {
  citation:
    'Thomas DT, Erdman KA, Burke LM (2016). Nutrition and Athletic Performance (posição conjunta ACSM, Academy of Nutrition and Dietetics, Dietitians of Canada). Med Sci Sports Exerc, 48(3), 543–568.',
  url: doi('10.1249/MSS.0000000000000852'),
};
const JAGER_2017 = {
  citation:
    'Jäger R et al. (2017). International Society of Sports Nutrition Position Stand: protein and exercise. J Int Soc Sports Nutr, 14, 20.',
  url: doi('10.1186/s12970-017-0177-8'),
};
const MAUGHAN_2018 = {
  citation:
    'Maughan RJ et al. (2018). IOC consensus statement: dietary supplements and the high-performance athlete. Br J Sports Med, 52(7), 439–455.',
  url: doi('10.1136/bjsports-2018-099027'),
};
const GUEST_2021 = {
  citation:
    'Guest NS et al. (2021). International Society of Sports Nutrition position stand: caffeine and exercise performance. J Int Soc Sports Nutr, 18(1), 1.',
  url: doi('10.1186/s12970-020-00383-4'),
};
const KREIDER_2017 = {
  citation:
    'Kreider RB et al. (2017). International Society of Sports Nutrition position stand: safety and efficacy of creatine supplementation in exercise, sport, and medicine. J Int Soc Sports Nutr, 14, 18.',
  url: doi('10.1186/s12970-017-0173-z'),
};
const TREXLER_2015 = {
  citation:
    'Trexler ET et al. (2015). International Society of Sports Nutrition position stand: Beta-Alanine. J Int Soc Sports Nutr, 12, 30.',
  url: doi('10.1186/s12970-015-0090-y'),
};
const BOSQUET_2007 = {
  citation:
    'Bosquet L, Montpetit J, Arvisais D, Mujika I (2007). Effects of tapering on performance: a meta-analysis. Med Sci Sports Exerc, 39(8), 1358–1365.',
  url: doi('10.1249/mss.0b013e31806010e0'),
};
const FULLAGAR_2015 = {
  citation:
    'Fullagar HHK et al. (2015). Sleep and athletic performance: the effects of sleep loss on exercise performance, and physiological and cognitive responses to exercise. Sports Med, 45(2), 161–186.',
  url: doi('10.1007/s40279-014-0260-0'),
};
const MCGOWAN_2015 = {
  citation:
    'McGowan CJ, Pyne DB, Thompson KG, Rattray B (2015). Warm-Up Strategies for Sport and Exercise: Mechanisms and Applications. Sports Med, 45(11), 1523–1546.',
  url: doi('10.1007/s40279-015-0376-x'),
};
const ABBISS_2008 = {
  citation:
    'Abbiss CR, Laursen PB (2008). Describing and understanding pacing strategies during athletic competition. Sports Med, 38(3), 239–252.',
  url: doi('10.2165/00007256-200838030-00004'),
};

export const PREMIUM_TEXTS: Record<string, PremiumText> = {
  'video-nutricao-taf': {
    intro:
      'O roteiro do vídeo, para ler no seu ritmo: o que comer nas semanas de treino e no dia do TAF. Não substitui a consulta com um nutricionista, que ajusta as quantidades ao seu corpo.',
    sections: [
      {
        heading: 'Nas semanas de treino',
        paragraphs: [
          'Quem treina corrida, natação e barra na mesma semana gasta carboidrato: arroz, feijão, batata, massa, pão, frutas. A posição conjunta de nutrição esportiva sugere de 3 a 5 g de carboidrato por kg de peso por dia em treino leve e de 5 a 7 g/kg em treino moderado de cerca de uma hora por dia — para 75 kg, de 375 a 525 g por dia.',
          'A proteína recupera a musculatura da barra e das pernas: de 1,2 a 2,0 g por kg por dia, repartida em refeições a cada 3 a 4 horas, cada uma com uns 20 a 40 g (um filé de frango, dois ovos e um copo de leite, uma lata de atum).',
        ],
      },
      {
        heading: 'Hidratação sem exagero',
        paragraphs: [
          'Chegue aos treinos hidratado e, depois deles, reponha o que perdeu. Perder mais de 2% do peso em suor já pesa no desempenho; beber muito além da sede também faz mal. Pesar-se antes e depois de um treino longo mostra quanto você perde.',
        ],
      },
      {
        heading: 'No dia do TAF',
        paragraphs: [
          'Faça a última refeição grande de 1 a 4 horas antes da prova, com carboidrato fácil de digerir e pouca gordura e fibra: pão com mel ou geleia, banana, tapioca, iogurte. Nada de novo no dia: coma o que já testou antes de um treino forte.',
          'Leve água e uma fruta ou barra de cereal para o intervalo entre as provas.',
        ],
      },
    ],
    sources: [THOMAS_2016, JAGER_2017],
  },
  'guia-suplementacao': {
    intro:
      'Três suplementos têm evidência para provas como as do TAF; quase todo o resto não. Converse com um médico ou nutricionista antes de usar qualquer um, e nunca teste um suplemento no dia da prova.',
    sections: [
      {
        heading: 'Cafeína',
        paragraphs: [
          'De 3 a 6 mg por kg de peso, em geral cerca de 60 minutos antes do esforço, melhora o desempenho em provas de resistência e de força; doses maiores trazem mais efeitos colaterais (tremor, ansiedade, insônia) sem mais ganho. A cafeína de uma xícara de café varia muito: em cápsula a dose é conhecida. Quem não está acostumado deve começar pela dose menor, em treino.',
        ],
      },
      {
        heading: 'Creatina',
        paragraphs: [
          'A creatina mono-hidratada aumenta a reserva de fosfocreatina do músculo e ajuda em esforços curtos e repetidos, como séries de barra. O uso comum é de 3 a 5 g por dia; o peso pode subir 1 a 2 kg por retenção de água. É o suplemento mais estudado e considerado seguro em adultos saudáveis nas doses estudadas.',
        ],
      },
      {
        heading: 'Beta-alanina',
        paragraphs: [
          'De 4 a 6 g por dia, divididos em doses de 2 g ou menos, por ao menos 2 a 4 semanas, aumenta a carnosina do músculo e ajuda em esforços intensos de 1 a 4 minutos — a faixa da natação de 100 m. Formigamento na pele é comum e passa; doses menores e divididas o reduzem.',
        ],
      },
      {
        heading: 'Riscos e o que não vale o dinheiro',
        paragraphs: [
          'Suplementos podem vir contaminados com substâncias proibidas ou não declaradas. Prefira produtos com certificação de lote por terceiros. Emagrecedores, "pré-treinos" com misturas secretas e promessas de ganho rápido não têm evidência e trazem risco.',
          'Nenhum suplemento compensa sono, alimentação e treino: eles vêm por último.',
        ],
      },
    ],
    sources: [MAUGHAN_2018, GUEST_2021, KREIDER_2017, TREXLER_2015],
  },
  'dicas-dia-do-taf': {
    intro:
      'O guia do dia da prova: como chegar descansado, o que fazer antes de cada teste e como dividir o ritmo dos 2400 m.',
    sections: [
      {
        heading: 'A semana de polimento',
        paragraphs: [
          'Nas duas semanas antes do TAF, mais ou menos, reduza o volume de treino em 40 a 60% e mantenha a intensidade e a frequência: poucos tiros curtos no ritmo da prova, sem novidades. Uma meta-análise mostra que esse polimento melhora o desempenho; cortar a intensidade ou parar de treinar, não.',
        ],
      },
      {
        heading: 'Sono',
        paragraphs: [
          'Noites mal dormidas pioram a resistência e a tomada de decisão. Proteja o sono da semana inteira, não só da véspera: a ansiedade da última noite pesa menos se as anteriores foram boas. Evite telas e cafeína no fim do dia.',
        ],
      },
      {
        heading: 'Aquecimento',
        paragraphs: [
          'Aqueça antes de cada teste e termine pouco antes de começar: trote leve com algumas acelerações antes da corrida; braços, ombros e 2 ou 3 suspensões curtas na barra antes dela; alguns metros soltos na água, se a banca permitir, antes da natação. Um aquecimento que cansa tira mais do que dá.',
        ],
      },
      {
        heading: 'O ritmo dos 2400 m',
        paragraphs: [
          'Divida a meta em voltas: para 11:00 em 2400 m, são 1:50 a cada 400 m. Largar rápido demais é o erro mais comum; provas de resistência costumam sair melhores com ritmo uniforme e o que sobrar nos últimos 400 m. Treine esse ritmo antes, com relógio, até senti-lo sem olhar.',
        ],
      },
      {
        heading: 'Café da manhã e na hora',
        paragraphs: [
          'Tome de 1 a 4 horas antes da primeira prova um café da manhã que você já testou antes de treinos fortes: carboidrato fácil de digerir (pão, tapioca, banana, mel), pouca gordura e fibra. Nada de novo no dia.',
          'Leve documento, roupa e tênis já usados em treino, água e um lanche. Confira no edital a ordem das provas, a execução exigida de cada uma e os horários: o que o edital diz vale mais que qualquer dica.',
        ],
      },
    ],
    sources: [BOSQUET_2007, FULLAGAR_2015, MCGOWAN_2015, ABBISS_2008, THOMAS_2016],
  },
};

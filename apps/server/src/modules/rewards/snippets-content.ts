import type { SnippetTopic } from '@prontidao/domain/rewards/reward-types';

/**
 * The 'Pílulas de Conhecimento' (docs/decisions/023-knowledge-snippets.md): written for a TAF
 * candidate of the fire brigade, each from one real source (position stand, consensus statement,
 * Cochrane or peer-reviewed review) checked by its DOI, and saying no more than that source says.
 * The order is the unlock order: position n needs snippetCost(n) coins, so the cheapest come first
 * and are the most useful. Ids are stable (the seed upserts by id); reordering is fine.
 */
export interface SnippetContent {
  id: string;
  topic: SnippetTopic;
  title: string;
  /** 2–3 sentences shown on the card once unlocked. */
  body: string;
  /** 2–4 short paragraphs, separated by a blank line ('Ver Conteúdo Completo'). */
  extended: string;
  /** 'Autores (ano). Título. Revista, volume(número), páginas. doi:…' */
  source: string;
  source_url: string | null;
}

const paragraphs = (...parts: string[]) => parts.join('\n\n');
const doi = (value: string) => `https://doi.org/${value}`;

export const SNIPPETS: readonly SnippetContent[] = [
  {
    id: 'hidratacao-chegar-hidratado',
    topic: 'Hidratação',
    title: 'Chegue hidratado e não perca mais de 2% do peso',
    body: 'Perder mais de 2% do peso corporal em suor piora o desempenho aeróbio, sobretudo no calor. A posição do ACSM recomenda beber com antecedência antes do treino e repor a perda depois, de forma individual.',
    extended: paragraphs(
      'O Colégio Americano de Medicina do Esporte (ACSM) define como objetivo evitar a desidratação excessiva: uma perda de água acima de 2% do peso corporal. Para uma pessoa de 75 kg, isso são 1,5 kg de suor não reposto — o que acontece com facilidade numa corrida longa no calor de Brasília.',
      'Antes do treino, a recomendação é beber cerca de 5 a 7 mL por kg de peso pelo menos 4 horas antes (de 375 a 525 mL para 75 kg). Se você não urinar ou a urina estiver escura, beba mais 3 a 5 mL/kg cerca de 2 horas antes. Bebidas com um pouco de sódio e refeições salgadas ajudam a reter o líquido.',
      'Durante o treino, a taxa de suor varia muito de pessoa para pessoa e com o clima, por isso não existe uma quantidade única: o objetivo é não ultrapassar os 2% de perda. Depois, reponha com calma o que faltou, junto com a refeição.',
    ),
    source:
      'Sawka MN, Burke LM, Eichner ER, et al. (2007). American College of Sports Medicine position stand: Exercise and fluid replacement. Medicine & Science in Sports & Exercise, 39(2), 377–390. doi:10.1249/mss.0b013e31802ca597',
    source_url: doi('10.1249/mss.0b013e31802ca597'),
  },
  {
    id: 'nutricao-carboidrato-combustivel',
    topic: 'Nutrição',
    title: 'Carboidrato é o combustível da corrida e da natação',
    body: 'Para quem treina cerca de uma hora por dia em intensidade moderada, a posição conjunta da Academy of Nutrition and Dietetics, Dietitians of Canada e ACSM sugere de 5 a 7 g de carboidrato por kg de peso por dia. Comer pouco carboidrato em fase de treino intenso pode comprometer as sessões mais fortes.',
    extended: paragraphs(
      'O glicogênio muscular, estoque de carboidrato do corpo, é o principal combustível dos esforços intensos — exatamente os 2400 m da corrida e os tiros na piscina. A posição de 2016 organiza a necessidade diária pelo volume de treino: de 3 a 5 g/kg em dias leves, de 5 a 7 g/kg com cerca de 1 hora de treino moderado por dia e de 6 a 10 g/kg com 1 a 3 horas de treino de intensidade moderada a alta.',
      'Na prática, para um candidato de 75 kg em fase de treino regular, 5 g/kg significam perto de 375 g de carboidrato por dia, distribuídos entre arroz, feijão, massas, pães, frutas, tubérculos e aveia. Antes de sessões longas, uma refeição com carboidrato de 1 a 4 horas antes ajuda a chegar com o tanque cheio.',
      'Esses números são pontos de partida, não receitas: ajuste ao seu peso, ao treino do dia e aos seus objetivos de composição corporal, de preferência com um nutricionista.',
    ),
    source:
      'Thomas DT, Erdman KA, Burke LM (2016). Position of the Academy of Nutrition and Dietetics, Dietitians of Canada, and the American College of Sports Medicine: Nutrition and Athletic Performance. Journal of the Academy of Nutrition and Dietetics, 116(3), 501–528. doi:10.1016/j.jand.2015.12.006',
    source_url: doi('10.1016/j.jand.2015.12.006'),
  },
  {
    id: 'corrida-maioria-leve',
    topic: 'Corrida',
    title: 'A maior parte da corrida deve ser leve',
    body: 'Atletas de resistência bem-sucedidos fazem cerca de 80% das sessões em baixa intensidade e só cerca de 20% em alta. Correr tudo "no meio-termo" cansa sem trazer o mesmo resultado.',
    extended: paragraphs(
      'Stephen Seiler reuniu dados de atletas de elite de várias modalidades de resistência e encontrou um padrão consistente: cerca de 80% das sessões abaixo do primeiro limiar ventilatório (ritmo em que você ainda consegue conversar em frases) e cerca de 20% em intensidade alta, como intervalados.',
      'Para o TAF, isso quer dizer: a maioria dos treinos de corrida deve ser confortável, num ritmo em que dá para falar. Uma ou duas sessões por semana concentram o trabalho duro — tiros, ritmo de prova dos 2400 m. Os dias leves constroem a base aeróbia e permitem chegar descansado aos dias intensos.',
      'O erro comum de quem treina sozinho é correr todo treino "forte o suficiente para cansar", sem ser forte de verdade nos dias de qualidade. Se você está sempre moído, provavelmente os dias leves não estão leves.',
    ),
    source:
      'Seiler S (2010). What is best practice for training intensity and duration distribution in endurance athletes? International Journal of Sports Physiology and Performance, 5(3), 276–291. doi:10.1123/ijspp.5.3.276',
    source_url: doi('10.1123/ijspp.5.3.276'),
  },
  {
    id: 'barra-frequencia-progressao',
    topic: 'Barra',
    title: 'Barra: frequência e sobrecarga progressiva',
    body: 'A posição do ACSM sobre treino de força recomenda sobrecarga progressiva e, para iniciantes, de 2 a 3 sessões por semana. Para resistência muscular, como no teste de barra, indica cargas leves a moderadas, mais repetições e pausas curtas.',
    extended: paragraphs(
      'A barra fixa é um teste de força relativa: quanto você puxa em relação ao próprio peso. A posição do ACSM de 2009 lembra o princípio central de qualquer progressão — aumentar aos poucos o estímulo (carga, repetições, séries ou frequência) à medida que o corpo se adapta.',
      'Para iniciantes, a recomendação é treinar de 2 a 3 vezes por semana; praticantes intermediários e avançados podem treinar com mais frequência. Para resistência muscular localizada, o ACSM sugere cargas leves a moderadas, com 10 a 15 repetições ou mais por série e pausas curtas.',
      'Na prática: se você faz poucas repetições, some repetições ao longo do dia em várias séries curtas e bem feitas, e aumente o total semanal gradualmente. Variações mais leves (barra com elástico, descida lenta controlada, barra australiana) permitem treinar o padrão do movimento com mais repetições.',
    ),
    source:
      'American College of Sports Medicine (2009). American College of Sports Medicine position stand: Progression models in resistance training for healthy adults. Medicine & Science in Sports & Exercise, 41(3), 687–708. doi:10.1249/MSS.0b013e3181915670',
    source_url: doi('10.1249/MSS.0b013e3181915670'),
  },
  {
    id: 'recuperacao-sono',
    topic: 'Recuperação',
    title: 'Sono também é treino',
    body: 'O consenso de especialistas de 2021 sobre sono e atletas mostra que uma noite ou mais sem dormir reduz o desempenho. Dormir habitualmente menos de 7 horas é comum entre atletas e merece atenção.',
    extended: paragraphs(
      'O consenso publicado no British Journal of Sports Medicine revisou o que se sabe sobre sono e desempenho. Uma ou mais noites sem dormir reduzem o desempenho esportivo; o efeito de poucas noites de sono parcial ainda é menos claro. Na população geral, dormir habitualmente menos de 7 horas por noite está associado a maior suscetibilidade a infecções respiratórias.',
      'Os autores recomendam uma abordagem individual: a quantidade ideal varia de pessoa para pessoa, e "7 a 9 horas" é uma referência, não uma regra fixa. Treinos muito cedo, viagens, estresse e ansiedade estão entre os fatores que mais atrapalham o sono de atletas.',
      'Para o candidato que concilia treino, estudo e trabalho: horário regular de dormir e acordar, quarto escuro e fresco, menos telas antes de deitar e evitar cafeína no fim da tarde. Na semana do TAF, proteja o sono como protege o treino.',
    ),
    source:
      'Walsh NP, Halson SL, Sargent C, et al. (2021). Sleep and the athlete: narrative review and 2021 expert consensus recommendations. British Journal of Sports Medicine, 55(7), 356–368. doi:10.1136/bjsports-2020-102025',
    source_url: doi('10.1136/bjsports-2020-102025'),
  },
  {
    id: 'natacao-tecnica-bracada',
    topic: 'Natação',
    title: 'Na natação, técnica vale tanto quanto fôlego',
    body: 'O desempenho na natação depende da energia que você produz e de quanto dela vira deslocamento. Nadadores mais eficientes percorrem mais distância a cada braçada e gastam menos energia na mesma velocidade.',
    extended: paragraphs(
      'A revisão de Barbosa e colaboradores mostra que o desempenho na natação resulta da combinação entre energética (quanta energia você produz e quanto custa nadar) e biomecânica (comprimento e frequência da braçada, eficiência propulsiva e variação da velocidade dentro do ciclo).',
      'Como a água oferece muita resistência, um nadador com técnica ruim gasta muita energia para avançar pouco. Melhorar a posição do corpo, o alinhamento e a pegada da água reduz o custo energético — e isso costuma render mais segundos nos 100 m do que apenas nadar mais metros.',
      'Na prática: inclua educativos e séries curtas com foco em nadar "comprido" (contar braçadas por piscina e tentar reduzir o número sem perder velocidade). Se puder, peça a um professor para filmar e corrigir sua técnica.',
    ),
    source:
      'Barbosa TM, Bragada JA, Reis VM, Marinho DA, Carvalho C, Silva AJ (2010). Energetics and biomechanics as determining factors of swimming performance: updating the state of the art. Journal of Science and Medicine in Sport, 13(2), 262–269. doi:10.1016/j.jsams.2009.01.003',
    source_url: doi('10.1016/j.jsams.2009.01.003'),
  },
  {
    id: 'tatico-aptidao-bombeiro',
    topic: 'Treino Tático',
    title: 'Condicionamento físico prevê o desempenho do bombeiro',
    body: 'Num estudo com 89 recrutas de bombeiro, os testes físicos explicaram cerca de 46% da variação no tempo de um circuito de habilidades de combate a incêndio. Resistência cardiorrespiratória e resistência muscular foram os fatores que mais pesaram.',
    extended: paragraphs(
      'Chizewski e colaboradores avaliaram recrutas numa academia de formação de bombeiros na primeira e na sétima semana. A aptidão física (corrida de 1,5 milha, abdominais, flexões, supino, salto vertical e flexibilidade) explicou cerca de 46% da variação no tempo de um teste de habilidades de bombeiro, mesmo depois de considerar idade e IMC.',
      'A resistência cardiorrespiratória foi o fator isolado mais importante (22,4% da variação na primeira semana e 39,3% na sétima), e a resistência muscular acrescentou cerca de 19% na primeira avaliação.',
      'Ou seja: o TAF não é só uma barreira do concurso. As mesmas qualidades — fôlego e resistência muscular — são as que sustentam o trabalho depois da aprovação. Treinar para o TAF é treinar para a profissão.',
    ),
    source:
      'Chizewski A, Box A, Kesler R, Petruzzello SJ (2021). Fitness Fights Fires: Exploring the Relationship between Physical Fitness and Firefighter Ability. International Journal of Environmental Research and Public Health, 18(22), 11733. doi:10.3390/ijerph182211733',
    source_url: doi('10.3390/ijerph182211733'),
  },
  {
    id: 'nutricao-proteina-diaria',
    topic: 'Nutrição',
    title: 'Proteína: quanto e como distribuir',
    body: 'A posição da ISSN indica de 1,4 a 2,0 g de proteína por kg de peso por dia para a maioria das pessoas que treinam. Dividir em refeições de 20 a 40 g a cada 3 a 4 horas ajuda a aproveitar melhor.',
    extended: paragraphs(
      'A Sociedade Internacional de Nutrição Esportiva (ISSN) concluiu que de 1,4 a 2,0 g/kg/dia de proteína é suficiente para construir e manter massa muscular na maioria das pessoas fisicamente ativas. Para 75 kg, isso dá de 105 a 150 g por dia.',
      'A mesma posição sugere doses de 20 a 40 g de proteína de boa qualidade (cerca de 0,25 g/kg por refeição), distribuídas a cada 3 a 4 horas ao longo do dia. Ovos, carnes, peixes, frango, laticínios e leguminosas combinadas cobrem isso sem necessidade de suplemento.',
      'Para o TAF, proteína suficiente sustenta a recuperação dos treinos de barra e a adaptação muscular ao treino de força. O suplemento de proteína é apenas uma forma prática de completar a dieta — não é obrigatório.',
    ),
    source:
      'Jäger R, Kerksick CM, Campbell BI, et al. (2017). International Society of Sports Nutrition Position Stand: protein and exercise. Journal of the International Society of Sports Nutrition, 14, 20. doi:10.1186/s12970-017-0177-8',
    source_url: doi('10.1186/s12970-017-0177-8'),
  },
  {
    id: 'corrida-intervalado',
    topic: 'Corrida',
    title: 'Intervalados: o treino que puxa o VO2máx',
    body: 'Treinos intervalados de alta intensidade permitem passar vários minutos perto do consumo máximo de oxigênio (VO2máx), o que uma corrida contínua não consegue. A resposta depende da intensidade, da duração dos tiros e das pausas.',
    extended: paragraphs(
      'Buchheit e Laursen revisaram como montar treinos intervalados (HIIT) para o sistema cardiorrespiratório. A ideia central é acumular tempo em intensidade próxima ao VO2máx — o estímulo mais forte para melhorar a capacidade aeróbia em quem já treina.',
      'Eles descrevem formatos diferentes: intervalos longos (de 2 a 4 minutos, por exemplo), intervalos curtos (de 10 a 60 segundos com pausas curtas) e sprints repetidos. Intensidade, duração de cada estímulo, tipo e duração da pausa e número de repetições mudam a resposta fisiológica e o cansaço.',
      'Para os 2400 m: uma ou duas sessões por semana bastam. Exemplos comuns são 5 × 3 minutos forte com 2 minutos de trote, ou 10 a 12 × 400 m em ritmo um pouco mais rápido que o de prova. Os demais dias devem ser leves.',
    ),
    source:
      'Buchheit M, Laursen PB (2013). High-intensity interval training, solutions to the programming puzzle: Part I: cardiopulmonary emphasis. Sports Medicine, 43(5), 313–338. doi:10.1007/s40279-013-0029-x',
    source_url: doi('10.1007/s40279-013-0029-x'),
  },
  {
    id: 'barra-esforco-velocidade',
    topic: 'Barra',
    title: 'Repetição lenta avisa que a falha está perto',
    body: 'Na barra fixa, a velocidade de cada repetição cai à medida que a série avança, e essa perda acompanha de perto o esforço já feito. Terminar a série quando as repetições ficam claramente lentas deixa algumas repetições "no tanque".',
    extended: paragraphs(
      'Sánchez-Moreno e colaboradores mediram a velocidade de cada repetição da barra fixa. A velocidade da primeira repetição indicou bem a intensidade relativa (quão pesado o próprio corpo é para você), e a perda de velocidade ao longo da série acompanhou de perto a proporção das repetições possíveis que já tinha sido feita.',
      'Na prática, você não precisa de sensor: quando a subida fica visivelmente mais lenta que nas primeiras repetições, a falha está próxima. Parar aí mantém a técnica limpa e reduz o cansaço acumulado, o que permite treinar barra mais vezes na semana.',
      'Guarde as séries até a falha para momentos específicos, como um teste de repetições máximas a cada poucas semanas, para medir a evolução rumo à nota do TAF.',
    ),
    source:
      'Sánchez-Moreno M, Rodríguez-Rosell D, Pareja-Blanco F, et al. (2017). Movement velocity as indicator of relative intensity and level of effort attained during the set in pull-up exercise. International Journal of Sports Physiology and Performance, 12(10), 1378–1384. doi:10.1123/ijspp.2016-0791',
    source_url: doi('10.1123/ijspp.2016-0791'),
  },
  {
    id: 'tatico-polimento-pre-taf',
    topic: 'Treino Tático',
    title: 'Polimento: reduza o volume antes do TAF',
    body: 'Uma meta-análise sobre polimento mostrou que o melhor resultado veio de cerca de duas semanas com o volume reduzido de 41% a 60%, mantendo a intensidade e a frequência dos treinos. Descansar demais ou cortar a intensidade não ajudou.',
    extended: paragraphs(
      'Bosquet e colaboradores reuniram estudos sobre polimento (taper), a redução de treino antes de uma prova. O desempenho melhorou mais quando o polimento durou cerca de 8 a 14 dias, com o volume reduzido progressivamente em 41% a 60%, sem diminuir a intensidade nem a frequência das sessões.',
      'Traduzindo para o TAF: nas duas últimas semanas, mantenha os dias de treino e os estímulos em ritmo de prova, mas faça menos — menos tiros, menos metros na piscina, menos séries de barra. O corpo termina de se adaptar e chega descansado.',
      'Não é hora de testar treino novo nem de "compensar" o tempo perdido. O condicionamento foi construído nos meses anteriores; as últimas semanas servem para chegar inteiro.',
    ),
    source:
      'Bosquet L, Montpetit J, Arvisais D, Mujika I (2007). Effects of tapering on performance: a meta-analysis. Medicine & Science in Sports & Exercise, 39(8), 1358–1365. doi:10.1249/mss.0b013e31806010e0',
    source_url: doi('10.1249/mss.0b013e31806010e0'),
  },
  {
    id: 'suplementacao-cafeina',
    topic: 'Suplementação',
    title: 'Cafeína: dose estudada e cuidados',
    body: 'A posição da ISSN conclui que a cafeína melhora vários tipos de desempenho, com doses de 3 a 6 mg por kg de peso cerca de 60 minutos antes. A resposta varia de pessoa para pessoa, e efeitos como insônia e ansiedade são comuns em doses altas.',
    extended: paragraphs(
      'Segundo a Sociedade Internacional de Nutrição Esportiva, a cafeína melhora de forma consistente o desempenho em exercícios de resistência aeróbia e também pode ajudar na resistência muscular, na velocidade e na força. As doses mais estudadas são de 3 a 6 mg/kg, tomadas cerca de 60 minutos antes; doses menores (cerca de 2 mg/kg) também podem funcionar.',
      'Doses muito altas (9 mg/kg ou mais) aumentam os efeitos colaterais sem vantagem clara. A resposta é individual e depende, entre outros fatores, da genética e do hábito de consumo.',
      'Regra de ouro: nunca experimente cafeína pela primeira vez no dia do TAF. Teste em treinos, com a mesma dose e horário, e observe sono, estômago e frequência cardíaca. Quem tem problema cardíaco, hipertensão ou ansiedade deve conversar antes com um médico.',
    ),
    source:
      'Guest NS, VanDusseldorp TA, Nelson MT, et al. (2021). International society of sports nutrition position stand: caffeine and exercise performance. Journal of the International Society of Sports Nutrition, 18, 1. doi:10.1186/s12970-020-00383-4',
    source_url: doi('10.1186/s12970-020-00383-4'),
  },
  {
    id: 'hidratacao-taxa-de-suor',
    topic: 'Hidratação',
    title: 'Descubra quanto você sua: pese-se antes e depois',
    body: 'A posição da NATA recomenda hidratação individualizada, calculada pela variação do peso corporal no treino. Cada quilo perdido, descontando o que você bebeu e urinou, é cerca de um litro de suor.',
    extended: paragraphs(
      'A Associação Nacional de Preparadores Atléticos dos EUA (NATA) recomenda que cada pessoa conheça a própria taxa de suor, porque ela varia muito com o corpo, o clima e a intensidade. O método é simples: perda de suor = peso antes − peso depois + líquido ingerido − urina; dividindo pela duração, você tem a taxa por hora.',
      'Exemplo: você pesa 75,0 kg, corre 60 minutos, bebe 0,5 L e termina com 74,2 kg. A perda foi de 0,8 + 0,5 = 1,3 L em uma hora. Com esse número, dá para planejar quanto beber nos treinos longos para não perder mais de 2% do peso.',
      'Repita a medida em dias quentes e frios; os valores mudam. A cor da urina (clara, cor de palha) é outro indicador simples do dia a dia.',
    ),
    source:
      "McDermott BP, Anderson SA, Armstrong LE, et al. (2017). National Athletic Trainers' Association Position Statement: Fluid Replacement for the Physically Active. Journal of Athletic Training, 52(9), 877–895. doi:10.4085/1062-6050-52.9.02",
    source_url: doi('10.4085/1062-6050-52.9.02'),
  },
  {
    id: 'recuperacao-overtraining',
    topic: 'Recuperação',
    title: 'Cansaço que não passa: sinais de excesso de treino',
    body: 'O consenso europeu e americano sobre overtraining define o problema pela queda de desempenho que não melhora com alguns dias de descanso. Não existe um exame único que confirme o diagnóstico.',
    extended: paragraphs(
      'O consenso do European College of Sport Science e do ACSM descreve uma sequência: o overreaching funcional (queda passageira de rendimento que se recupera em dias e leva a melhora), o overreaching não funcional (semanas a meses para recuperar) e a síndrome de overtraining (meses). A diferença está no tempo de recuperação, não num exame de sangue.',
      'Sinais de alerta incluem desempenho caindo apesar do descanso, cansaço persistente, alterações de humor, sono ruim e perda de vontade de treinar. Outras causas (doença, anemia, dieta insuficiente, estresse) precisam ser descartadas por um profissional de saúde.',
      'Prevenção é mais fácil que tratamento: aumente a carga aos poucos, respeite os dias leves, durma bem, coma o suficiente e registre como você se sente. Se o rendimento cai por mais de uma ou duas semanas sem explicação, reduza o treino e procure ajuda.',
    ),
    source:
      'Meeusen R, Duclos M, Foster C, et al. (2013). Prevention, diagnosis, and treatment of the overtraining syndrome: joint consensus statement of the European College of Sport Science and the American College of Sports Medicine. Medicine & Science in Sports & Exercise, 45(1), 186–205. doi:10.1249/MSS.0b013e318279a10a',
    source_url: doi('10.1249/MSS.0b013e318279a10a'),
  },
  {
    id: 'natacao-aquecimento',
    topic: 'Natação',
    title: 'Aquecimento na piscina antes de nadar forte',
    body: 'Uma revisão sobre aquecimento na natação competitiva concluiu que ele tende a melhorar o desempenho. A recomendação é um volume moderado, uma breve aproximação do ritmo de prova e recuperação suficiente antes da largada.',
    extended: paragraphs(
      'Neiva e colaboradores revisaram os estudos sobre aquecimento na natação. O aquecimento eleva a temperatura muscular, o fluxo de sangue e a eficiência da contração, e a maioria dos estudos encontrou efeito positivo no desempenho, embora nem todos.',
      'Para competidores, os autores sugerem um volume moderado na água (de 1000 a 1500 m), com uma breve aproximação do ritmo de prova e tempo de recuperação suficiente para não começar cansado.',
      'No TAF, nem sempre dá para nadar tanto antes da prova. Faça o que for possível: alguns minutos de nado solto, dois ou três trechos curtos no ritmo dos 100 m e, fora da água, mobilidade de ombros e ativação com elástico enquanto espera sua vez.',
    ),
    source:
      'Neiva HP, Marques MC, Barbosa TM, Izquierdo M, Marinho DA (2014). Warm-up and performance in competitive swimming. Sports Medicine, 44(3), 319–330. doi:10.1007/s40279-013-0117-y',
    source_url: doi('10.1007/s40279-013-0117-y'),
  },
  {
    id: 'barra-preve-formacao',
    topic: 'Barra',
    title: 'A barra também conta depois do concurso',
    body: 'Num estudo com 305 alunos de uma academia de formação de bombeiros, os que se formaram faziam mais barras, flexões e elevações de joelhos na barra do que os desligados. O teste de barra foi um dos mais sensíveis para identificar quem concluiria o curso.',
    extended: paragraphs(
      'Lockie e colaboradores analisaram dados de testes físicos de 305 alunos bombeiros e compararam os que se formaram com os que foram desligados do curso. Quem se formou fez mais repetições de barra, flexão de braço e elevação de joelhos na barra (leg tuck), e pontuou mais em todos os testes.',
      'Entre os testes analisados, a barra esteve entre os de maior sensibilidade (acima de 80%) para identificar os alunos que concluíram a formação.',
      'A força de puxar, de sustentar o próprio peso e de carregar equipamento é exigida em escadas, resgates e transporte de materiais. Ganhar repetições na barra é preparar-se para o curso de formação, não só para a nota.',
    ),
    source:
      'Lockie RG, Orr RM, Montes F, Ruvalcaba TJ, Dawes JJ (2022). Exploring predictive ability of fitness test data relative to fire academy graduation in trainees: practical applications for physical training. International Journal of Exercise Science, 15(4), 1274–1294. doi:10.70252/EKNY5329',
    source_url: doi('10.70252/EKNY5329'),
  },
  {
    id: 'corrida-forca-economia',
    topic: 'Corrida',
    title: 'Musculação deixa a corrida mais econômica',
    body: 'Uma meta-análise de estudos controlados com corredores bem treinados mostrou que acrescentar treino de força melhorou a economia de corrida, com efeito grande. Correr gastando menos energia no mesmo ritmo ajuda nos 2400 m.',
    extended: paragraphs(
      'Economia de corrida é quanto oxigênio você gasta para correr num dado ritmo: quanto menor, melhor. Balsalobre-Fernández e colaboradores reuniram cinco estudos controlados com corredores altamente treinados e encontraram melhora grande da economia quando o treino de força foi somado ao treino de corrida.',
      'Para o candidato, isso é uma boa notícia: o treino de força que você já faz pela barra pode beneficiar também a corrida, desde que inclua membros inferiores (agachamento, afundo, levantamento terra, saltos).',
      'Duas sessões semanais de força bem planejadas convivem bem com a corrida. Faça as sessões de força longe dos tiros mais intensos, ou depois deles no mesmo dia, para não chegar com as pernas cansadas ao treino de qualidade.',
    ),
    source:
      'Balsalobre-Fernández C, Santos-Concejero J, Grivas GV (2016). Effects of strength training on running economy in highly trained runners: a systematic review with meta-analysis of controlled trials. Journal of Strength and Conditioning Research, 30(8), 2361–2368. doi:10.1519/JSC.0000000000001316',
    source_url: doi('10.1519/JSC.0000000000001316'),
  },
  {
    id: 'tatico-treino-concorrente',
    topic: 'Treino Tático',
    title: 'Força e corrida juntas: dá para combinar',
    body: 'Uma meta-análise atualizada mostrou que combinar treino aeróbio e de força não prejudicou o ganho de massa muscular nem de força máxima. A força explosiva, porém, ganhou menos, sobretudo quando os dois treinos eram feitos na mesma sessão.',
    extended: paragraphs(
      'O TAF exige ao mesmo tempo força (barra), resistência aeróbia (corrida) e uma mistura das duas (natação). Por muito tempo se temeu o "efeito de interferência": o treino aeróbio atrapalharia os ganhos de força.',
      'Schumann e colaboradores atualizaram a meta-análise sobre o tema e concluíram que o treino combinado não compromete a hipertrofia nem a força máxima. O ganho de força explosiva foi menor, especialmente quando aeróbio e força eram feitos na mesma sessão.',
      'Na prática: é possível treinar tudo, mas organize a semana. Quando der, separe força e corrida intensa em dias ou turnos diferentes; quando precisar juntar, faça primeiro o que for prioridade naquele dia.',
    ),
    source:
      'Schumann M, Feuerbacher JF, Sünkeler M, et al. (2022). Compatibility of concurrent aerobic and strength training for skeletal muscle size and function: an updated systematic review and meta-analysis. Sports Medicine, 52(3), 601–612. doi:10.1007/s40279-021-01587-7',
    source_url: doi('10.1007/s40279-021-01587-7'),
  },
  {
    id: 'natacao-forca-fora-da-agua',
    topic: 'Natação',
    title: 'Força fora da água, transferência dentro dela',
    body: 'Uma revisão sobre treino de força na natação conclui que a força máxima, ganha com cargas suficientemente altas, é a base para sair, virar e nadar mais rápido. O treino de força deve acompanhar o de natação o ano todo, e a transferência se faz nadando.',
    extended: paragraphs(
      'Wirth e colaboradores revisaram o papel do treino de força na natação: na saída, nas viradas e no nado propriamente dito. A conclusão principal é que a força máxima, desenvolvida com cargas suficientemente altas, é a base da potência que o nadador aplica na água.',
      'Os autores recomendam manter o treino de força durante o ano todo, em paralelo ao treino de natação, e transferir essa força para o nado dentro da própria piscina. Exercícios que apenas imitam a braçada, no solo ou com resistência na água, não são o caminho principal para ganhar força.',
      'Para o TAF, isso combina com o que você já faz: barra, remadas, desenvolvimento e exercícios de pernas e tronco constroem a força; os treinos na piscina ensinam o corpo a usá-la. Saída e viradas também dependem de pernas fortes.',
    ),
    source:
      'Wirth K, Keiner M, Fuhrmann S, Nimmerichter A, Haff GG (2022). Strength Training in Swimming. International Journal of Environmental Research and Public Health, 19(9), 5369. doi:10.3390/ijerph19095369',
    source_url: doi('10.3390/ijerph19095369'),
  },
  {
    id: 'suplementacao-creatina',
    topic: 'Suplementação',
    title: 'Creatina: o suplemento mais estudado',
    body: 'A posição da ISSN considera a creatina monohidratada o suplemento nutricional mais eficaz para aumentar a capacidade em exercícios de alta intensidade e a massa magra. Em pessoas saudáveis, os estudos de curto e longo prazo não mostraram riscos com as doses recomendadas.',
    extended: paragraphs(
      'A creatina aumenta os estoques de fosfocreatina no músculo, a energia dos esforços curtos e intensos, e por isso ajuda em séries repetidas de força e em tiros. A posição da ISSN descreve duas formas de uso: uma fase de saturação de cerca de 0,3 g/kg/dia (por volta de 20 g divididos em 4 doses) por 5 a 7 dias, seguida de 3 a 5 g/dia; ou diretamente 3 a 5 g/dia, que satura os músculos em cerca de 3 a 4 semanas.',
      'O efeito colateral relatado de forma consistente é o ganho de peso, em parte por retenção de água no músculo. Para quem faz barra, um ou dois quilos a mais são peso a levantar: avalie se o ganho de força compensa no seu caso, testando com antecedência.',
      'Prefira produtos com certificação de qualidade e lembre que suplemento não substitui treino, sono e alimentação. Quem tem doença renal ou usa medicamentos deve conversar antes com um médico.',
    ),
    source:
      'Kreider RB, Kalman DS, Antonio J, et al. (2017). International Society of Sports Nutrition position stand: safety and efficacy of creatine supplementation in exercise, sport, and medicine. Journal of the International Society of Sports Nutrition, 14, 18. doi:10.1186/s12970-017-0173-z',
    source_url: doi('10.1186/s12970-017-0173-z'),
  },
  {
    id: 'nutricao-dois-treinos-no-dia',
    topic: 'Nutrição',
    title: 'Dois treinos no mesmo dia? Reabasteça rápido',
    body: 'Quando há menos de 4 horas entre dois treinos, a posição da ISSN sobre o momento dos nutrientes recomenda repor carboidrato de forma agressiva, cerca de 1,2 g por kg por hora. Fora dessa situação, o total do dia importa mais que o horário exato.',
    extended: paragraphs(
      'A posição da ISSN sobre nutrient timing lembra que, na maior parte dos casos, o total diário de carboidrato e proteína é o que mais importa. A exceção é a recuperação rápida: quando o próximo treino está a menos de 4 horas, a recomendação é ingerir cerca de 1,2 g de carboidrato por kg por hora, de preferência de alto índice glicêmico.',
      'A mesma posição indica que acrescentar proteína (0,2 a 0,4 g/kg/h) ou cafeína a uma quantidade menor de carboidrato (0,8 g/kg/h) pode ter efeito parecido na reposição do glicogênio.',
      'Exemplo para quem treina barra de manhã e natação à tarde: depois do primeiro treino, uma refeição com arroz, batata ou pão e uma fonte de proteína, e um lanche com fruta e iogurte no intervalo. Assim o segundo treino não começa com o tanque vazio.',
    ),
    source:
      'Kerksick CM, Arent S, Schoenfeld BJ, et al. (2017). International society of sports nutrition position stand: nutrient timing. Journal of the International Society of Sports Nutrition, 14, 33. doi:10.1186/s12970-017-0189-4',
    source_url: doi('10.1186/s12970-017-0189-4'),
  },
  {
    id: 'hidratacao-calor',
    topic: 'Hidratação',
    title: 'Treinar no calor: aclimatação leva dias',
    body: 'O consenso sobre treinar e competir no calor recomenda exposição repetida ao calor por cerca de 1 a 2 semanas para o corpo se adaptar. Nesse período o desempenho cai menos e o risco de passar mal diminui.',
    extended: paragraphs(
      'Racinais e colaboradores reuniram recomendações para atletas que treinam ou competem no calor. A aclimatação — sessões repetidas de exercício em ambiente quente — provoca adaptações como suar mais cedo, aumentar o volume de plasma e reduzir a frequência cardíaca e a temperatura corporal no mesmo esforço.',
      'O consenso indica que boa parte das adaptações surge na primeira semana e que de 1 a 2 semanas de exposição são recomendadas antes de competir no calor. A hidratação deve ser monitorada pelo peso corporal e pela urina.',
      'Se o seu TAF for em horário quente e você treina sempre de madrugada ou em ambiente fresco, faça parte dos treinos leves nos horários mais quentes nas semanas anteriores, com água disponível. Tontura, náusea, confusão mental ou mal-estar são sinais para parar e procurar ajuda.',
    ),
    source:
      'Racinais S, Alonso JM, Coutts AJ, et al. (2015). Consensus recommendations on training and competing in the heat. British Journal of Sports Medicine, 49(18), 1164–1173. doi:10.1136/bjsports-2015-094915',
    source_url: doi('10.1136/bjsports-2015-094915'),
  },
  {
    id: 'recuperacao-alongamento-dor',
    topic: 'Recuperação',
    title: 'Alongar não evita a dor muscular tardia',
    body: 'Uma revisão Cochrane com 12 estudos mostrou que alongar antes ou depois do exercício praticamente não reduz a dor muscular dos dias seguintes. A diferença encontrada foi pequena demais para ser percebida.',
    extended: paragraphs(
      'Herbert, de Noronha e Kamper revisaram ensaios clínicos sobre alongamento e dor muscular de início tardio (aquela que aparece 24 a 72 horas depois do treino). Alongar antes, depois ou antes e depois produziu reduções muito pequenas da dor, sem importância prática.',
      'Isso não quer dizer que alongar seja inútil: a mobilidade pode ser necessária para executar bem um movimento. Mas, se o objetivo é sentir menos dor depois de um treino pesado de barra, o alongamento não resolve.',
      'O que costuma ajudar mais é progressão: a dor muscular tardia é maior quando o estímulo é novo ou muito maior que o habitual. Aumentar o volume aos poucos reduz o problema.',
    ),
    source:
      'Herbert RD, de Noronha M, Kamper SJ (2011). Stretching to prevent or reduce muscle soreness after exercise. Cochrane Database of Systematic Reviews, (7), CD004577. doi:10.1002/14651858.CD004577.pub3',
    source_url: doi('10.1002/14651858.CD004577.pub3'),
  },
  {
    id: 'barra-isometria',
    topic: 'Barra',
    title: 'Barra isométrica: treine no ângulo da prova',
    body: 'Uma revisão sistemática sobre treino isométrico mostrou que os ganhos de força são em boa parte específicos do ângulo treinado, sobretudo quando o músculo está encurtado. Se a sua prova é de sustentação, treine a sustentação na posição exigida.',
    extended: paragraphs(
      'Em alguns editais, como na referência do CBMDF que o app usa para mulheres, a barra é avaliada em tempo de sustentação (isometria). Oranchuk e colaboradores revisaram o treino isométrico de longo prazo e observaram que o ganho de força é bastante específico do ângulo articular treinado, principalmente em posições de músculo encurtado, enquanto o treino em músculo alongado transfere melhor para outros ângulos.',
      'A revisão também indica que contrações de alta intensidade tendem a render mais força. Para o teste de sustentação, isso sugere treinar a própria posição da prova (por exemplo, queixo acima da barra), com séries de boa qualidade e descanso suficiente.',
      'Complete com puxadas dinâmicas em amplitude total, que constroem força em toda a amplitude. Confira no seu edital a posição exata exigida e os critérios de encerramento do tempo.',
    ),
    source:
      'Oranchuk DJ, Storey AG, Nelson AR, Cronin JB (2019). Isometric training and long-term adaptations: effects of muscle length, intensity, and intent: a systematic review. Scandinavian Journal of Medicine & Science in Sports, 29(4), 484–503. doi:10.1111/sms.13375',
    source_url: doi('10.1111/sms.13375'),
  },
  {
    id: 'corrida-cadencia',
    topic: 'Corrida',
    title: 'Passos um pouco mais curtos e rápidos',
    body: 'Em 45 corredores recreativos, aumentar a cadência em 5% a 10% em relação à preferida reduziu a carga sobre o joelho, e com 10% também sobre o quadril. É um ajuste simples para quem corre com passadas longas.',
    extended: paragraphs(
      'Heiderscheit e colaboradores pediram a corredores saudáveis que corressem na mesma velocidade variando a cadência (passos por minuto). Com 5% e 10% a mais de passos do que o habitual, a energia absorvida pelo joelho diminuiu; com 10%, a do quadril também.',
      'Passadas muito longas, com o pé tocando o chão bem à frente do corpo, aumentam o impacto. Aumentar levemente a cadência encurta a passada e aproxima a aterrissagem do centro do corpo.',
      'Como fazer: conte seus passos em 30 segundos de corrida leve e multiplique por dois; tente subir cerca de 5%, com um metrônomo ou uma playlist no ritmo certo. Mude aos poucos, em treinos leves, e não busque um número "mágico".',
    ),
    source:
      'Heiderscheit BC, Chumanov ES, Michalski MP, Wille CM, Ryan MB (2011). Effects of step rate manipulation on joint mechanics during running. Medicine & Science in Sports & Exercise, 43(2), 296–302. doi:10.1249/MSS.0b013e3181ebedf4',
    source_url: doi('10.1249/MSS.0b013e3181ebedf4'),
  },
  {
    id: 'suplementacao-consenso-coi',
    topic: 'Suplementação',
    title: 'Poucos suplementos funcionam, e há riscos',
    body: 'O consenso do Comitê Olímpico Internacional conclui que poucos suplementos têm boa evidência de melhorar o desempenho, e sempre em situações específicas. Há risco real de contaminação com substâncias proibidas ou não declaradas.',
    extended: paragraphs(
      'O consenso do COI de 2018 revisou suplementos usados por atletas. Entre os que têm boa evidência de efeito no desempenho estão cafeína, creatina, nitrato (suco de beterraba), beta-alanina e bicarbonato de sódio — cada um útil em tipos específicos de esforço, com ganhos pequenos.',
      'O documento alerta para a contaminação: alguns produtos contêm substâncias não declaradas no rótulo, inclusive estimulantes e anabolizantes. Além do risco à saúde, isso pode ser um problema em carreiras com exame toxicológico ou controle de dopagem.',
      'A orientação é priorizar a alimentação, avaliar custo e benefício de cada suplemento, preferir produtos testados por terceiros e testar no treino antes de usar em prova. Um nutricionista pode ajudar a decidir.',
    ),
    source:
      'Maughan RJ, Burke LM, Dvorak J, et al. (2018). IOC consensus statement: dietary supplements and the high-performance athlete. British Journal of Sports Medicine, 52(7), 439–455. doi:10.1136/bjsports-2018-099027',
    source_url: doi('10.1136/bjsports-2018-099027'),
  },
  {
    id: 'nutricao-energia-suficiente',
    topic: 'Nutrição',
    title: 'Comer pouco demais atrapalha o treino',
    body: 'O consenso do COI sobre deficiência energética relativa no esporte (REDs) mostra que comer menos energia do que o treino exige prejudica a saúde e o desempenho. Afeta homens e mulheres.',
    extended: paragraphs(
      'Quando a energia que sobra da alimentação, depois de descontado o gasto do treino, fica baixa por tempo prolongado, o corpo passa a economizar: funções hormonais, saúde óssea, metabolismo e imunidade podem ser afetados. O consenso de 2023 do COI chama esse quadro de REDs e descreve também efeitos no desempenho, como menor resposta ao treino.',
      'É um risco real para candidatos que tentam perder peso rápido para a barra enquanto treinam muito para corrida e natação. Cortes agressivos costumam custar força, recuperação e, no fim, nota.',
      'Se quiser reduzir peso, faça com um déficit moderado e acompanhamento profissional. Cansaço persistente, lesões frequentes, perda de ciclo menstrual ou queda de libido são sinais para procurar um médico ou nutricionista.',
    ),
    source:
      "Mountjoy M, Ackerman KE, Bailey DM, et al. (2023). 2023 International Olympic Committee's (IOC) consensus statement on Relative Energy Deficiency in Sport (REDs). British Journal of Sports Medicine, 57(17), 1073–1097. doi:10.1136/bjsports-2023-106994",
    source_url: doi('10.1136/bjsports-2023-106994'),
  },
  {
    id: 'hidratacao-beber-demais',
    topic: 'Hidratação',
    title: 'Beber demais também faz mal',
    body: 'O consenso internacional sobre hiponatremia associada ao exercício aponta como principal causa beber mais líquido do que se perde. A recomendação para a maioria das situações é beber de acordo com a sede.',
    extended: paragraphs(
      'A hiponatremia é a queda da concentração de sódio no sangue. O consenso de 2015 identifica a ingestão excessiva de líquidos — acima do que é perdido no suor e na urina — como o principal fator de risco, sobretudo em esforços longos.',
      'Os sintomas podem começar com dor de cabeça, náusea e inchaço e evoluir para confusão mental, o que exige atendimento médico imediato. Por isso, "beber o máximo possível" não é uma boa estratégia.',
      'Para os treinos e o dia do TAF, a orientação do consenso é beber conforme a sede. Combine isso com o que você aprendeu medindo sua taxa de suor: o objetivo é repor, não exagerar.',
    ),
    source:
      'Hew-Butler T, Rosner MH, Fowkes-Godek S, et al. (2015). Statement of the Third International Exercise-Associated Hyponatremia Consensus Development Conference, Carlsbad, California, 2015. Clinical Journal of Sport Medicine, 25(4), 303–320. doi:10.1097/JSM.0000000000000221',
    source_url: doi('10.1097/JSM.0000000000000221'),
  },
  {
    id: 'recuperacao-tecnicas',
    topic: 'Recuperação',
    title: 'Técnicas de recuperação: o que a evidência apoia',
    body: 'Uma meta-análise comparou técnicas de recuperação pós-exercício e encontrou na massagem o maior efeito sobre a dor muscular tardia e a sensação de fadiga. Recuperação ativa, roupas de compressão e imersão em água também reduziram a dor, em menor grau.',
    extended: paragraphs(
      'Dupuy e colaboradores reuniram estudos sobre técnicas usadas depois do exercício. A massagem foi a mais eficaz para reduzir a dor muscular tardia e a fadiga percebida.',
      'Recuperação ativa (exercício leve) e roupas de compressão tiveram efeito moderado sobre a dor; crioterapia, imersão em água e contraste de temperatura, efeitos menores. Os estudos reunidos são pequenos e variados, o que limita as conclusões.',
      'Essas técnicas são complementos. A base da recuperação continua sendo dormir bem, comer o suficiente e dosar o treino — e nenhuma delas compensa uma semana de carga mal planejada.',
    ),
    source:
      'Dupuy O, Douzi W, Theurot D, Bosquet L, Dugué B (2018). An evidence-based approach for choosing post-exercise recovery techniques to reduce markers of muscle damage, soreness, fatigue, and inflammation: a systematic review with meta-analysis. Frontiers in Physiology, 9, 403. doi:10.3389/fphys.2018.00403',
    source_url: doi('10.3389/fphys.2018.00403'),
  },
  {
    id: 'suplementacao-beta-alanina',
    topic: 'Suplementação',
    title: 'Beta-alanina: para esforços de 1 a 4 minutos',
    body: 'A posição da ISSN mostra que a beta-alanina, tomada diariamente por semanas, aumenta a carnosina muscular e melhora esforços de alta intensidade de cerca de 1 a 4 minutos. Formigamento na pele é o efeito colateral mais comum.',
    extended: paragraphs(
      'A carnosina ajuda a tamponar a acidez do músculo em esforços intensos. Segundo a ISSN, 4 a 6 g de beta-alanina por dia, por pelo menos 2 a 4 semanas, elevam a carnosina muscular, e os benefícios aparecem principalmente em exercícios de 1 a 4 minutos.',
      'No TAF, os 100 m de natação ficam nessa faixa de duração; os 2400 m de corrida duram mais. O formigamento (parestesia) pode ser reduzido dividindo a dose ao longo do dia ou usando formulações de liberação lenta.',
      'Como em todo suplemento, o efeito é pequeno perto do efeito do treino. Avalie custo e benefício e prefira produtos com certificação de qualidade.',
    ),
    source:
      'Trexler ET, Smith-Ryan AE, Stout JR, et al. (2015). International society of sports nutrition position stand: Beta-Alanine. Journal of the International Society of Sports Nutrition, 12, 30. doi:10.1186/s12970-015-0090-y',
    source_url: doi('10.1186/s12970-015-0090-y'),
  },
  {
    id: 'tatico-aquecimento',
    topic: 'Treino Tático',
    title: 'Aqueça sem se cansar',
    body: 'A revisão de Bishop sobre aquecimento ativo mostra que ele melhora o desempenho em esforços curtos quando é moderado e seguido de alguns minutos de recuperação. Aquecimento intenso demais, ou sem pausa, pode piorar o resultado.',
    extended: paragraphs(
      'Bishop revisou como o aquecimento ativo afeta o desempenho. Para esforços curtos, os melhores resultados vieram de aquecimentos moderados (cerca de 40% a 60% do VO2máx, por 5 a 10 minutos), seguidos de aproximadamente 5 minutos de recuperação. Aquecimento muito intenso ou sem pausa pode esgotar as reservas de energia antes da prova.',
      'Para esforços mais longos, como a corrida, o aquecimento deve permitir começar com o sistema aeróbio já ativado, mas sem fadiga.',
      'No dia do TAF: trote leve, mobilidade, algumas acelerações curtas antes da corrida e duas ou três repetições fáceis de barra antes do teste — tudo sem chegar cansado. Treine esse roteiro nos simulados para que ele seja automático.',
    ),
    source:
      'Bishop D (2003). Warm up II: performance changes following active warm up and how to structure the warm up. Sports Medicine, 33(7), 483–498. doi:10.2165/00007256-200333070-00002',
    source_url: doi('10.2165/00007256-200333070-00002'),
  },
  {
    id: 'tatico-forca-previne-lesoes',
    topic: 'Treino Tático',
    title: 'Treino de força protege contra lesões',
    body: 'Uma meta-análise de ensaios clínicos mostrou que o treino de força reduz lesões esportivas agudas e por sobrecarga, com efeito que depende da dose. Entre as intervenções preventivas estudadas, foi a que teve melhor resultado.',
    extended: paragraphs(
      'Lauersen, Andersen e Andersen reuniram ensaios clínicos randomizados sobre prevenção de lesões no esporte. O treino de força reduziu tanto as lesões agudas quanto as por sobrecarga, e o efeito foi maior com mais volume de treino de força.',
      'Para o candidato, lesão é o pior cenário: semanas sem treinar perto do TAF. Duas sessões semanais de força para o corpo todo, com progressão gradual, são um investimento em continuidade.',
      'Inclua exercícios para pernas, quadril, tronco e ombros — não só a barra. Ombros fortes e bem equilibrados suportam melhor o volume de barra e de natação.',
    ),
    source:
      'Lauersen JB, Andersen TE, Andersen LB (2018). Strength training as superior, dose-dependent and safe prevention of acute and overuse sports injuries: a systematic review, qualitative analysis and meta-analysis. British Journal of Sports Medicine, 52(24), 1557–1563. doi:10.1136/bjsports-2018-099078',
    source_url: doi('10.1136/bjsports-2018-099078'),
  },
];

/** The rows the seed writes: position n is the snippet's place in SNIPPETS. */
export const SNIPPET_ROWS = SNIPPETS.map((snippet, position) => ({
  ...snippet,
  position,
  file_ref: null,
}));

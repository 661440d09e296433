// The published references the sessions of an exam's other events follow (decision 047), as the
// plan shows them under 'Por que este treino?'. Only what the sessions actually use; no links.

export const SOURCES = {
  /** Loads, repetitions, rest and progression for strength and local muscular endurance. */
  acsm2009:
    'ACSM, “Progression models in resistance training for healthy adults”, Med Sci Sports Exerc 2009;41:687–708',
  /** Plyometric volume in foot contacts, rest between sessions; work-to-rest ratios for maximal efforts. */
  nsca: 'NSCA, Essentials of Strength Training and Conditioning, 4ª ed. (Haff e Triplett), Human Kinetics, 2016',
  /** Accelerations, flying sprints and full-recovery maximal sprints. */
  haugen2019:
    'Haugen, Seiler, Sandbakk e Tønnessen, “The training and development of elite sprint performance”, Sports Med Open 2019;5:44',
  /** Plyometric training improves jump height. */
  markovic2007:
    'Markovic, “Does plyometric training improve vertical jump height? A meta-analytical review”, Br J Sports Med 2007;41:349–55',
  /** The 12-minute run test. */
  cooper1968: 'Cooper, “A means of assessing maximal oxygen intake”, JAMA 1968;203:201–4',
  /** Training paces from a target performance; repeats at race pace. */
  daniels: 'Daniels, Daniels’ Running Formula, 3ª ed., Human Kinetics, 2014',
} as const;

/** 'ACSM, … ; NSCA, …': several references in one line. */
export const cite = (...sources: string[]) => sources.join('; ');

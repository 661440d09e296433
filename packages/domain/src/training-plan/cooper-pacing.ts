import { vamFromTimeTrial } from '../endurance/formulas';
import { COOPER_SECONDS } from '../training/exam-event-log';

// The 12-minute run's pacing (decision 047): the even pace that covers the pass distance in 12
// minutes (Cooper, JAMA 1968: as far as one can in 12 minutes), its splits, and what a result says
// of the VAM. 2.400 m in 12 minutes is 5:00 /km, 400 m in 2:00 and 600 m every 3 minutes.

/** The pace (decimal min/km) that covers `metres` in 12 minutes. */
export const cooperPaceMinPerKm = (metres: number): number => COOPER_SECONDS / 60 / (metres / 1000);

/** Seconds per `splitM` at the pace that covers `metres` in 12 minutes (400 m for 2.400 m: 120). */
export const cooperSplitSeconds = (metres: number, splitM: number): number =>
  (COOPER_SECONDS * splitM) / metres;

/** Metres covered in `seconds` at the pace that covers `metres` in 12 minutes. */
export const cooperMetresIn = (metres: number, seconds: number): number =>
  (metres * seconds) / COOPER_SECONDS;

/** The VAM (km/h) a 12-minute result implies, by the same formula as a time trial's (taf-2025.md). */
export const vamFromCooper = (metres: number): number => vamFromTimeTrial(metres, COOPER_SECONDS);

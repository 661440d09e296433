import { addDays, daysBetween } from '../dates/plain-date';
import type { PlanBlock } from './plan-types';

// Periodization (decision 036): weeks are counted back from the TAF, so the last one ends on its eve
// and is the taper; before it specific, build and base blocks (Issurin 2010's accumulation,
// transmutation, realization). Under 30 days: 'Reta final', no new load, then the taper.

/** Under this many days to the TAF the plan only maintains and sharpens. */
export const RETA_FINAL_DAYS = 30;
/** Weekly rise of volume, kept under the 10 % ceiling so rounding never crosses it. */
export const WEEKLY_RISE = 1.07;
/** The ceiling the plan's weekly load never crosses over the previous complete week. */
export const MAX_WEEKLY_RISE = 1.1;
/** Every 4th week is lighter (3 up, 1 down) and carries the tests. */
export const RECOVERY_EVERY = 4;
export const RECOVERY_FACTOR = 0.85;
/** Taper volume: 45 % less than the week before (Bosquet 2007: cut 41–60 %, keep intensity). */
export const TAPER_FACTOR = 0.55;
/** The plan never asks for more than this multiple of the starting volume. */
export const MAX_VOLUME_FACTOR = 1.5;

export interface WeekFrame {
  index: number;
  start: string;
  end: string;
  block: PlanBlock;
  volumeFactor: number;
  isTestWeek: boolean;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Blocks of the weeks before the taper, in order. */
export function preTaperBlocks(weeks: number, daysLeft: number): PlanBlock[] {
  if (daysLeft < RETA_FINAL_DAYS) return Array.from({ length: weeks }, () => 'reta_final');
  const specific = Math.min(6, Math.max(2, Math.round(weeks * 0.25)));
  const build = Math.max(1, Math.round(weeks * 0.35));
  const base = Math.max(0, weeks - specific - build);
  return [
    ...Array.from({ length: base }, (): PlanBlock => 'base'),
    ...Array.from({ length: weeks - base - specific }, (): PlanBlock => 'construcao'),
    ...Array.from({ length: specific }, (): PlanBlock => 'especifico'),
  ];
}

/** Volume factor of a week from the previous one (the first week is 1: today's level). */
function nextFactor(previous: number, block: PlanBlock, index: number, ceiling: number): number {
  if (block === 'polimento') return round2(previous * TAPER_FACTOR);
  if (block === 'reta_final') return 1;
  if (index % RECOVERY_EVERY === 0) return round2(previous * RECOVERY_FACTOR);
  return round2(Math.min(block === 'especifico' ? ceiling : MAX_VOLUME_FACTOR, previous * WEEKLY_RISE));
}

/**
 * The weeks from today's to the TAF's: week k from the end covers [taf − 7(k+1), taf − 7k − 1];
 * the first starts today. `daysLeft` = days from today to the TAF (≥ 1).
 */
export function planWeeks(today: string, tafDate: string): WeekFrame[] {
  const daysLeft = daysBetween(today, tafDate);
  const count = Math.ceil(daysLeft / 7);
  const blocks: PlanBlock[] = [...preTaperBlocks(count - 1, daysLeft), 'polimento'];
  const frames: WeekFrame[] = [];
  let factor = 1;
  let ceiling = 1;
  for (let i = 0; i < count; i++) {
    const index = i + 1;
    const block = blocks[i] ?? 'polimento';
    const fromEnd = count - 1 - i;
    const nominalStart = addDays(tafDate, -7 * (fromEnd + 1));
    if (i > 0) factor = nextFactor(factor, block, index, ceiling);
    else if (block === 'polimento') factor = TAPER_FACTOR;
    if (block === 'base' || block === 'construcao') ceiling = Math.max(ceiling, factor);
    frames.push({
      index,
      start: i === 0 ? today : nominalStart,
      end: addDays(tafDate, -7 * fromEnd - 1),
      block,
      volumeFactor: factor,
      isTestWeek: index % RECOVERY_EVERY === 0 && block !== 'polimento',
    });
  }
  return frames;
}

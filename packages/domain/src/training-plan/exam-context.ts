import { vamFromTimeTrial } from '../endurance/formulas';
import { vamFromCooper } from './cooper-pacing';
import type { EventTarget } from './exam-targets';
import { EXERCISE_TRACKS, type PlanTrack } from './plan-tracks';
import type { EventContext, SessionContext } from './session-context';

// What the sessions of an exam's plan know (decision 047): per track, the event it trains — its
// label for the person's sex, the latest result, the target — and the run's, swim's and bar's
// figures in the shape today's builders read them.

type ExamContext = Omit<SessionContext, 'block' | 'factor' | 'slotMin'>;
/** What build-plan.ts's CurrentResults adds to an exam's results: a newer time trial, the VAM. */
interface CurrentResults {
  run2400s?: number;
  swimSeconds?: number;
  vamKmh?: number;
}

/** The event a track trains: the one furthest from its target (two events of a track are rare). */
function eventOf(events: readonly EventTarget[], track: PlanTrack): EventTarget | undefined {
  let found: EventTarget | undefined;
  for (const event of events) if (event.track === track && (!found || event.gap > found.gap)) found = event;
  return found;
}

/** The tracks by priority: the largest gap to the target first, ties in the exam's order. */
export function examTrackOrder(events: readonly EventTarget[]): PlanTrack[] {
  const tracks: PlanTrack[] = [];
  for (const event of events) if (event.track && !tracks.includes(event.track)) tracks.push(event.track);
  const gap = (track: PlanTrack) => eventOf(events, track)?.gap ?? 0;
  return tracks
    .map((track, index) => ({ track, index }))
    .sort((x, y) => gap(y.track) - gap(x.track) || x.index - y.index)
    .map(({ track }) => track);
}

const markOf = (event: EventTarget | undefined) => event?.current?.mark;

function runContext(current: CurrentResults, event: EventTarget | undefined): ExamContext['run'] {
  if (event?.measure === 'metres_in_time') {
    const currentM = markOf(event);
    const vamKmh = current.vamKmh ?? (currentM ? vamFromCooper(currentM) : undefined);
    return {
      cooper: {
        ...(event.passMark !== null ? { passM: event.passMark } : {}),
        ...(event.targetMark !== null ? { targetM: event.targetMark } : {}),
        ...(currentM !== undefined ? { currentM } : {}),
      },
      ...(vamKmh ? { vamKmh } : {}),
    };
  }
  const currentS = current.run2400s ?? markOf(event);
  const vamKmh =
    current.vamKmh ?? (currentS ? vamFromTimeTrial(event?.distanceM ?? 2400, currentS) : undefined);
  return {
    ...(currentS ? { currentS } : {}),
    ...(event?.targetMark ? { targetS: event.targetMark } : {}),
    ...(vamKmh ? { vamKmh } : {}),
  };
}

function eventContext(track: PlanTrack, event: EventTarget): EventContext {
  const mark = markOf(event);
  return {
    key: event.key,
    label: event.label,
    ...(mark !== undefined ? { current: mark } : {}),
    ...(event.targetMark !== null ? { target: event.targetMark } : {}),
    ...(event.passMark !== null ? { passMark: event.passMark } : {}),
    ...(event.distanceM !== undefined ? { distanceM: event.distanceM } : {}),
    ...(event.timeWindowS !== undefined ? { timeWindowS: event.timeWindowS } : {}),
    ...(track === 'flexao' && /joelho/i.test(event.label) ? { isKneeVariant: true } : {}),
  };
}

/** The sessions' context for an exam's events (the week's block and volume are added per week). */
export function examContextFor(current: CurrentResults, events: readonly EventTarget[]): ExamContext {
  const swim = eventOf(events, 'SWIM');
  const bar = eventOf(events, 'BARRA');
  const swimS = current.swimSeconds ?? markOf(swim);
  const barMark = markOf(bar);
  const exam: NonNullable<SessionContext['exam']> = {};
  for (const track of EXERCISE_TRACKS) {
    const event = eventOf(events, track);
    if (event) exam[track] = eventContext(track, event);
  }
  return {
    run: runContext(current, eventOf(events, 'RUN')),
    swim: {
      distanceM: swim?.distanceM ?? 100,
      ...(swimS ? { currentS: swimS } : {}),
      ...(swim?.targetMark ? { targetS: swim.targetMark } : {}),
    },
    bar: {
      measure: bar?.measure === 'seconds_hang' ? 'seconds_hang' : 'reps',
      ...(barMark !== undefined ? { current: barMark } : {}),
      ...(bar?.targetMark != null ? { target: bar.targetMark } : {}),
    },
    exam,
  };
}

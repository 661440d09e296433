import { Encoder, type FileIdMesg, Profile, type WorkoutMesg, type WorkoutStepMesg } from '@garmin/fitsdk';
import type {
  StepDuration,
  StepTarget,
  StructuredWorkout,
  WorkoutStep,
} from '@prontidao/domain/training-plan/workout-steps';

// A structured workout as a FIT workout file (FIT SDK, 'Workout' file type; decision 036,
// 'Exports'): file_id (type workout), one workout message, then the workout_step messages in order,
// a repeat written after the steps it repeats and pointing back at the first of them. The SDK's
// Encoder writes main fields only (subfields are ignored), so durations and targets go in the raw
// units the profile scales them by: ms for time, cm for distance, mm/s for speed.

function mesgNum(name: 'FILE_ID' | 'WORKOUT' | 'WORKOUT_STEP'): number {
  const num = Profile.MesgNum[name];
  if (num === undefined) throw new Error(`FIT profile without ${name}`);
  return num;
}

type StepMesg = WorkoutStepMesg;

function durationFields(duration: StepDuration): StepMesg {
  if (duration.type === 'time')
    return { durationType: 'time', durationValue: Math.round(duration.seconds * 1000) };
  if (duration.type === 'distance')
    return { durationType: 'distance', durationValue: Math.round(duration.metres * 100) };
  return { durationType: 'open' };
}

function targetFields(target: StepTarget): StepMesg {
  if (target.type === 'open') return { targetType: 'open' };
  // targetValue 0 = a custom range (not a speed zone of the watch).
  return {
    targetType: 'speed',
    targetValue: 0,
    customTargetValueLow: Math.round(target.lowMps * 1000),
    customTargetValueHigh: Math.round(target.highMps * 1000),
  };
}

function stepFields(step: WorkoutStep, messageIndex: number): StepMesg {
  return {
    messageIndex,
    wktStepName: step.name,
    ...durationFields(step.duration),
    ...targetFields(step.target),
    intensity: step.intensity,
    ...(step.notes ? { notes: step.notes } : {}),
  };
}

/** The workout_step messages, repeats flattened the FIT way. */
export function workoutStepMesgs(workout: StructuredWorkout): StepMesg[] {
  const mesgs: StepMesg[] = [];
  for (const block of workout.blocks) {
    if (block.kind === 'step') {
      mesgs.push(stepFields(block, mesgs.length));
      continue;
    }
    const first = mesgs.length;
    for (const step of block.steps) mesgs.push(stepFields(step, mesgs.length));
    mesgs.push({
      messageIndex: mesgs.length,
      durationType: 'repeatUntilStepsCmplt',
      // Repeat from this step (message_index), this many times.
      durationValue: first,
      targetType: 'open',
      targetValue: block.times,
    });
  }
  return mesgs;
}

/**
 * The FIT workout file of one workout. `serialNumber` tells the files apart on a watch (file_id's
 * type, manufacturer, product and serial number should be unique per file); 1 to 2³²−2.
 */
export function encodeWorkoutFit(
  workout: StructuredWorkout,
  options: { serialNumber: number; createdAt: Date },
): Uint8Array {
  const encoder = new Encoder();
  const steps = workoutStepMesgs(workout);
  const fileId: FileIdMesg = {
    type: 'workout',
    manufacturer: 'development',
    product: 0,
    serialNumber: options.serialNumber,
    timeCreated: options.createdAt,
  };
  const header: WorkoutMesg = {
    wktName: workout.name,
    sport: workout.sport,
    ...(workout.sport === 'swimming'
      ? { subSport: 'lapSwimming', poolLength: workout.poolLengthM ?? 25, poolLengthUnit: 'metric' }
      : {}),
    numValidSteps: steps.length,
  };
  encoder.onMesg(mesgNum('FILE_ID'), fileId);
  encoder.onMesg(mesgNum('WORKOUT'), header);
  for (const step of steps) encoder.onMesg(mesgNum('WORKOUT_STEP'), step);
  return encoder.close();
}

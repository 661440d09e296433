import type { RpcOutput } from '@/lib/rpc';

// The answer of get_training_plan (issue 14), as the candidate's page and the trainer's view of a
// student both show it: taken from the server's call catalogue (its instants are ISO text already),
// with names for the parts the components take.

export type PlanView = RpcOutput<'get_training_plan'>;
export type PlanStatus = PlanView['status'];
export type PlanSettings = NonNullable<PlanView['settings']>;
/** A test of the person's edital the settings form offers a goal for, with the suggested one. */
export type GoalTest = PlanView['goal_tests'][number];
export type PlanViewWeek = PlanView['weeks'][number];
/** A linked trainer's change to a week: who, when, the volume, the sessions taken out, a note. */
export type WeekAdjustment = NonNullable<PlanViewWeek['adjustment']>;
export type WeekSession = NonNullable<PlanView['this_week']>['sessions'][number];
export type PlanProjection = PlanView['projection'][number];

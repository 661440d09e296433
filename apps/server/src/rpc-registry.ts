import type { RpcCatalogOf } from './lib/rpc.js';
import type { CallerChecks } from './lib/viewer.js';
import { POLICIES } from './modules/access/access.policies.js';
import { adminRpcs } from './modules/admin/admin.rpc.js';
import { adminAnalyticsRpcs } from './modules/admin-analytics/admin-analytics.rpc.js';
import { authRpcs } from './modules/auth/auth.rpc.js';
import { coinRpcs } from './modules/coins/coins.rpc.js';
import { consentRpcs } from './modules/data-rights/consents.rpc.js';
import { deletionRpcs } from './modules/data-rights/deletion.rpc.js';
import { exportRpcs } from './modules/data-rights/export.rpc.js';
import { devRpcs } from './modules/dev/dev.rpc.js';
import { enduranceRpc } from './modules/endurance/endurance.rpc.js';
import { notificationRpcs } from './modules/notifications/notifications.rpc.js';
import { paymentRpcs } from './modules/payments/payments.rpc.js';
import { planRpcs } from './modules/plans/plans.rpc.js';
import { profileRpcs } from './modules/profiles/profiles.rpc.js';
import { findViewerBySession } from './modules/profiles/profiles.service.js';
import { rankingModerationRpcs } from './modules/ranking-moderation/ranking-moderation.rpc.js';
import { rankingRpcs } from './modules/rankings/rankings.rpc.js';
import { rewardsRpcs } from './modules/rewards/rewards.rpc.js';
import { tafRpcs } from './modules/taf/taf.rpc.js';
import { techniqueRpcs } from './modules/technique/technique.rpc.js';
import { trackerRpcs } from './modules/tracker/tracker.rpc.js';
import { trainerRpcs } from './modules/trainers/trainers.rpc.js';
import { recordAccess } from './modules/trainers/trainers.service.js';
import { trainingRpcs } from './modules/training/training.rpc.js';
import { trainingPlanRpcs } from './modules/training-plan/training-plan.rpc.js';
import { commentRpcs } from './modules/turmas/comments.rpc.js';
import { turmaRpcs } from './modules/turmas/turmas.rpc.js';

/** Every named call of the API, by module. */
export const rpcRegistry = {
  ...authRpcs,
  ...profileRpcs,
  ...tafRpcs,
  ...rewardsRpcs,
  ...trainingRpcs,
  ...coinRpcs,
  ...trackerRpcs,
  ...rankingRpcs,
  ...rankingModerationRpcs,
  ...trainerRpcs,
  ...enduranceRpc,
  ...adminRpcs,
  ...adminAnalyticsRpcs,
  ...planRpcs,
  ...paymentRpcs,
  ...notificationRpcs,
  ...techniqueRpcs,
  ...deletionRpcs,
  ...exportRpcs,
  ...consentRpcs,
  ...trainingPlanRpcs,
  ...turmaRpcs,
  ...commentRpcs,
  ...devRpcs,
};

/** What the call router asks of the modules: whose session, each policy, the access log. */
export const CALLER_CHECKS: CallerChecks = {
  findViewer: findViewerBySession,
  policies: POLICIES,
  recordAccess,
};

export type RpcCatalog = RpcCatalogOf<typeof rpcRegistry>;

import type { PlanCode } from '@prontidao/domain/plans/plan-codes';
import type { Db } from '../../db/database.js';
import type { Role } from '../../db/schema.js';
import * as repo from './profiles-admin.repository.js';

// What the admin module reads and changes of the profiles (decision 041: profiles owns the table).

export type { AdminUserRow, UserFilters } from './profiles-admin.repository.js';

/** The counts of the admin panel, in one pass over the profiles. */
export const countUsers = (db: Db) => repo.countUsers(db);

/** /admin/users: newest sign-ups first, keyset-paginated, searched by the start of a name or e-mail. */
export const listUsers = (db: Db, filters: repo.UserFilters) => repo.listUsers(db, filters);

export const findUser = (db: Db, userId: string) => repo.findUser(db, userId);

/** Active admins other than this person (not disabled, no deletion due). */
export const countOtherActiveAdmins = (db: Db, userId: string) => repo.countOtherActiveAdmins(db, userId);

/** Admin changes take turns: call first, in the transaction of the change. */
export const lockAdminChanges = (db: Db) => repo.lockAdminChanges(db);

export const setRole = (db: Db, userId: string, role: Role) => repo.setRole(db, userId, role);

export const setPlan = (db: Db, userId: string, plan: PlanCode) => repo.setPlan(db, userId, plan);

/** Marks the profile disabled or enabled (ending the sessions is auth's: endSessionsOf). */
export const setDisabled = (db: Db, userId: string, disabled: boolean) =>
  repo.setDisabled(db, userId, disabled);

export const listCrefQueue = (db: Db) => repo.listCrefQueue(db);

/** Decides a pending CREF; false when it is no longer pending. */
export const decideCref = (...args: Parameters<typeof repo.decideCref>) => repo.decideCref(...args);

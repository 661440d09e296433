import type { Role, RoleIntent } from '@prontidao/domain/navigation/routes';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** better-auth's user table (read-only for us, except through better-auth). */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Timestamp;
}

export type { Role, RoleIntent };

export interface ProfilesTable {
  id: string;
  role: ColumnType<Role, Role | undefined, Role>;
  /** What the person came for; the trainer role itself comes only from trainer onboarding. */
  role_intent: RoleIntent | null;
  full_name: string | null;
  nickname: string | null;
  /** nicknameKey(nickname): unique, so look-alike nicknames collide (Unicode TR39). */
  nickname_key: string | null;
  birth_date: string | null;
  sexo: 'M' | 'F' | null;
  peso_kg: number | null;
  altura_cm: number | null;
  taf_dt: string | null;
  cargo_code: string | null;
  consent_ranking: ColumnType<boolean, boolean | undefined, boolean>;
  plano_code: string | null;
  edital_id: string | null;
  cref_number: string | null;
  cref_region: string | null;
  cref_verified: ColumnType<boolean, boolean | undefined, boolean>;
  last_seen: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Generated<Date>;
}

export interface CargosTable {
  code: string;
  label: string;
  position: number;
}

export interface EditaisTable {
  id: string;
  version: number;
  name: string;
  is_estimate: boolean;
  document: ColumnType<unknown, string, string>;
  created_by: string | null;
  created_at: Generated<Date>;
}

export interface UserTestsTable {
  id: Generated<string>;
  user_id: string;
  edital_id: string;
  edital_version: number;
  sexo: 'M' | 'F';
  cargo_code: string | null;
  inputs: ColumnType<unknown, string, string>;
  json_resultado: ColumnType<unknown, string, string>;
  nota_final: number;
  apto: boolean;
  created_at: Generated<Date>;
}

export interface RpcRateLimitsTable {
  key: string;
  window_start: Date;
  count: number;
}

export interface Database {
  rpc_rate_limits: RpcRateLimitsTable;
  editais: EditaisTable;
  user_tests: UserTestsTable;
  cargos: CargosTable;
  user: UserTable;
  session: SessionTable;
  profiles: ProfilesTable;
  mail_outbox: MailOutboxTable;
}

import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { bootstrap } from '../bootstrap.js';
import { readEnv } from '../env.js';
import { AppError } from '../lib/errors.js';
import { createConfirmedUser } from '../modules/auth/auth.service.js';
import { makeAdmin } from '../modules/profiles/profiles.service.js';

// npm run admin:create -- --email a@b.com --name "Ana Admin" [--password …]  (asked when omitted)
const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
});

const ask = async (question: string) => {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
};

const email = values.email ?? (await ask('E-mail do admin: '));
const name = values.name ?? (await ask('Nome completo: '));
const password =
  values.password ??
  process.env.ADMIN_PASSWORD ??
  (await ask('Senha (8+, maiúscula, minúscula, número, símbolo): '));

const deps = await bootstrap(readEnv());
try {
  const id = await createConfirmedUser(deps, { email, name, password });
  await makeAdmin(deps.db, id, name);
  deps.log.info(`Admin criado: ${email}`);
} catch (error) {
  console.error(error instanceof AppError ? error.userMessage : error);
  process.exitCode = 1;
} finally {
  await deps.close();
}

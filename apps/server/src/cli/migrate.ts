import { bootstrap } from '../bootstrap.js';
import { readEnv } from '../env.js';

const deps = await bootstrap(readEnv());
deps.log.info(`Migrações aplicadas (${deps.dbKind}).`);
await deps.close();

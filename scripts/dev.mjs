// npm run dev: the API with reload on port 3001 and Vite with hot reload on port 3000 (proxying /api).
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'src/main.ts'], {
    cwd: 'apps/server',
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001', APP_URL: 'http://localhost:3000' },
  }),
  spawn('npx', ['vite'], { cwd: 'apps/web', stdio: 'inherit', env: { ...process.env, API_PORT: '3001' } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());

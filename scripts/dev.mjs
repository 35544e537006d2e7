// `npm run dev`: the server with reload (tsx watch) and Vite's dev server with hot reload.
// Open http://localhost:5173; Vite proxies /api, /healthz and /readyz to the server.
import { spawn } from 'node:child_process';
import { ensureDependencies, root } from './lib/ensure.mjs';

ensureDependencies();
const env = { ...process.env, NODE_ENV: 'development' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { cwd: root, stdio: 'inherit', env }),
  spawn('npx', ['vite'], { cwd: root, stdio: 'inherit', env }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', (code) => {
  stop('SIGTERM');
  process.exitCode = code ?? 0;
});

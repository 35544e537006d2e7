// `npm start`: install and build when needed, then serve the app on the embedded defaults.
import { spawn } from 'node:child_process';
import { ensureBuild, ensureDependencies, root } from './lib/ensure.mjs';
import { SERVER_NODE_ARGS } from './lib/server-node-args.mjs';

ensureDependencies();
ensureBuild();
const child = spawn(process.execPath, [...SERVER_NODE_ARGS, 'dist/server/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

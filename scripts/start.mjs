// SPDX-License-Identifier: Apache-2.0
// `npm start`: the demo page on the Vite dev server (http://127.0.0.1:5173/).
import { spawn } from 'node:child_process';

const child = spawn('npx', ['--no-install', 'vite', '--host', '127.0.0.1', '--port', process.env.PORT ?? '5173', '--strictPort'], {
  stdio: 'inherit',
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));

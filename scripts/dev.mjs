#!/usr/bin/env node
/** `npm run dev`: the server with --watch on :3000 and Vite with hot reload on :5173 (it proxies /api). */
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@phonehaat/server'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST_DIR: 'no-web-build' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@phonehaat/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
console.log('PhoneHaat dev: open http://localhost:5173 (API on http://localhost:3000)');

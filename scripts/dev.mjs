// `npm run dev`: the API server with reload on change (tsx watch, port API_PORT, default 3001)
// and Vite with hot module replacement on PORT (default 3000), which proxies API calls to it.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
      NODE_ENV: 'development',
    },
  }),
  spawn('npx', ['vite', '--config', 'vite.config.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });

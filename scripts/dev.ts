import { spawn } from 'node:child_process'

// The API with reload on :3000 and Vite's dev server on :5173 (which proxies /api to it).
const processes = [
  spawn('npx', ['tsx', 'watch', 'src/server/index.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
]
const stop = () => processes.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of processes) child.on('exit', stop)

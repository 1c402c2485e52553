import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedBenchUser } from './first-route-js.ts';
const port = Number(process.env.PORT_LH ?? 4599);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-lh-'));
const child = spawn(process.execPath, ['src/server/main.ts'], {
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', APP_URL: base, NODE_ENV: 'production', LOG_LEVEL: 'warn', SMTP_URL: 'smtp://127.0.0.1:9' },
  stdio: 'inherit',
});
for (let i = 0; i < 120; i++) {
  try { if ((await fetch(`${base}/api/health`)).ok) break; } catch {}
  await new Promise((r) => setTimeout(r, 500));
}
const user = await seedBenchUser(base);
fs.writeFileSync(process.env.COOKIE ?? '/tmp/lh/cookie', user.cookie);
console.log('ready', base);
process.on('SIGTERM', () => { child.kill(); process.exit(0); });

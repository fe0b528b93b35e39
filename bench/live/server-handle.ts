/** A server-process.ts child: start it, ask for its memory, stop it. */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ServerCommand, ServerMessage } from './server-process.ts';

const ENTRY = fileURLToPath(new URL('./server-process.ts', import.meta.url));
const REPO = fileURLToPath(new URL('../..', import.meta.url));

export class ServerHandle {
  private constructor(
    readonly name: string,
    private readonly child: ChildProcess,
    readonly port: number,
  ) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The child's process id (the soak reads its RSS from /proc without forcing a GC). */
  get pid(): number {
    return this.child.pid!;
  }

  get wsBase(): string {
    return `ws://127.0.0.1:${this.port}`;
  }

  /** `env` replaces the variables of main.ts that matter here; nothing else leaks in from the shell. */
  static start(name: string, env: Record<string, string>): Promise<ServerHandle> {
    const inherited = { ...process.env };
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'DATA_DIR', 'PORT', 'HOST'])
      delete inherited[key];
    const child = fork(ENTRY, [], {
      cwd: REPO,
      execArgv: ['--import', 'tsx', '--expose-gc'],
      env: { ...inherited, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name}: not listening after 60 s`)), 60_000);
      child.once('exit', (code) => reject(new Error(`${name}: exited with ${code} before listening`)));
      child.on('message', (m: ServerMessage) => {
        if (m.kind === 'listening') {
          clearTimeout(timer);
          resolve(new ServerHandle(name, child, m.port));
        } else if (m.kind === 'error') reject(new Error(`${name}: ${m.error}`));
      });
    });
  }

  /** process.memoryUsage() of the server after two full GCs. */
  mem(): Promise<NodeJS.MemoryUsage> {
    return new Promise((resolve) => {
      const onMessage = (m: ServerMessage) => {
        if (m.kind !== 'mem') return;
        this.child.off('message', onMessage);
        resolve(m.usage);
      };
      this.child.on('message', onMessage);
      this.child.send({ cmd: 'mem' } satisfies ServerCommand);
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      const kill = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
      this.child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      this.child.send({ cmd: 'stop' } satisfies ServerCommand);
    });
  }
}

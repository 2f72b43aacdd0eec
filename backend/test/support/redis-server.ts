import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { waitFor } from './processes.js';

/**
 * A Redis server of the test's own, on its own port, so a test can stop and restart it
 * ("Redis is down") without touching the shared one. Needs the redis-server binary.
 */
export async function startRedisServer(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory-policy',
      'noeviction',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitFor(`redis-server on port ${port}`, () => canConnect(port), 10000);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

import { BackgroundLoop } from './background-loop.js';

describe('a background loop', () => {
  // A stop that waited out the minute's pause would fail on Jest's own five-second limit.
  it('stops during a long pause at once, and only after the turn in progress has finished', async () => {
    const loop = new BackgroundLoop();
    const turns: string[] = [];
    loop.start(async () => {
      while (loop.running) {
        turns.push('turn');
        if (!(await loop.pause(60_000))) turns.push('noticed the stop');
      }
      turns.push('returned');
    });
    await loop.stop();
    expect(turns).toEqual(['turn', 'noticed the stop', 'returned']);
    expect(loop.running).toBe(false);
  });
});

import { redisReconnectDelay } from './redis-connection.js';
import { isRedisConnectionError } from './redis-reachability.js';

describe('Redis reachability', () => {
  it('treats refused, reset and closed connections as Redis being unreachable', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' });
    expect(isRedisConnectionError(refused)).toBe(true);
    expect(isRedisConnectionError(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isRedisConnectionError(new Error('Connection is closed.'))).toBe(true);
    expect(isRedisConnectionError(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(
      true,
    );
  });

  it('treats errors Redis answered with as errors of their own', () => {
    expect(isRedisConnectionError(new Error('ERR unknown command'))).toBe(false);
    expect(isRedisConnectionError(new Error('NOSCRIPT No matching script'))).toBe(false);
    expect(isRedisConnectionError(undefined)).toBe(false);
  });

  it('retries sooner at first, then backs off to at most 10 s between attempts', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 50].map(redisReconnectDelay);
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 10000, 10000, 10000]);
  });
});

import { MikroORM } from '@mikro-orm/postgresql';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RedisHealth } from '../../infra/redis/redis-health.js';
import { Answers } from '../../common/openapi/answers.decorator.js';
import { HealthLiveSchema, HealthReadySchema, HealthUnhealthySchema } from '@physio/api-contract/schemas';

type Status = 'up' | 'down';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly orm: MikroORM,
    private readonly redis: RedisHealth,
  ) {}

  /**
   * Readiness: whether a load balancer should send this copy traffic. PostgreSQL is required: without it nothing can
   * be stored, so 503 takes this copy out. Redis is not: without it the families' forms are still answered and
   * stored (the rate limits count in process, the outbox holds the events until it is back), so a Redis outage is
   * 200 `degraded`; answering 503 then would take every API copy out at once over something they all share. The
   * dashboard answers 503 itself while Redis is away (its sessions live there).
   */
  @Get('ready')
  @Answers({
    200: HealthReadySchema,
    503: { schema: HealthUnhealthySchema, description: 'UNHEALTHY: PostgreSQL is down' },
  })
  @ApiOperation({
    summary:
      'Readiness (probe this from a load balancer): 200 {status: ok | degraded, database, redis}, degraded while Redis is down (forms still work, the dashboard does not); 503 UNHEALTHY when PostgreSQL is down.',
  })
  async ready(@Res() reply: FastifyReply): Promise<void> {
    const [database, redis] = await Promise.all([this.databaseStatus(), this.redis.ping()]);
    const checks: Record<string, Status> = { database, redis: redis ? 'up' : 'down' };
    if (database === 'down') {
      await reply.status(503).send({ status: 503, code: 'UNHEALTHY', message: 'database is down', ...checks });
      return;
    }
    await reply.status(200).send({ status: redis ? 'ok' : 'degraded', ...checks });
  }

  /** The readiness check under its first name, kept for the proxies and scripts that already probe it. */
  @Get()
  @Answers({
    200: HealthReadySchema,
    503: { schema: HealthUnhealthySchema, description: 'UNHEALTHY: PostgreSQL is down' },
  })
  @ApiOperation({ summary: 'The same as GET /api/health/ready.' })
  check(@Res() reply: FastifyReply): Promise<void> {
    return this.ready(reply);
  }

  /**
   * Liveness: whether this process should be restarted. It depends on nothing outside the process (a database or
   * Redis outage is not cured by restarting every copy), so an answer at all means alive.
   */
  @Get('live')
  @Answers({ 200: HealthLiveSchema })
  @ApiOperation({
    summary: 'Liveness (probe this to decide on a restart): 200 {status: ok}, whatever the database or Redis do.',
  })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  private async databaseStatus(): Promise<Status> {
    try {
      await Promise.race([
        this.orm.em.execute('select 1'),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 1000).unref()),
      ]);
      return 'up';
    } catch {
      return 'down';
    }
  }
}

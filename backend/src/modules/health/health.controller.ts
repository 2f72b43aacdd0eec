import { MikroORM } from '@mikro-orm/postgresql';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RedisHealth } from '../../infra/redis/redis-health.js';

type Status = 'up' | 'down';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly orm: MikroORM,
    private readonly redis: RedisHealth,
  ) {}

  @Get()
  @ApiOperation({ summary: '200 when PostgreSQL and Redis answer; 503 naming what is down otherwise.' })
  async check(@Res() reply: FastifyReply): Promise<void> {
    const [database, redis] = await Promise.all([this.databaseStatus(), this.redis.ping()]);
    const checks: Record<string, Status> = { database, redis: redis ? 'up' : 'down' };
    const down = Object.keys(checks).filter((name) => checks[name] === 'down');
    if (down.length === 0) {
      await reply.status(200).send({ status: 'ok', ...checks });
      return;
    }
    await reply.status(503).send({
      status: 503,
      code: 'UNHEALTHY',
      message: `${down.join(' and ')} ${down.length > 1 ? 'are' : 'is'} down`,
      ...checks,
    });
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

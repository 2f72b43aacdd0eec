import { Module } from '@nestjs/common';
import { RedisHealth } from '../../infra/redis/redis-health.js';
import { HealthController } from './health.controller.js';

@Module({ controllers: [HealthController], providers: [RedisHealth] })
export class HealthModule {}

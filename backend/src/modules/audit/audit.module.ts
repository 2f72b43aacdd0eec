// PLACEHOLDER until the sign-in branch lands.
import { Global, Module } from '@nestjs/common';
import { AuditLog } from './audit-log.service.js';

@Global()
@Module({ providers: [AuditLog], exports: [AuditLog] })
export class AuditModule {}

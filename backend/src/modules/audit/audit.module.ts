import { Global, Module } from '@nestjs/common';
import { AuditLog } from './audit-log.js';

/** The audit trail, injectable everywhere: feature modules call AuditLog.record() beside their changes. */
@Global()
@Module({ providers: [AuditLog], exports: [AuditLog] })
export class AuditModule {}

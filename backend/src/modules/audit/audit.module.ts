import { Global, Module } from '@nestjs/common';
import { AuditLog } from './audit-log.js';

/**
 * The audit trail, injectable everywhere: feature modules call AuditLog.record() beside their changes. It needs
 * only the database, so the worker and the command line can import it too; the admins' read-only view of the
 * log is AuditLogOpsModule (API only).
 */
@Global()
@Module({ providers: [AuditLog], exports: [AuditLog] })
export class AuditModule {}

import { Global, Module } from '@nestjs/common';
import { AuditLog } from './audit-log.js';
import { AuditLogOpsController } from './ops/audit-log.ops.controller.js';
import { GetAuditEntryHandler } from './queries/get-audit-entry/get-audit-entry.handler.js';
import { ListAuditLogHandler } from './queries/list-audit-log/list-audit-log.handler.js';

/** The audit trail, injectable everywhere: feature modules call AuditLog.record() beside their changes. */
@Global()
@Module({
  controllers: [AuditLogOpsController],
  providers: [AuditLog, ListAuditLogHandler, GetAuditEntryHandler],
  exports: [AuditLog],
})
export class AuditModule {}

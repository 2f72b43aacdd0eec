import { Module } from '@nestjs/common';
import { GetAuditEntryHandler } from '../queries/get-audit-entry/get-audit-entry.handler.js';
import { ListAuditLogHandler } from '../queries/list-audit-log/list-audit-log.handler.js';
import { AuditLogOpsController } from './audit-log.ops.controller.js';

/** The `audit-log` resource of the dashboard (admins, read-only). */
@Module({ controllers: [AuditLogOpsController], providers: [ListAuditLogHandler, GetAuditEntryHandler] })
export class AuditLogOpsModule {}

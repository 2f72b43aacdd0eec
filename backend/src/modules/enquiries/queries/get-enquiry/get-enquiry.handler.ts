import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsEnquiryDetail } from '@physio/api-contract';
import { AuditLog } from '../../../audit/audit-log.js';
import { EnquiryErrors } from '../../enquiries.errors.js';
import {
  ENQUIRY_RECORD_COLUMNS,
  enquiryHistory,
  isEnquiryId,
  toEnquiryDetail,
  type EnquiryRecord,
} from '../../enquiry-records.js';
import { GetEnquiryQuery } from './get-enquiry.query.js';

@QueryHandler(GetEnquiryQuery)
export class GetEnquiryHandler implements IQueryHandler<GetEnquiryQuery, OpsEnquiryDetail> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async execute({ id, viewer }: GetEnquiryQuery): Promise<OpsEnquiryDetail> {
    if (!isEnquiryId(id)) throw EnquiryErrors.notFound();
    const [row] = await this.em.execute<EnquiryRecord[]>(
      `select ${ENQUIRY_RECORD_COLUMNS} from contact_enquiry where id = ?`,
      [id],
    );
    if (!row) throw EnquiryErrors.notFound();
    // The answer shows a person's contact details: it leaves only once the trail of who saw them is written.
    await this.audit.record({ actor: viewer, action: 'view', resource: 'enquiries', recordId: id });
    return toEnquiryDetail(row, await enquiryHistory(this.em, id));
  }
}

import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsEnquiryDetail } from '@physio/api-contract';
import { NotFoundError } from '../../../../common/errors/domain-error.js';
import { AuditLog } from '../../../audit/audit-log.js';
import { ENQUIRY_RECORD_COLUMNS, isEnquiryId, toEnquiryDetail, type EnquiryRecord } from '../../enquiry-records.js';
import { GetEnquiryQuery } from './get-enquiry.query.js';

@QueryHandler(GetEnquiryQuery)
export class GetEnquiryHandler implements IQueryHandler<GetEnquiryQuery, OpsEnquiryDetail> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async execute({ id, viewer }: GetEnquiryQuery): Promise<OpsEnquiryDetail> {
    if (!isEnquiryId(id)) throw new NotFoundError('Enquiry');
    const [row] = await this.em.execute<EnquiryRecord[]>(
      `select ${ENQUIRY_RECORD_COLUMNS} from contact_enquiry where id = ?`,
      [id],
    );
    if (!row) throw new NotFoundError('Enquiry');
    // The answer shows a person's contact details: it leaves only once the trail of who saw them is written.
    await this.audit.record({ actor: viewer, action: 'view', resource: 'enquiries', recordId: id });
    return toEnquiryDetail(row);
  }
}

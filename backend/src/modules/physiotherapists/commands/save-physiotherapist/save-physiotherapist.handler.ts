import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  OPS_PHYSIOTHERAPIST_BODY_FIELDS as PHYSIOTHERAPIST_BODY_FIELDS,
  type OpsPhysiotherapist,
  type OpsPhysiotherapistBody,
} from '@physio/api-contract';
import { DomainError, NotFoundError } from '../../../../common/errors/domain-error.js';
import { AuditLog } from '../../../audit/audit-log.js';
import { loadPhysiotherapistView } from '../../ops/physiotherapist-view.js';
import { SavePhysiotherapistCommand } from './save-physiotherapist.command.js';

const ARRAY_FIELDS = new Set<string>(['specialties', 'areas', 'qualifications', 'languages']);
// A list bound to ? would become several parameters: lists travel as JSON and become text[] in SQL.
const TEXT_ARRAY = 'array(select jsonb_array_elements_text(?::jsonb))';
const placeholder = (field: string) => (ARRAY_FIELDS.has(field) ? TEXT_ARRAY : '?');
const columns = PHYSIOTHERAPIST_BODY_FIELDS.join(', ');
const placeholders = PHYSIOTHERAPIST_BODY_FIELDS.map(placeholder).join(', ');
const assignments = PHYSIOTHERAPIST_BODY_FIELDS.map((f) => `${f} = ${placeholder(f)}`).join(', ');

const fieldError = (field: string, rule: string, message: string) =>
  new DomainError('VALIDATION_FAILED', message, 400, field, rule);

/** Fields whose value differs: what the audit log records of a change (names only, never values). */
export function changedFields(
  before: OpsPhysiotherapistBody | null,
  after: OpsPhysiotherapistBody,
): (keyof OpsPhysiotherapistBody)[] {
  return PHYSIOTHERAPIST_BODY_FIELDS.filter(
    (f) => before === null || JSON.stringify(before[f]) !== JSON.stringify(after[f]),
  );
}

@CommandHandler(SavePhysiotherapistCommand)
export class SavePhysiotherapistHandler implements ICommandHandler<SavePhysiotherapistCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async execute({ id, body, actor }: SavePhysiotherapistCommand): Promise<OpsPhysiotherapist> {
    const em = this.em.fork();
    const values = PHYSIOTHERAPIST_BODY_FIELDS.map((f) => (ARRAY_FIELDS.has(f) ? JSON.stringify(body[f]) : body[f]));
    const savedId = await em
      .transactional(async (tx) => {
        const [district] = await tx.execute<{ district: string }[]>(
          'select district from postcode_district where district = ?',
          [body.base_district],
        );
        if (!district) {
          throw fieldError(
            'base_district',
            'exists',
            `base_district ${body.base_district} is not a UK postcode district`,
          );
        }
        const [sameHcpc] = await tx.execute<{ id: number }[]>(
          'select id from physiotherapist where hcpc_number = ? and id is distinct from ?',
          [body.hcpc_number, id],
        );
        if (sameHcpc) throw duplicateHcpc(body.hcpc_number);

        if (id === null) {
          const [created] = await tx.execute<{ id: number }[]>(
            `insert into physiotherapist (${columns}, created_at, updated_at) values (${placeholders}, now(), now()) returning id`,
            values,
          );
          await this.audit.record(
            {
              actor,
              action: 'create',
              resource: 'physiotherapists',
              recordId: created.id,
              details: { fields: changedFields(null, body) },
            },
            tx,
          );
          return created.id;
        }
        const before = await loadPhysiotherapistView(tx, id);
        if (!before) throw new NotFoundError('Physiotherapist');
        await tx.execute(`update physiotherapist set ${assignments}, updated_at = now() where id = ?`, [...values, id]);
        await this.audit.record(
          {
            actor,
            action: 'update',
            resource: 'physiotherapists',
            recordId: id,
            details: { fields: changedFields(before, body) },
          },
          tx,
        );
        return id;
      })
      .catch((error: unknown) => {
        // Two coordinators saving the same HCPC number at once: the unique index decides.
        if (error instanceof UniqueConstraintViolationException) throw duplicateHcpc(body.hcpc_number);
        throw error;
      });
    return (await loadPhysiotherapistView(em, savedId))!;
  }
}

function duplicateHcpc(hcpcNumber: string): DomainError {
  return fieldError('hcpc_number', 'unique', `Another physiotherapist already has HCPC number ${hcpcNumber}`);
}

import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  OPS_PHYSIOTHERAPIST_BODY_FIELDS as PHYSIOTHERAPIST_BODY_FIELDS,
  type OpsPhysiotherapist,
  type OpsPhysiotherapistBody,
} from '@physio/api-contract';
import { AuditLog } from '../../../audit/audit-log.js';
import { insertPhysiotherapist, updatePhysiotherapist } from '../../physiotherapist.repository.js';
import { loadPhysiotherapistView } from '../../physiotherapist-view.read-model.js';
import { PhysiotherapistErrors } from '../../physiotherapists.errors.js';
import { SavePhysiotherapistCommand } from './save-physiotherapist.command.js';

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

  async execute({
    id,
    body,
    actor,
    outsideCoverageConfirmed,
  }: SavePhysiotherapistCommand): Promise<OpsPhysiotherapist> {
    const em = this.em.fork();
    const savedId = await em
      .transactional(async (tx) => {
        const [district] = await tx.execute<{ district: string; covered: boolean; unchanged: boolean }[]>(
          `select district, covered,
                  exists (select 1 from physiotherapist p where p.id = ? and p.base_district = d.district) as unchanged
           from postcode_district d where district = ?`,
          [id, body.base_district],
        );
        if (!district) {
          throw PhysiotherapistErrors.unknownBaseDistrict(body.base_district);
        }
        // Asked once, when the district is chosen: a later edit of someone already based there saves as it is.
        if (!district.covered && !district.unchanged && !outsideCoverageConfirmed) {
          throw PhysiotherapistErrors.outsideCoverage(body.base_district);
        }
        const [sameHcpc] = await tx.execute<{ id: number }[]>(
          'select id from physiotherapist where hcpc_number = ? and id is distinct from ?',
          [body.hcpc_number, id],
        );
        if (sameHcpc) throw PhysiotherapistErrors.duplicateHcpc(body.hcpc_number);

        if (id === null) {
          const created = { id: await insertPhysiotherapist(tx, body) };
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
        if (!before) throw PhysiotherapistErrors.notFound();
        await updatePhysiotherapist(tx, id, body);
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
        if (error instanceof UniqueConstraintViolationException) {
          throw PhysiotherapistErrors.duplicateHcpc(body.hcpc_number);
        }
        throw error;
      });
    return (await loadPhysiotherapistView(em, savedId))!;
  }
}

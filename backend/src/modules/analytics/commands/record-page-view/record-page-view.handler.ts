import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { londonDay } from '../../../demand/rollup/demand-rollup.js';
import { RecordPageViewCommand } from './record-page-view.command.js';

@CommandHandler(RecordPageViewCommand)
export class RecordPageViewHandler implements ICommandHandler<RecordPageViewCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ path, referrerHost }: RecordPageViewCommand): Promise<void> {
    await this.em.execute(
      `insert into page_view_daily as p (day, path, referrer_host, views) values (?::date, ?, ?, 1)
       on conflict (day, path, referrer_host) do update set views = p.views + 1`,
      [londonDay(new Date()), path, referrerHost],
    );
  }
}

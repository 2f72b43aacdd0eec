import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { londonDay } from '../../../../common/calendar/london-time.js';
import { countPageView } from '../../page-view.repository.js';
import { RecordPageViewCommand } from './record-page-view.command.js';

@CommandHandler(RecordPageViewCommand)
export class RecordPageViewHandler implements ICommandHandler<RecordPageViewCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ path, referrerHost }: RecordPageViewCommand): Promise<void> {
    await countPageView(this.em, londonDay(new Date()), path, referrerHost);
  }
}

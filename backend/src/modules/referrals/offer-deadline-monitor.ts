import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Env } from '../../config/env.js';
import { BackgroundLoop } from '../../infra/background/background-loop.js';
import { openDedicatedOrm } from '../../infra/database/dedicated-orm.js';
import { familyCheckInsAsked, referralOffersLapsed } from '../../infra/metrics/metrics.js';
import { londonToday } from '../../common/calendar/london-time.js';
import { askFamiliesAboutContact, askFamiliesAboutVisit, lapseDueOffers } from './referral-offer.repository.js';

/** Offers lapsed per statement: large enough for a burst, small enough to keep each transaction short. */
const LAPSE_BATCH = 500;

/**
 * The worker's check of referral deadlines (and the family check-ins they bring), every REFERRAL_DEADLINE_CHECK_INTERVAL_MS: open offers past their deadline
 * lapse, their places go back and their requests go back to matching (one statement per batch, see
 * lapseDueOffers). Every worker copy runs it; SKIP LOCKED shares a burst between them. PostgreSQL holds the
 * deadlines (not delayed jobs in Redis), so a worker that dies mid-batch loses nothing: its transaction rolls back
 * and the next turn, of any copy, takes those offers again. The check has a connection of its own: on the worker's
 * shared pool its statements queued behind the matching jobs that its own lapses had just started.
 */
@Injectable()
export class OfferDeadlineMonitor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OfferDeadlineMonitor.name);
  private readonly loop = new BackgroundLoop();
  private orm?: MikroORM;

  constructor(private readonly env: Env) {}

  async onApplicationBootstrap(): Promise<void> {
    this.orm = await openDedicatedOrm(this.env, 'home-physio-worker-deadlines');
    this.loop.start(() => this.run());
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
    await this.orm?.close();
  }

  private em() {
    if (!this.orm) throw new Error('OfferDeadlineMonitor used before the application started');
    return this.orm.em.fork();
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (await this.loop.pause(this.env.REFERRAL_DEADLINE_CHECK_INTERVAL_MS)) {
      try {
        const lapsed = await this.lapseDue();
        if (lapsed > 0) this.logger.log({ lapsed }, 'Referral offers lapsed; their requests go back to matching');
        const asked = await this.askFamilies();
        if (asked > 0) this.logger.log({ asked }, 'Families asked how their referral is going');
        failures = 0;
      } catch (error) {
        failures++;
        if (failures === 1 || failures % 20 === 0) {
          this.logger.warn({ err: error, failures }, 'Referral deadline check failed; trying again at the next one');
        }
      }
    }
  }

  /**
   * The check-ins that have come due: "Has <name> been in touch?" at the contact deadline, "Did the first visit
   * happen?" the day after it (London). Each offer is asked once, in the statement that writes the email's row.
   */
  async askFamilies(): Promise<number> {
    let total = 0;
    for (const [question, ask] of [
      ['contact', (em: ReturnType<MikroORM['em']['fork']>) => askFamiliesAboutContact(em, LAPSE_BATCH)],
      ['visit', (em: ReturnType<MikroORM['em']['fork']>) => askFamiliesAboutVisit(em, londonToday(), LAPSE_BATCH)],
    ] as const) {
      for (;;) {
        const asked = await ask(this.em());
        familyCheckInsAsked.inc({ question }, asked);
        total += asked;
        if (asked < LAPSE_BATCH || !this.loop.running) break;
      }
    }
    return total;
  }

  /** Lapses every offer due now, a batch at a time; returns how many. */
  async lapseDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const lapsed = await lapseDueOffers(this.em(), LAPSE_BATCH);
      referralOffersLapsed.inc(lapsed);
      total += lapsed;
      if (lapsed < LAPSE_BATCH || !this.loop.running) return total;
    }
  }
}

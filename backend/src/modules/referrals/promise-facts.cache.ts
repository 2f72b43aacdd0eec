import { IsolationLevel } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { OpsPromisesRow } from '@physio/api-contract';
import { promiseChangesSince, prunePromiseChanges, snapshotXmin } from './promise-change.repository.js';
import { PromiseFacts, type PromisesQuery } from './promise-facts.columns.js';
import {
  physiotherapistNames,
  promiseDistricts,
  promiseFactsAfter,
  promiseFactsOf,
} from './promise-facts.read-model.js';

/** Requests read per statement when reading everything. */
const CHUNK = 50_000;
/** Requests re-read per statement after changes. */
const CHANGED_CHUNK = 5_000;
/** Read everything again after a day (it drops the slots of deleted requests), well before the changes are pruned. */
const RELOAD_AFTER_MS = 86_400_000;
const PRUNE_AFTER_DAYS = 7;
/** Facts older than this (an API idle for days) may predate changes already pruned: read everything before answering. */
const STALE_AFTER_MS = (PRUNE_AFTER_DAYS - 1) * 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The promises report from facts held in the API's memory (PromiseFacts), because its percentiles over a year of
 * requests take PostgreSQL seconds (docs/benchmarks.md). Current for every report: before computing one, it reads
 * the requests noted in `promise_change` since the last read's snapshot (by transaction id, so a change that
 * commits late is still seen) in one repeatable-read transaction, and replaces their facts. The first report (or
 * the start of the API, which warms it) reads everything, as does a truncate or a change of a county.
 */
@Injectable()
export class PromiseFactsCache implements OnApplicationBootstrap {
  private readonly logger = new Logger(PromiseFactsCache.name);
  private facts?: PromiseFacts;
  /** The last read's snapshot xmin: changes from there on are read next. */
  private xmin?: string;
  private loadedAt = 0;
  private prunedAt = 0;
  private queued?: Promise<PromiseFacts>;
  private running?: Promise<PromiseFacts>;
  /** The daily read of everything, under way beside the reports, and its result once done. */
  private reloading?: Promise<void>;
  private reloaded?: { facts: PromiseFacts; xmin: string; at: number };

  constructor(private readonly em: EntityManager) {}

  onApplicationBootstrap(): void {
    // Warm, so the first analyst of the day does not wait for the whole read; a failure is retried by that report.
    void this.current().catch((error: unknown) =>
      this.logger.warn({ err: error }, 'Promises report: first read of the facts failed; the first report retries'),
    );
  }

  async report(query: PromisesQuery): Promise<OpsPromisesRow[]> {
    const facts = await this.current();
    const rows = facts.report(query);
    if (query.group !== 'physiotherapist') return rows;
    const names = new Map(
      (
        await physiotherapistNames(
          this.em.fork(),
          rows.map((r) => Number(r.id)),
        )
      ).map((p) => [String(p.id), p.name]),
    );
    return rows
      .filter((row) => names.has(row.id))
      .map((row) => ({ ...row, label: names.get(row.id)! }))
      .sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : Number(a.id) - Number(b.id)));
  }

  /**
   * The facts with every change committed before the call. A read already under way may have missed the latest, so
   * a call waits for it and then reads again; calls made meanwhile share that next read.
   */
  current(): Promise<PromiseFacts> {
    if (this.queued) return this.queued;
    const next = (this.running ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.read();
      });
    this.queued = next;
    this.running = next;
    return next;
  }

  private async read(): Promise<PromiseFacts> {
    if (this.reloaded) {
      // A day's reload finished: its facts, and the changes since its snapshot below.
      ({ facts: this.facts, xmin: this.xmin, at: this.loadedAt } = this.reloaded);
      this.reloaded = undefined;
    }
    const age = Date.now() - this.loadedAt;
    if (!this.facts || !this.xmin || age > STALE_AFTER_MS) {
      ({ facts: this.facts, xmin: this.xmin, at: this.loadedAt } = await this.readEverything());
    } else {
      if (age > RELOAD_AFTER_MS && !this.reloading) {
        // Read everything again beside the reports (which go on from the changes), to drop deleted requests' slots.
        this.reloading = this.readEverything()
          .then((reloaded) => void (this.reloaded = reloaded))
          .catch((error: unknown) =>
            this.logger.warn({ err: error }, 'Promises report: the daily read of the facts failed; trying again'),
          )
          .finally(() => (this.reloading = undefined));
      }
      const since = this.xmin;
      const read = await this.inSnapshot(async (tx) => {
        const xmin = await snapshotXmin(tx);
        const changes = await promiseChangesSince(tx, since);
        if (changes.everything) return { xmin, facts: await this.everything(tx) };
        const rows = [];
        for (let i = 0; i < changes.ids.length; i += CHANGED_CHUNK) {
          rows.push(...(await promiseFactsOf(tx, changes.ids.slice(i, i + CHANGED_CHUNK))));
        }
        return { xmin, ids: changes.ids, rows };
      });
      // Applied only once everything is read, so a failed read leaves the facts as they were.
      if ('facts' in read) {
        this.facts = read.facts;
        this.loadedAt = Date.now();
      } else {
        this.facts.replace(read.ids, read.rows);
      }
      this.xmin = read.xmin;
    }
    if (Date.now() - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = Date.now();
      await prunePromiseChanges(this.em.fork(), PRUNE_AFTER_DAYS).catch((error: unknown) =>
        this.logger.warn({ err: error }, 'Promises report: pruning old changes failed; trying again in an hour'),
      );
    }
    return this.facts!;
  }

  private readEverything(): Promise<{ facts: PromiseFacts; xmin: string; at: number }> {
    const at = Date.now();
    return this.inSnapshot(async (tx) => ({ xmin: await snapshotXmin(tx), facts: await this.everything(tx), at }));
  }

  private async everything(tx: EntityManager): Promise<PromiseFacts> {
    const facts = new PromiseFacts(await promiseDistricts(tx));
    for (let after = FIRST_ID; ;) {
      const rows = await promiseFactsAfter(tx, after, CHUNK);
      for (const row of rows) facts.put(row);
      if (rows.length < CHUNK) return facts;
      after = rows[rows.length - 1].id;
    }
  }

  /** One repeatable-read transaction: every statement in it sees the same snapshot. */
  private inSnapshot<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.em.fork().transactional((tx) => work(tx as EntityManager), {
      isolationLevel: IsolationLevel.REPEATABLE_READ,
      readOnly: true,
    });
  }
}

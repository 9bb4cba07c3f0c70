/**
 * A per-organisation cache of serialised GET answers for the compliance reads (the check list, a check,
 * its findings): clients poll these while checks run, and on the embedded database handing a page of
 * rows from PGlite to JavaScript costs milliseconds whatever the SQL (docs/benchmarks.md, "Where a
 * read request's time goes").
 *
 * Correctness comes from invalidation, not from expiry:
 * - every committed write to compliance_checks, screened_entities or compliance_results NOTIFYs
 *   `vigil_compliance_changed` with the organisation id (migration 014, a trigger, so no code path
 *   can forget it); on a notification the organisation's entries are dropped and its generation moves;
 * - an answer is stored only if its organisation's generation did not move while it was computed,
 *   so a read that raced a write is never stored;
 * - on PGlite the notification is delivered while the committing query returns (one process); on a
 *   PostgreSQL server it comes over the LISTEN connection a moment after the commit, so before a
 *   cached answer is served the connection is synced (one round trip shared by concurrent readers,
 *   after which every notification of an earlier commit has arrived): a read never returns an
 *   answer older than a commit that finished before the read began, whoever made it;
 * - the caller's own API writes also drop its organisation's entries before they are answered;
 * - if the LISTEN connection is lost the cache empties and turns itself off (answers come from the
 *   database) until a new LISTEN succeeds (retried every `retrySeconds`);
 * - `ttlSeconds` bounds the age of any entry anyway.
 * Sizes: at most `maxEntries` answers, each at most `maxBodyBytes`, oldest dropped first.
 */
import type { FastifyInstance } from 'fastify';
import type { Db, Listening } from '../storage/db.js';
import type { Logger } from '../log.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers of this GET route may be served from the read cache (they depend only on the compliance tables). */
    readCache?: boolean;
  }
  interface FastifyRequest {
    /** The organisation's cache generation when this request began computing its answer. */
    readCacheGeneration?: string;
  }
}

export const COMPLIANCE_CHANGE_CHANNEL = 'vigil_compliance_changed';

export interface ReadCacheOptions {
  /** Entries kept (0 turns the cache off). */
  maxEntries: number;
  /** Largest answer kept, bytes. */
  maxBodyBytes: number;
  /** Oldest age of an entry, seconds. */
  ttlSeconds: number;
  /** Seconds between attempts to LISTEN again after the connection was lost. */
  retrySeconds?: number;
}

interface Entry {
  organisationId: string;
  body: string;
  storedAt: number;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  /** The keys of `entries` per organisation, so a change drops them without a scan. */
  private readonly keysByOrganisation = new Map<string, Set<string>>();
  private readonly generations = new Map<string, number>();
  private active = false;
  /** Moves when the LISTEN connection is lost: answers computed before a loss are never stored after it. */
  private epoch = 0;
  private listener?: Listening;
  private retryTimer?: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly options: ReadCacheOptions,
    private readonly logger?: Logger,
  ) {}

  /** Starts listening for changes; until it does, nothing is cached. Never throws (a failed LISTEN is retried). */
  async start(): Promise<void> {
    if (this.options.maxEntries <= 0 || this.closed) return;
    try {
      this.listener = await this.db.listen(COMPLIANCE_CHANGE_CHANNEL, (organisationId) => this.invalidate(organisationId), () => this.lost());
      this.active = true;
    } catch (err) {
      this.logger?.warn({ err }, 'read cache: LISTEN failed; answers come from the database until it succeeds');
      this.scheduleRetry();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.active = false;
    clearTimeout(this.retryTimer);
    this.clear();
    await this.listener?.stop();
  }

  /** True when answers may be served from and stored into the cache. */
  get enabled(): boolean {
    return this.active;
  }

  /** The organisation's generation: read before computing an answer, passed back to `set`. */
  generation(organisationId: string): string {
    return `${this.epoch}.${this.generations.get(organisationId) ?? 0}`;
  }

  /**
   * The cached answer for `key` of `organisationId`, or undefined, after every change committed
   * before the call has been applied (`Listening.sync`: immediate on PGlite, one shared round trip
   * on a server), so a cached answer never predates a commit its reader could know of.
   */
  async lookup(organisationId: string, key: string): Promise<string | undefined> {
    if (!this.active || !this.listener) return undefined;
    try {
      await this.listener.sync();
    } catch {
      return undefined; // the connection is going: onLost turns the cache off
    }
    return this.get(organisationId, key);
  }

  /** The cached answer for `key` of `organisationId`, or undefined (no sync: see `lookup`). */
  get(organisationId: string, key: string): string | undefined {
    if (!this.active) return undefined;
    const full = `${organisationId} ${key}`;
    const entry = this.entries.get(full);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt > this.options.ttlSeconds * 1000) {
      this.drop(full);
      return undefined;
    }
    // Most recently used last, so the oldest-first eviction drops what nobody asked for lately.
    this.entries.delete(full);
    this.entries.set(full, entry);
    return entry.body;
  }

  /** Stores an answer computed while the organisation was at `generation`; a moved generation means a write raced it. */
  set(organisationId: string, key: string, body: string, generation: string): void {
    if (!this.active || generation !== this.generation(organisationId) || body.length > this.options.maxBodyBytes) return;
    const full = `${organisationId} ${key}`;
    this.entries.delete(full);
    this.entries.set(full, { organisationId, body, storedAt: Date.now() });
    let keys = this.keysByOrganisation.get(organisationId);
    if (!keys) this.keysByOrganisation.set(organisationId, (keys = new Set()));
    keys.add(full);
    while (this.entries.size > this.options.maxEntries) this.drop(this.entries.keys().next().value as string);
  }

  /** Drops an organisation's answers (a change committed). */
  invalidate(organisationId: string): void {
    this.generations.set(organisationId, (this.generations.get(organisationId) ?? 0) + 1);
    for (const full of this.keysByOrganisation.get(organisationId) ?? []) this.entries.delete(full);
    this.keysByOrganisation.delete(organisationId);
  }

  private drop(full: string): void {
    const entry = this.entries.get(full);
    if (!entry) return;
    this.entries.delete(full);
    this.keysByOrganisation.get(entry.organisationId)?.delete(full);
  }

  private clear(): void {
    this.entries.clear();
    this.keysByOrganisation.clear();
  }

  private lost(): void {
    this.active = false;
    this.epoch += 1;
    this.clear();
    this.logger?.warn('read cache: the LISTEN connection was lost; answers come from the database until it is back');
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed) return;
    this.retryTimer = setTimeout(() => void this.start(), (this.options.retrySeconds ?? 5) * 1000);
    this.retryTimer.unref();
  }
}

/**
 * Serves the routes marked `config: { readCache: true }` from `cache` (after auth and the rate limit,
 * which run first) and stores their 200 answers. The key is the organisation and the whole URL, query
 * string included, so every filter, sort and cursor is its own entry.
 */
export function registerReadCache(app: FastifyInstance, cache: ReadCache): void {
  app.addHook('preHandler', async (req, reply) => {
    if (!req.routeOptions.config.readCache || !cache.enabled || !req.principal) return;
    const organisationId = req.principal.organisationId;
    const hit = await cache.lookup(organisationId, req.url);
    if (hit !== undefined) return reply.header('content-type', 'application/json; charset=utf-8').send(hit);
    req.readCacheGeneration = cache.generation(organisationId);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.readCacheGeneration !== undefined && reply.statusCode === 200 && typeof payload === 'string') {
      cache.set(req.principal.organisationId, req.url, payload, req.readCacheGeneration);
    } else if (req.method !== 'GET' && req.method !== 'HEAD' && req.principal) {
      // The caller's own writes are seen by its next read even before the database's notification
      // arrives (on a server it comes over another connection, a moment later).
      cache.invalidate(req.principal.organisationId);
    }
    return payload;
  });
}

/**
 * The in-memory screening index of a process, built from the list records stored in the database
 * (so `vigil worker` processes on other machines need no list files), with the cross-list links of
 * document-links.ts added. It is rebuilt when a list load changes the stored snapshots; concurrent
 * callers share one build.
 */
import type { Queryable } from '../storage/db.js';
import { linkByDocuments } from '../lists/document-links.js';
import type { ListRecord } from '../lists/types.js';
import type { Screener } from '../screening/engine.js';
import type { ScreeningConfigOverride } from '../screening/config.js';
import type { Logger } from '../log.js';
import { buildResidentScreener } from '../heap-tuning.js';

export const NO_LIST_DATA_REASON =
  'Screening has no list data: no sanctions or PEP list is loaded. Point VIGIL_DATA_DIR at a folder of the ' +
  "publishers' files (or run `vigil lists fetch`), then `vigil lists load` or restart, and create the check again.";

export class ScreeningCorpus {
  private screener: Screener | null = null;
  private version: string | null = null;
  private building: Promise<Screener | null> | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly logger: Logger,
    private readonly config: ScreeningConfigOverride = {},
  ) {}

  /** The current screener, or null when no list is loaded. Rebuilds when the stored lists changed. */
  async get(): Promise<Screener | null> {
    const version = await this.currentVersion();
    if (version === this.version) return this.screener;
    this.building ??= this.build(version).finally(() => {
      this.building = null;
    });
    return this.building;
  }

  private async currentVersion(): Promise<string> {
    const res = await this.db.query<{ v: string }>(
      "SELECT count(*)::text || ':' || coalesce(max(loaded_at)::text, '') || ':' || coalesce(sum(record_count), 0)::text AS v FROM list_snapshots",
    );
    return res.rows[0].v;
  }

  private async build(version: string): Promise<Screener | null> {
    const started = Date.now();
    const res = await this.db.query<{ record: ListRecord }>('SELECT record FROM list_records ORDER BY list, source_id');
    const records = res.rows.map((r) => (typeof r.record === 'string' ? JSON.parse(r.record) : r.record) as ListRecord);
    // Links across lists (stored per list, so made here): OFAC/CSL records to their UN record.
    linkByDocuments(records);
    // The rows' garbage collected first, the queries' left to die young (heap-tuning.ts: a lower peak).
    this.screener = records.length ? buildResidentScreener(records, this.config) : null;
    this.version = version;
    this.logger.info({ records: records.length, ms: Date.now() - started }, 'screening index built');
    return this.screener;
  }
}

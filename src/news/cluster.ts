/**
 * Near-duplicate clustering of stored articles (issue 17 pipeline step 6; docs/NEWS.md "Clustering";
 * columns of migration 020). The same story from other outlets (a syndicated copy under another
 * URL, a retitled or lightly edited headline) joins one cluster; an exact copy (same canonical URL
 * or content hash) is never stored at all (store.ts).
 *
 * Rule. Two articles are the same story when
 * 1. they were published within `windowHours` (72) of each other,
 * 2. the SimHash fingerprints (simhash.ts) of their English title + snippet differ in at most
 *    `maxDistance` (18) of 64 bits: the candidate filter. SimHash estimates the angle θ between the
 *    two token sets (Charikar 2002): a pair of cosine 0.75 differs in 64·θ/π ≈ 15 bits on average,
 *    two unrelated headlines in about 32; Manku et al. (2007) use 3 bits for whole web pages, far
 *    too tight for headlines of 6–15 words;
 * 3. their token sets (the same features) have a Jaccard resemblance of at least `minSimilarity`
 *    (0.5; Broder 1997's resemblance): the exact check, because a 64-bit fingerprint of a short
 *    text is noisy (two unrelated four-word headlines can land 11 bits apart).
 * A new article joins the cluster of its most similar stored article that passes (ties: fewer bits
 * apart); new articles of one batch are taken in publication order and can join each other.
 * Clusters never merge and their lead never changes: the lead is the cluster's earliest stored
 * article (`cluster_id` = its id), so an article's `cluster_id` is stable once stored. An article
 * without a fingerprint (too short) is a cluster of one.
 *
 * Lookup: the stored fingerprints of the publication window(s) of the batch are read once (index on
 * `publication_datetime`), compared in memory (two 32-bit popcounts per pair), and only the few
 * within `maxDistance` are read back for their text. In the ingest transaction, under a
 * transaction-level advisory lock, so two concurrent ingests cluster one after the other.
 *
 * The new articles arrive stored as clusters of one, with their fingerprints (store.ts); only those
 * that join a cluster are updated. Then `cluster_size` is recounted on every member of a cluster that
 * grew, and each member's priority (priority.ts, which counts cluster size) is recomputed from its
 * stored columns.
 */
import type { Queryable } from '../storage/db.js';
import { articlePriority, type PriorityInput } from './priority.js';
import { fromSignedBigint, hammingDistance, simhashFeatures, type Fingerprint } from './simhash.js';

export interface ClusterSettings {
  /** Most bits two fingerprints may differ in (0–64). */
  maxDistance: number;
  /** Least Jaccard resemblance of the token sets (0–1). */
  minSimilarity: number;
  /** Most hours between two members' publication times. */
  windowHours: number;
}

export const DEFAULT_CLUSTER_SETTINGS: ClusterSettings = { maxDistance: 18, minSimilarity: 0.5, windowHours: 72 };

/** A newly stored article to cluster (stored by store.ts: its own cluster, with its fingerprint). */
export interface ClusterInput {
  id: string;
  /** ISO time (the stored `publication_datetime`). */
  published_at: string;
  /** The stored SimHash of its English title + snippet; null when too short (then it stays alone). */
  simhash: Fingerprint | null;
  /** The fingerprint's features (`simhashFeatures` of the same text). */
  simhash_features: readonly string[];
}

export interface ClusterResult {
  /** New articles that joined a cluster (stored or of this batch) instead of starting one. */
  joined: number;
  /** Clusters whose size changed. */
  grown: number;
}

// Any constant: the ingest transactions' clustering lock.
const CLUSTER_LOCK = 17_006_017;

/** Jaccard resemblance of two token sets. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (!a.size || !b.size) return 0;
  let inter = 0;
  for (const t of a) if (b.has(t)) inter++;
  return inter / (a.size + b.size - inter);
}

interface Member {
  id: string;
  cluster: string;
  time: number;
  fp: Fingerprint;
  features?: Set<string>;
}

/** Merged publication windows around `times` (ms), so one query reads each stretch once. */
function windows(times: number[], halfMs: number): Array<[number, number]> {
  const sorted = [...times].sort((a, b) => a - b);
  const out: Array<[number, number]> = [];
  for (const t of sorted) {
    const last = out[out.length - 1];
    if (last && t - halfMs <= last[1]) last[1] = t + halfMs;
    else out.push([t - halfMs, t + halfMs]);
  }
  return out;
}

/**
 * Clusters `fresh` (already stored, each its own cluster) against the stored articles and each other,
 * in the caller's transaction `tx` (module doc): moves the ones that join a cluster to it, and sets
 * `cluster_size` and `priority` on every member of a cluster that grew. Throws the database's errors.
 */
export async function clusterArticles(tx: Queryable, fresh: ClusterInput[], settings: ClusterSettings = DEFAULT_CLUSTER_SETTINGS): Promise<ClusterResult> {
  const halfMs = settings.windowHours * 3_600_000;
  const items = fresh
    .filter((f) => f.simhash)
    .map((f, i) => ({ id: f.id, i, time: Date.parse(f.published_at), fp: f.simhash!, features: f.simhash_features }))
    .sort((a, b) => a.time - b.time || a.i - b.i);
  if (!items.length) return { joined: 0, grown: 0 };
  await tx.query('SELECT pg_advisory_xact_lock($1)', [CLUSTER_LOCK]);

  // Stored fingerprints in the batch's publication windows (the batch's own rows are not candidates yet).
  const own = new Set(fresh.map((f) => f.id));
  const stored: Member[] = [];
  for (const [from, to] of windows(items.map((x) => x.time), halfMs)) {
    const res = await tx.query<{ id: string; simhash: string; cluster_id: string; t: Date | string }>(
      `SELECT id, simhash::text AS simhash, cluster_id, publication_datetime AS t FROM articles
        WHERE publication_datetime BETWEEN $1 AND $2 AND simhash IS NOT NULL AND cluster_id IS NOT NULL`,
      [new Date(from), new Date(to)],
    );
    for (const r of res.rows) if (!own.has(r.id)) stored.push({ id: r.id, cluster: r.cluster_id, time: new Date(r.t).getTime(), fp: fromSignedBigint(r.simhash) });
  }
  const near = (m: Member, x: { time: number; fp: Fingerprint }) => Math.abs(m.time - x.time) <= halfMs && hammingDistance(m.fp, x.fp) <= settings.maxDistance;

  // The text of the stored candidates only.
  const candidates = new Map<string, Member>();
  for (const x of items) for (const m of stored) if (near(m, x)) candidates.set(m.id, m);
  if (candidates.size) {
    const res = await tx.query<{ id: string; title_en: string; snippet_en: string }>('SELECT id, title_en, snippet_en FROM articles WHERE id = ANY($1::uuid[])', [[...candidates.keys()]]);
    for (const r of res.rows) candidates.get(r.id)!.features = new Set(simhashFeatures(`${r.title_en}\n${r.snippet_en}`));
  }

  const moved: Array<{ id: string; cluster_id: string }> = [];
  const batch: Member[] = [];
  for (const x of items) {
    let best: { m: Member; sim: number; dist: number } | undefined;
    let features: Set<string> | undefined;
    for (const group of [candidates.values(), batch]) {
      for (const m of group) {
        if (!m.features || !near(m, x)) continue;
        const sim = jaccard((features ??= new Set(x.features)), m.features);
        const dist = hammingDistance(m.fp, x.fp);
        if (sim >= settings.minSimilarity && (!best || sim > best.sim || (sim === best.sim && dist < best.dist))) best = { m, sim, dist };
      }
    }
    const cluster = best ? best.m.cluster : x.id;
    if (best) moved.push({ id: x.id, cluster_id: cluster });
    batch.push({ id: x.id, cluster, time: x.time, fp: x.fp, features: features ?? new Set(x.features) });
  }
  if (!moved.length) return { joined: 0, grown: 0 };
  await tx.query(
    `UPDATE articles a SET cluster_id = x.cluster_id FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, cluster_id uuid) WHERE a.id = x.id`,
    [JSON.stringify(moved)],
  );
  const grownIds = [...new Set(moved.map((a) => a.cluster_id))];
  await refreshClusters(tx, grownIds);
  return { joined: moved.length, grown: grownIds.length };
}

/**
 * Recounts `cluster_size` on every member of clusters `clusterIds` and recomputes the priority of
 * every member whose size changed (priority.ts, from the stored columns).
 */
export async function refreshClusters(tx: Queryable, clusterIds: string[]): Promise<void> {
  const res = await tx.query<PriorityInput & { id: string; priority: number }>(
    `UPDATE articles a SET cluster_size = c.n
       FROM (SELECT cluster_id, count(*)::int AS n FROM articles WHERE cluster_id = ANY($1::uuid[]) GROUP BY cluster_id) c
      WHERE a.cluster_id = ANY($1::uuid[]) AND a.cluster_id = c.cluster_id AND a.cluster_size <> c.n
      RETURNING a.id, a.adverse, a.categories, a.is_material, a.source_domain, a.publication_datetime, a.created_at, a.cluster_size, a.priority`,
    [clusterIds],
  );
  const changed = res.rows.map((r) => ({ id: r.id, priority: articlePriority(r) })).filter((r, i) => r.priority !== res.rows[i].priority);
  if (!changed.length) return;
  await tx.query(
    `UPDATE articles a SET priority = x.priority FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, priority int) WHERE a.id = x.id`,
    [JSON.stringify(changed)],
  );
}

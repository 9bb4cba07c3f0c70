/**
 * Downloads the current list files from the publishers' official URLs (registry.ts) into
 * `<dataDir>/<folder>/<YYYY-MM-DD>/`, where `findSnapshot` picks the newest complete snapshot.
 * Each URL can be overridden by `VIGIL_LIST_URL_<LIST>_<FILE>` (upper case, non-alphanumerics as
 * `_`, e.g. `VIGIL_LIST_URL_US_OFAC_SDN_SDN_CSV`), for mirrors or air-gapped copies.
 * A list is written only when all its required files arrived (files go to a temporary folder that is
 * renamed into place), so a half-finished download is never loaded. A list published as an index plus
 * the files it names (EveryPolitician, `ListSource.indexedFiles`) gets those files too, all required.
 * Settings inside a URL (`{VIGIL_EU_FSF_TOKEN}`) come from the environment, else their defaults.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../log.js';
import { LIST_CATALOGUE, downloadFolder, listSource, type ListFile } from './registry.js';

export interface FetchResult {
  list: string;
  status: 'fetched' | 'error';
  path?: string;
  error?: string;
}

/** Seconds allowed for one file's download before it counts as failed. */
const DOWNLOAD_TIMEOUT_SECONDS = 120;

/** Name of the environment variable overriding one file's URL: `VIGIL_LIST_URL_UN_SC_UN_CONSOLIDATED_XML`. */
export function urlOverrideVar(listId: string, fileName: string): string {
  return `VIGIL_LIST_URL_${listId}_${fileName}`.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}

/**
 * The URL to download `file` of `listId` from: the environment override, else the publisher's, with
 * each `{NAME}` setting of `file.urlSettings` filled from the environment variable NAME or its default
 * (e.g. `VIGIL_EU_FSF_TOKEN`, the EU FSF download token).
 */
export function fileUrl(listId: string, file: ListFile, env: NodeJS.ProcessEnv = process.env): string {
  const override = env[urlOverrideVar(listId, file.name)];
  if (override) return override;
  return Object.entries(file.urlSettings ?? {})
    .reduce((url, [name, fallback]) => url.replaceAll(`{${name}}`, encodeURIComponent(env[name] || fallback)), file.url);
}

async function download(url: string, target: string): Promise<void> {
  const res = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_SECONDS * 1000), redirect: 'follow' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  fs.writeFileSync(target, Buffer.from(await res.arrayBuffer()));
}

/**
 * Fetches `lists` (default: every catalogued list). Never throws for a failed list: its error is in
 * the result (the caller decides; start-up goes on offline). @throws only for an unknown list id.
 */
export async function fetchLists(dataDir: string, logger: Logger, lists?: string[]): Promise<FetchResult[]> {
  const sources = lists?.length ? lists.map(listSource) : [...LIST_CATALOGUE];
  const results: FetchResult[] = [];
  for (const source of sources) {
    const target = downloadFolder(dataDir, source.id);
    const tmp = `${target}.partial-${process.pid}`;
    try {
      fs.mkdirSync(tmp, { recursive: true });
      const urls: Record<string, string> = {};
      for (const file of source.files) {
        const url = fileUrl(source.id, file);
        urls[file.name] = url;
        try {
          await download(url, path.join(tmp, file.name));
        } catch (err) {
          if (!file.optional) throw err;
          logger.warn({ list: source.id, file: file.name, err: (err as Error).message }, 'optional list file not fetched');
        }
      }
      // Files named by a downloaded index (EveryPolitician): each required, in its own sub-folder.
      for (const file of source.indexedFiles?.(tmp, urls) ?? []) {
        const dest = path.resolve(tmp, file.name);
        if (!dest.startsWith(path.resolve(tmp) + path.sep)) throw new Error(`${source.id}: index names a file outside the snapshot: ${file.name}`);
        fs.mkdirSync(path.dirname(dest), { recursive: true });
        await download(file.url, dest);
      }
      fs.rmSync(target, { recursive: true, force: true });
      fs.renameSync(tmp, target);
      logger.info({ list: source.id, path: target }, 'list fetched');
      results.push({ list: source.id, status: 'fetched', path: target });
    } catch (err) {
      fs.rmSync(tmp, { recursive: true, force: true });
      const message = err instanceof Error ? `${err.message}${err.cause ? ` (${String((err.cause as Error).message ?? err.cause)})` : ''}` : String(err);
      logger.error({ list: source.id, err: message }, 'list fetch failed');
      results.push({ list: source.id, status: 'error', error: message });
    }
  }
  return results;
}

/**
 * The `VIGIL_NEWS_RSS_FEEDS` setting, read by config.ts. A module of its own so that reading the
 * configuration does not load the RSS source and what it imports (the feed parser, tinyld's language
 * profiles: about 75 ms at the start of every command).
 */
import { canonicalUrl } from './dedupe.js';

/**
 * The feed URLs of a `VIGIL_NEWS_RSS_FEEDS` value: separated by commas, whitespace or new lines;
 * duplicates dropped. @throws Error naming an entry that is not an absolute http(s) URL.
 */
export function parseFeedList(value: string | undefined): string[] {
  const urls = (value ?? '').split(/[\s,]+/).filter(Boolean);
  for (const u of urls) if (!canonicalUrl(u)) throw new Error(`VIGIL_NEWS_RSS_FEEDS: "${u}" is not an http(s) URL`);
  return [...new Set(urls)];
}

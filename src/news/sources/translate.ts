/**
 * English text of an article (`title_en`, `snippet_en`) and the translation adapter behind it.
 *
 * Rule (`englishText`): the language is the source's, else tinyld's detection (`./language.ts`).
 * - English, or no translator configured, or the language unknown and no translator: `title_en` and
 *   `snippet_en` carry the ORIGINAL text unchanged, `translated` is false, and `language` says which
 *   language that text is in (undefined when neither the source nor detection could tell). Downstream
 *   steps (linking, classification) then work on the original; GDELT's own themes, organisations and
 *   tone were computed by GDELT on its English machine translation, so GKG articles keep those.
 * - Otherwise (a translator is configured and the text is not English): both fields are translated
 *   to English in one request (`source` = the language, or `auto` when unknown). When the translator
 *   fails, the originals are kept, `translated` is false and `translation_error` says why, so a later
 *   run can retry.
 *
 * The adapter (`LibreTranslateClient`) speaks the LibreTranslate API, which other self-hosted
 * servers copy: `POST <url>/translate` with JSON `{q: string[], source, target: 'en', format: 'text',
 * api_key?}` answering `{translatedText: string[]}` (errors: `{error}` with 400/403/429/500), per
 * https://docs.libretranslate.com/guides/api_usage/. It is used only when `VIGIL_NEWS_TRANSLATE_URL` is set.
 */
import { pacedFetch, type RequestPacer, type RetryOptions } from './http.js';
import { resolveLanguage, type LanguageSource } from './language.js';
import { NewsSourceError } from './types.js';

/** Translates texts to English. @throws NewsSourceError when the service fails. */
export interface Translator {
  readonly id: string;
  /** `texts` in `source` (ISO 639-1, or `auto`) -> English, same order and length. */
  toEnglish(texts: string[], source: string): Promise<string[]>;
}

export interface LibreTranslateOptions {
  /** Base URL of the server, e.g. `http://127.0.0.1:5000` (configuration `VIGIL_NEWS_TRANSLATE_URL`). */
  url: string;
  /** `VIGIL_NEWS_TRANSLATE_API_KEY`, when the server requires one. */
  apiKey?: string;
  pacer?: RequestPacer;
  /** Default: 1 retry, 2 s back-off, 30 s time-out. */
  retry?: RetryOptions;
}

/** A LibreTranslate-compatible HTTP translator. */
export class LibreTranslateClient implements Translator {
  readonly id = 'libretranslate';

  constructor(private readonly options: LibreTranslateOptions) {}

  async toEnglish(texts: string[], source: string): Promise<string[]> {
    if (!texts.length) return [];
    const body: Record<string, unknown> = { q: texts, source, target: 'en', format: 'text' };
    if (this.options.apiKey) body.api_key = this.options.apiKey;
    const res = await pacedFetch(`${this.options.url.replace(/\/+$/, '')}/translate`, {
      source: this.id,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      pacer: this.options.pacer,
      retries: 1,
      backoffMs: 2000,
      timeoutMs: 30_000,
      ...this.options.retry,
    });
    let json: { translatedText?: unknown };
    try {
      json = (await res.json()) as { translatedText?: unknown };
    } catch {
      throw new NewsSourceError(this.id, 'answer is not JSON');
    }
    const out = Array.isArray(json.translatedText) ? json.translatedText : texts.length === 1 ? [json.translatedText] : undefined;
    if (!out || out.length !== texts.length || !out.every((t) => typeof t === 'string')) {
      throw new NewsSourceError(this.id, `answer has no translatedText for the ${texts.length} text(s)`);
    }
    return out as string[];
  }
}

/** An article's English fields and how they were obtained (rule above). */
export interface EnglishText {
  language?: string;
  language_source: LanguageSource;
  title_en: string;
  snippet_en: string;
  translated: boolean;
  translation_error?: string;
}

/** Applies the rule above. Never throws (a translator failure is reported in `translation_error`). */
export async function englishText(article: { title: string; snippet: string; language?: string }, translator?: Translator): Promise<EnglishText> {
  const { language, language_source } = resolveLanguage(article);
  const original: EnglishText = { language, language_source, title_en: article.title, snippet_en: article.snippet, translated: false };
  if (!language) delete original.language;
  if (!translator || language === 'en') return original;
  const texts = [article.title, article.snippet].filter(Boolean);
  if (!texts.length) return original;
  try {
    const english = await translator.toEnglish(texts, language ?? 'auto');
    const title_en = article.title ? english.shift()! : '';
    const snippet_en = article.snippet ? english.shift()! : '';
    return { ...original, title_en, snippet_en, translated: true };
  } catch (err) {
    return { ...original, translation_error: (err as Error).message };
  }
}

/**
 * Plain text out of what news sources publish: feed descriptions with HTML (the Guardian's
 * `<p>…</p>`), entity-encoded GDELT extras (`V&#xFD;roba`), and GDELT DOC titles with a space before
 * punctuation ("Spain , France battle wildfires").
 */
import { decode } from 'html-entities';

/** HTML/XML fragment -> plain text: tags removed (block tags become spaces), entities decoded, whitespace collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const noTags = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, ' ');
  // Some feeds entity-encode their HTML twice: tags that appear only after decoding go too.
  return collapse(decode(noTags).replace(/<\/?[a-z][^>]*>/gi, ' '));
}

/** Whitespace runs (including NBSP and line ends) -> one space, trimmed. */
export function collapse(text: string): string {
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}

/**
 * GDELT DOC titles are tokenised ("Spain , France battle wildfires", "( AP )"): the space before
 * `, . ; ! ? % )` and after `(` is removed. A space before `:` is kept (French typography uses it).
 */
export function tidyGdeltTitle(title: string): string {
  return collapse(title).replace(/ +([,.;!?%)])/g, '$1').replace(/\( +/g, '(');
}

/** The first `max` characters of `text`, cut at a word boundary, with `…` when cut. */
export function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

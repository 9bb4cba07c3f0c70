/**
 * Arabic name compounds (rule 7 of normalise.ts): "Abd al-X" forms canonicalised to ABDUL + X or
 * ABDULLAH (`canonicaliseAbd`), and theophoric "X Allah" compounds written as one token XULLAH
 * (`canonicaliseAllah`). Used by pipeline.ts.
 */
import { PARTICLES } from './name-words.js';

const ABD_BARE = new Set(['ABD', 'ABDUL', 'ABDEL', 'ABDAL', 'ABDOUL', 'ABDOL', 'ABDU', 'ABDO', 'ABDI', 'ABDE', 'ABDULL']);
const ARTICLES = new Set(['AL', 'EL', 'UL', 'UR', 'AR', 'AS', 'AD', 'AN', 'AT', 'AZ', 'ASH', 'ES', 'EZ', 'ED', 'ER', 'ET']);
const ALLAH = new Set(['ALLAH', 'ULLAH', 'LAH', 'LLAH', 'ALLA', 'ULLA', 'ELLAH', 'OLLAH', 'ILLAH', 'ALLAHI']);

const THEOPHORIC = /^(.{2,}?)(?:ULLAH|ALLAH|OLLAH|ELLAH|ULLA|OLLA)$/;

/**
 * Theophoric compounds (rule 7): "X ALLAH" written as two words and "XALLAH"/"XOLLAH"/"XULLA" become one
 * token "XULLAH" (HAMID ALLAH, HAMIDULLAH, حمید الله -> HAMIDULLAH); ABDULLAH stays as `canonicaliseAbd`
 * left it. Works on folded token texts.
 */
export function canonicaliseAllah(tokens: string[]): string[] {
  const out: string[] = [];
  for (const t of tokens) {
    const prev = out[out.length - 1];
    if (ALLAH.has(t) && prev !== undefined && prev.length >= 2 && !ABD_BARE.has(prev) && !prev.startsWith('ABDUL') && !PARTICLES.has(prev) && !/\d/.test(prev)) {
      out[out.length - 1] = prev + 'ULLAH';
      continue;
    }
    const m = t.length >= 6 && !t.startsWith('ABD') ? THEOPHORIC.exec(t) : null;
    out.push(m ? m[1] + 'ULLAH' : t);
  }
  return out;
}


/** Canonicalise Arabic "Abd al-" compounds (rule 7). Works on folded token texts. */
export function canonicaliseAbd(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (ABD_BARE.has(t)) {
      let j = i + 1;
      if (j < tokens.length && ARTICLES.has(tokens[j]) && j + 1 < tokens.length) j++;
      if (j < tokens.length && ALLAH.has(tokens[j])) { out.push('ABDULLAH'); i = j; continue; }
      out.push('ABDUL');
      i = j - 1;
      continue;
    }
    const m = t.startsWith('ABD') ? /^ABD(?:[AEIOU]{1,2})(?:L|(?=([RSDNTZ])\1))?(.*)$/.exec(t) : null;
    if (m && t.length > 4) {
      let rest = m[2];
      if (ALLAH.has(rest) || ALLAH.has('A' + rest) || rest === '' || rest === 'A' || rest === 'AH' || rest === 'LAH' || rest === 'LA') {
        out.push(/^ABD[AEIOU]{1,2}L{1,2}AH?$/.test(t) || ALLAH.has(rest) ? 'ABDULLAH' : t);
        continue;
      }
      if (rest.length >= 2 && rest[0] === rest[1]) rest = rest.slice(1); // sun-letter assimilation: ABDURRAHMAN
      if (rest.length >= 3) { out.push('ABDUL', rest); continue; }
    }
    out.push(t);
  }
  return out;
}

/**
 * Legal forms of companies (rule 5 of normalise.ts): single-word forms and their canonical codes
 * (`LEGAL_FORMS`, with the non-profit forms; the Cyrillic abbreviations of Central Asia, Belarus and
 * Ukraine, `CYRILLIC_LEGAL_FORMS`), a form's other code (`LEGAL_FORM_ALTERNATIVES`), the families of
 * forms (`LEGAL_FAMILY`), the post-Soviet forms written out in any romanisation
 * (`POST_SOVIET_LEGAL_WORDS`, `POST_SOVIET_PHRASES`), the multi-word forms (`LEGAL_PHRASES`) and their
 * lookup (`legalPhraseAt`). Used by numbers.ts, legal-form-typos.ts, glosses.ts and pipeline.ts;
 * `LEGAL_FORMS`, `LEGAL_FAMILY` and `LEGAL_PHRASES` are re-exported by normalise.ts.
 */

/**
 * Non-profit (non-commercial) company-law forms -> canonical code. Sources: Russian Civil Code
 * art. 50 (legal persons are commercial or non-commercial) and art. 123.24: ANO, avtonomnaya
 * nekommercheskaya organizatsiya, the autonomous non-commercial organisation; German BGB § 21: e.V.,
 * eingetragener Verein, the registered (non-economic) association; Belgian law of 27 June 1921:
 * ASBL / VZW (association sans but lucratif / vereniging zonder winstoogmerk, one form named in
 * French and in Dutch) and AISBL (its international form). Left out: NKO, which in Russian banking is
 * the non-bank credit organisation (nebankovskaya kreditnaya organizatsiya, itself an LLC or JSC:
 * "LIMITED LIABILITY COMPANY NON-BANK CREDIT ORGANIZATION ..."), and NPO, in Russian names the
 * scientific-production association (nauchno-proizvodstvennoe obedinenie, mostly a JSC: "JSC NPO
 * MASHINOSTROYENIA"); FOUNDATION, FUND and ASSOCIATION, generic words (`GENERIC_ORG_WORDS`) used for
 * companies as well.
 */
const NONPROFIT_FORMS: Record<string, string> = { ANO: 'ANO', EV: 'EV', ASBL: 'ASBL', VZW: 'ASBL', AISBL: 'ASBL' };

/** Single-token legal forms -> canonical code. */
export const LEGAL_FORMS: Record<string, string> = {
  LLC: 'LLC', LC: 'LLC', OOO: 'LLC', TOV: 'LLC', TOO: 'LLC', MCHJ: 'LLC', SPZOO: 'LLC',
  LTD: 'LTD', LIMITED: 'LTD', LTDA: 'LTD', PTE: 'PTE', PTY: 'PTY', PVT: 'PVT', PRIVATE: 'PVT',
  GMBH: 'GMBH', MBH: 'GMBH', UG: 'GMBH', KG: 'KG', OHG: 'KG', KGAA: 'KG', EK: 'KG',
  OAO: 'JSC', ZAO: 'JSC', PAO: 'JSC', AO: 'JSC', JSC: 'JSC', OJSC: 'JSC', CJSC: 'JSC', PJSC: 'JSC',
  PAT: 'JSC', PRAT: 'JSC', ZAT: 'JSC', VAT: 'JSC', AAT: 'JSC', JSCB: 'JSC', AKB: 'JSC', ASC: 'JSC',
  SA: 'SA', SAS: 'SA', SAU: 'SA', SAL: 'SA', SARL: 'SARL', SRL: 'SARL', SPRL: 'SARL', SL: 'SARL', SLU: 'SARL',
  SPA: 'SPA', SAPA: 'SPA', SCA: 'SA', SNC: 'SNC', SCS: 'SNC', SE: 'SE', EURL: 'SARL',
  BV: 'BV', NV: 'NV', VOF: 'NV', CV: 'CV', AG: 'AG', AKTIENGESELLSCHAFT: 'AG',
  CO: 'CO', COMPANY: 'CO', CIA: 'CO', CIE: 'CO', CORP: 'CORP', CORPORATION: 'CORP', INC: 'INC',
  INCORPORATED: 'INC', PLC: 'PLC', LLP: 'LLP', LP: 'LP', LLLP: 'LP', PC: 'PC', FZE: 'FZE', FZCO: 'FZE',
  FZC: 'FZE', FZLLC: 'FZE', DMCC: 'FZE', WLL: 'WLL', BSC: 'BSC', QSC: 'BSC', SAOG: 'SAOG', SAE: 'SA',
  BHD: 'BHD', SDN: 'BHD', TBK: 'TBK', PT: 'PT', AB: 'AB', AS: 'AS', ASA: 'AS', APS: 'AS', OY: 'OY', OYJ: 'OY',
  KFT: 'KFT', ZRT: 'KFT', NYRT: 'KFT', DOO: 'DOO', DD: 'DD', AD: 'AD', EAD: 'AD', OOD: 'DOO', EOOD: 'DOO',
  SRO: 'SRO', KK: 'KK', KABUSHIKIGAISHA: 'KK', YK: 'KK', GK: 'KK', LTDCO: 'LTD',
  COLTD: 'LTD', SPOLKA: 'SP', SP: 'SP', ZOO: 'LLC', UAB: 'LLC', SIA: 'LLC', OU: 'LLC', EHF: 'LLC', HF: 'LLC',
  SCRL: 'SARL', COOP: 'COOP', GIE: 'GIE', EIRL: 'SARL', SAC: 'SA', SAA: 'SA', SRLTDA: 'LTD',
  // Non-profit forms (`NONPROFIT_FORMS`) and the charitable GmbH, which is a GmbH (GmbHG § 4).
  ...NONPROFIT_FORMS, GGMBH: 'GMBH',
  // Unitary enterprises (`POST_SOVIET_LEGAL_WORDS`): federal state (FGUP / FSUE), state, municipal.
  FGUP: 'UE', FSUE: 'UE', GUP: 'UE', MUP: 'UE',
  // The limited-liability forms of Central Asia in Cyrillic (`CYRILLIC_LEGAL_FORMS` for the sources),
  // whose romanisations are no Latin word: Kazakh ЖШС, Kyrgyz ЖЧК, Uzbek МЧЖ, Tajik ҶДММ.
  ZHSHS: 'LLC', ZHCHK: 'LLC', MCHZH: 'LLC', JDMM: 'LLC',
};

/**
 * Abbreviations of post-Soviet legal forms read only in a name written in Cyrillic (their romanisations
 * are Latin words or names: TAA, AT, AQ), -> canonical code; with the abbreviations of `LEGAL_FORMS`
 * that are romanisations of Cyrillic ones (ЖШС ZHSHS, ЖЧК ZHCHK, МЧЖ MCHZH, ҶДММ JDMM). Sources, the
 * forms of each country's civil code and company registry: Belarus, Civil Code art. 87-97 and the
 * Unified State Register's Belarusian forms (таварыства з абмежаванай адказнасцю, ТАА, LLC;
 * адкрытае / закрытае акцыянернае таварыства, ААТ / ЗАТ, already in `LEGAL_FORMS`); Kazakhstan, Civil
 * Code (general part, 1994) art. 77 and 85, Law 220-I of 1998 on limited-liability partnerships and
 * Law 415-II of 2003 on joint-stock companies (жауапкершілігі шектеулі серіктестік, ЖШС, the
 * Russian ТОО; акционерлік қоғам, АҚ, JSC; the older open and closed ашық / жабық акционерлік
 * қоғам, ААҚ / ЖАҚ); Kyrgyzstan, Civil Code art. 113-160 and the Law on business partnerships and
 * companies of 1996 (жоопкерчилиги чектелген коом, ЖЧК, LLC; ачык / жабык акционердик коом, ААК /
 * ЖАК, JSC); Uzbekistan, Law on limited and additional liability companies of 2001 (масъулияти
 * чекланган жамият, МЧЖ, LLC: MCHJ in Latin); Tajikistan, Civil Code art. 94 (ҷамъияти дорои
 * масъулияти маҳдуд, ҶДММ, LLC); Ukraine, Law 2275-VIII and Law on joint-stock companies 514-VI
 * (акціонерне товариство, АТ; ТОВ, ПАТ, ПрАТ already in `LEGAL_FORMS`). Left out: АК, the Russian
 * акционерная компания, which lists keep as letters (AK ALROSA).
 */
const CYRILLIC_LEGAL_FORMS: Record<string, string> = {
  TAA: 'LLC', AT: 'JSC', AQ: 'JSC', AAQ: 'JSC', ZHAQ: 'JSC', AAK: 'JSC', ZHAK: 'JSC',
};
export const CYRILLIC_LEGAL_FORM_CODE = new Map(Object.entries(CYRILLIC_LEGAL_FORMS));

/**
 * A legal form's other canonical code (`NameToken.alt`, which the scorer takes as equal to the other
 * side's token): the partnership with limited liability of Kazakhstan (and of Russia before 1995,
 * Civil Code of the RSFSR), ТОО / ЖШС, товарищество с ограниченной ответственностью / жауапкершілігі
 * шектеулі серіктестік, is LLC (its code, the company form it is) and LLP (its name word for word, as
 * Kazakhstan's own English registry extracts and most lists write it): "ТОО X" meets both "X LLC" and
 * "X LLP", while an English LLP and LLC still differ. Keys: the romanised abbreviation, or the
 * canonical words of the phrase (`LEGAL_PHRASES`) joined by spaces.
 */
export const LEGAL_FORM_ALTERNATIVES: ReadonlyMap<string, readonly string[]> = new Map([
  ['TOO', ['LLP']], ['ZHSHS', ['LLP']],
  ['TOVARISHCHESTVO S OGRANICHENNOI OTVETSTVENNOSTYU', ['LLP']],
  ['ZHAUAPKERSHILIGI SHEKTEULI SERIKTESTIGI', ['LLP']], ['ZHAUAPKERSHILIGI SHEKTEULI SERIKTESTIK', ['LLP']],
]);

/**
 * Family of a canonical legal form: forms of one family can name the same company written in another
 * language or convention (OOO "LLC"/"Ltd", GmbH "Ltd"); forms of different families are different
 * kinds of company (a joint-stock company is not a limited-liability company: Deutsche Bank AG is not
 * a Deutsche Bank GmbH), so two names with conflicting legal forms name different companies unless
 * the rest of the name says otherwise. Codes absent here (CO, CORP, INC, PT, BHD, AS, AB, OY, FZE,
 * ...) are used for several kinds, or loosely, and conflict with nothing. Source: the company-law
 * forms themselves (private limited-liability vs joint-stock/public vs partnership).
 */
export const LEGAL_FAMILY: Record<string, 'limited' | 'stock' | 'partnership' | 'cooperative' | 'nonprofit'> = {
  LLC: 'limited', LTD: 'limited', GMBH: 'limited', SARL: 'limited', BV: 'limited', PTY: 'limited', PVT: 'limited',
  PTE: 'limited', SRO: 'limited', DOO: 'limited', SP: 'limited', WLL: 'limited', KFT: 'limited',
  JSC: 'stock', AG: 'stock', SA: 'stock', PLC: 'stock', NV: 'stock', SPA: 'stock', SE: 'stock', AD: 'stock',
  DD: 'stock', KK: 'stock', TBK: 'stock', BSC: 'stock', SAOG: 'stock',
  LP: 'partnership', LLP: 'partnership', KG: 'partnership', SNC: 'partnership',
  COOP: 'cooperative',
  // Non-commercial organisations (`NONPROFIT_FORMS` and the phrases that name them): no kind of company.
  ANO: 'nonprofit', EV: 'nonprofit', ASBL: 'nonprofit', NONPROFIT: 'nonprofit',
};

/**
 * The English names of the non-commercial organisation (Russian Civil Code art. 50, 123.24; lists
 * translate ANO as "AUTONOMOUS NON-COMMERCIAL ORGANIZATION" or "AUTONOMOUS NONPROFIT ORGANIZATION"),
 * each as folded token sequences: NON-COMMERCIAL / NONCOMMERCIAL, NON-PROFIT / NONPROFIT,
 * ORGANIZATION / ORGANISATION; with AUTONOMOUS -> ANO, without -> NONPROFIT (so too NOT-FOR-PROFIT
 * ORGANIZATION).
 */
function nonprofitPhrases(): Array<[string[], string]> {
  const out: Array<[string[], string]> = [];
  for (const adj of [['NONCOMMERCIAL'], ['NON', 'COMMERCIAL'], ['NONPROFIT'], ['NON', 'PROFIT']]) {
    for (const org of ['ORGANIZATION', 'ORGANISATION']) {
      out.push([['AUTONOMOUS', ...adj, org], 'ANO'], [[...adj, org], 'NONPROFIT']);
    }
  }
  for (const org of ['ORGANIZATION', 'ORGANISATION']) out.push([['NOT', 'FOR', 'PROFIT', org], 'NONPROFIT']);
  return out;
}

/**
 * Expands a spelling pattern with `(A|B|...)` groups (not nested) into every spelling it stands for:
 * "OTKR(Y|I)T(OE|OYE)" -> OTKRYTOE, OTKRYTOYE, OTKRITOE, OTKRITOYE.
 */
function expandSpellings(pattern: string): string[] {
  const m = /\(([^()]*)\)/.exec(pattern);
  if (!m) return [pattern];
  const out: string[] = [];
  for (const alt of m[1].split('|')) out.push(...expandSpellings(pattern.slice(0, m.index) + alt + pattern.slice(m.index + m[0].length)));
  return out;
}

/**
 * The words of the Russian, Ukrainian and Kazakh company-law forms written in Latin letters, as
 * canonical word -> spelling patterns (`expandSpellings`). The forms: Russian Civil Code art. 66.3,
 * 87 and 96-97 (1994 text: open and closed joint-stock companies; since 2014 public and non-public),
 * Federal Laws 208-FZ (aktsionernoe obshchestvo, AO/OAO/ZAO/PAO) and 14-FZ (obshchestvo s
 * ogranichennoi otvetstvennostyu, OOO); the "joint-stock company of the open / closed type" (AOOT /
 * AOZT) of the 1990 RSFSR regulation on joint-stock companies; Belarus's foreign LLC (inostrannoe
 * OOO, IOOO); Kazakhstan's limited-liability partnership (tovarishchestvo s ogranichennoi
 * otvetstvennostyu, TOO); the joint-stock commercial bank (aktsionerny kommercheski bank, AKB);
 * Ukraine's Civil Code art. 80-81 and Law 2275-VIII (tovarystvo z obmezhenoiu vidpovidalnistiu, TOV;
 * aktsionerne tovarystvo, AT, private PrAT and public PAT; before 2008 open VAT and closed ZAT). The
 * spellings are those of the romanisation systems lists use: BGN/PCGN (SHCH, Y for й and ы, YE and
 * YU: OGRANICHENNOY, AKTSIONERNOYE, OTVETSTVENNOST'YU with the soft sign's apostrophe deleted),
 * Library of Congress (I for й, IU: OGRANICHENNOI, OTVETSTVENNOSTIU), GOST 7.79 B (SHH, J, CZ: OBSHHESTVO,
 * OGRANICHENNOJ), ISO 9 and the scientific system with the diacritics folded (šč -> SC, č -> C, c for
 * ц: OBSCESTVO, AKCIONERNOE), the common SCH (OBSCHESTVO), and Ukraine's national system
 * (Cabinet of Ministers resolution 55 of 2010: OBMEZHENOIU, VIDPOVIDALNISTIU). Also the unitary
 * enterprise (Russian Civil Code art. 113-114: state, federal state and municipal unitary enterprises,
 * GUP / FGUP / MUP; Belarus Civil Code art. 113: republican and private unitary enterprises), in
 * Russian or in English, -> UE; Belarus's joint-stock company in Belarusian (Civil Code of Belarus
 * art. 96-97: адкрытае / закрытае акцыянернае таварыства, ADKRYTAE / ZAKRYTAE AKTSYYANERNAE
 * TAVARYSTVA, AAT / ZAT) -> JSC; and the Russian non-commercial organisation (Civil Code art. 50,
 * 123.24: avtonomnaya nekommercheskaya organizatsiya) -> ANO, as its English name (`nonprofitPhrases`).
 */
const POST_SOVIET_LEGAL_WORDS: Record<string, string> = {
  OBSHCHESTVO: 'OB(SHCH|SCH|SHH|SHC|SHTSH|SC|SH)ESTVO',
  AKTSIONERNOE: 'AK(TS|C|TC|CZ|TZ|S)IONERN(OE|OYE|OJE|OIE)',
  OTKRYTOE: 'OTKR(Y|I)T(OE|OYE|OJE|OIE)',
  ZAKRYTOE: 'ZAKR(Y|I)T(OE|OYE|OJE|OIE)',
  PUBLICHNOE: 'PUBLI(CH|C)N(OE|OYE|OJE|OIE)',
  NEPUBLICHNOE: 'NEPUBLI(CH|C)N(OE|OYE|OJE|OIE)',
  INOSTRANNOE: 'INOSTRANN(OE|OYE|OJE|OIE)',
  OGRANICHENNOI: 'OGRANI(CH|C)ENN(OI|OY|OJ|OII|OYI)',
  OTVETSTVENNOSTYU: 'OTVETSTVENNOST(YU|IU|JU|IYU|IJU|U)',
  OTKRYTOGO: 'OTKR(Y|I)TOGO',
  ZAKRYTOGO: 'ZAKR(Y|I)TOGO',
  TOVARISHCHESTVO: 'TOVARI(SHCH|SCH|SHH|SC)ESTVO',
  AKTSIONERNY: 'AK(TS|C|TC|CZ)IONERN(Y|YY|YI|YJ|II|IY|IJ)',
  KOMMERCHESKI: 'KOMMER(CH|C)ESK(I|IY|II|IJ|IYY)',
  TOVARYSTVO: 'TOVAR(Y|I)STVO',
  OBMEZHENOIU: 'OBMEZHEN(OIU|OYU|OJU|OIYU)',
  VIDPOVIDALNISTIU: 'VIDPOVIDALNIST(IU|YU|JU|IYU)',
  AKTSIONERNE: 'AK(TS|C)IONERNE',
  PRYVATNE: 'PR(Y|I)VATNE',
  PUBLICHNE: 'PUBLI(CH|C)NE',
  VIDKRYTE: 'VIDKR(Y|I)TE',
  ZAKRYTE: 'ZAKR(Y|I)TE',
  FEDERALNOE: 'FEDERALN(OE|OYE|OJE|OIE)',
  GOSUDARSTVENNOE: 'GOSUDARSTVENN(OE|OYE|OJE|OIE)',
  MUNITSIPALNOE: 'MUNI(TS|C)IPALN(OE|OYE|OJE|OIE)',
  RESPUBLIKANSKOE: 'RESPUBLIKANSK(OE|OYE|OJE|OIE)',
  UNITARNOE: 'UNITARN(OE|OYE|OJE|OIE)',
  PREDPRIYATIE: 'PREDPRI(YA|JA|IA)TI(E|YE|JE)',
  AKTSYYANERNAE: 'AK(TS|C)(Y|I)(Y|I)ANERNA(E|YE|JE|IE)',
  TAVARYSTVA: 'TAVAR(Y|I)STVA',
  ADKRYTAE: 'ADKR(Y|I)TA(E|YE|JE|IE)',
  ZAKRYTAE: 'ZAKR(Y|I)TA(E|YE|JE|IE)',
  AVTONOMNAYA: 'AVTONOMN(AYA|AIA|AJA)',
  NEKOMMERCHESKAYA: 'NEKOM(M|)ER(CH|C)ESK(AYA|AIA|AJA)',
  ORGANIZATSIYA: 'ORGANIZA(TS|C|TC)I(YA|IA|JA|A)',
  // Central Asia and Belarus in Cyrillic, as romanised (Г may come out H, Қ Q, Ғ GH), and in the
  // Kazakh Latin alphabet of 2021 (J for Ж, S for Ш): `CYRILLIC_LEGAL_FORMS` for the sources.
  ZHAUAPKERSHILIGI: '(ZH|J)AUAPKER(SH|S)(I|Y)L(I|Y)(G|H|GH)(I|Y)',
  SHEKTEULI: '(SH|S)EKTEUL(I|Y)',
  SERIKTESTIGI: 'SER(I|Y)KTEST(I|Y)(G|H|GH)(I|Y)',
  SERIKTESTIK: 'SER(I|Y)KTEST(I|Y)(K|Q)',
  AKTSIONERLIK: 'AK(TS|C|S)IONERL(I|Y)(K|Q)',
  QOGAM: '(Q|K)O(GH|G|H)AM(Y|I|)',
  ABMEZHAVANAY: 'ABMEZHAVAN(AY|AI|AJ)',
  ADKAZNASTSYU: 'ADKAZNAS(TS|C)(YU|IU|JU)',
  ZHOOPKERCHILIGI: '(ZH|J)OOPKER(CH|C)(I|Y)L(I|Y)(G|H)(I|Y)',
  CHEKTELGEN: '(CH|C)EKTEL(G|H)EN',
  KOOM: 'KOOM(U|)',
};

/** Spelling of a word of a post-Soviet legal form (`POST_SOVIET_LEGAL_WORDS`) -> its canonical spelling. */
export const POST_SOVIET_SPELLING = new Map<string, string>();
for (const [word, pattern] of Object.entries(POST_SOVIET_LEGAL_WORDS)) {
  for (const s of expandSpellings(pattern)) POST_SOVIET_SPELLING.set(s, word);
}

/**
 * The post-Soviet legal forms (see `POST_SOVIET_LEGAL_WORDS` for the sources) as phrases of canonical
 * words -> canonical code: every joint-stock form -> JSC, every limited-liability form -> LLC, as
 * their abbreviations (OAO, ZAO, PAO, AO, OOO, TOV, TOO) are in `LEGAL_FORMS`; the unitary enterprise
 * -> UE (FGUP, FSUE, GUP, MUP; not SUE, an English given name), a form of no `LEGAL_FAMILY`.
 */
const POST_SOVIET_PHRASES: Array<[string[], string]> = [
  [['OTKRYTOE', 'AKTSIONERNOE', 'OBSHCHESTVO', 'OTKRYTOGO', 'TIPA'], 'JSC'],
  [['AKTSIONERNOE', 'OBSHCHESTVO', 'OTKRYTOGO', 'TIPA'], 'JSC'],
  [['AKTSIONERNOE', 'OBSHCHESTVO', 'ZAKRYTOGO', 'TIPA'], 'JSC'],
  [['OTKRYTOE', 'AKTSIONERNOE', 'OBSHCHESTVO'], 'JSC'],
  [['ZAKRYTOE', 'AKTSIONERNOE', 'OBSHCHESTVO'], 'JSC'],
  [['PUBLICHNOE', 'AKTSIONERNOE', 'OBSHCHESTVO'], 'JSC'],
  [['NEPUBLICHNOE', 'AKTSIONERNOE', 'OBSHCHESTVO'], 'JSC'],
  [['AKTSIONERNOE', 'OBSHCHESTVO'], 'JSC'],
  [['AKTSIONERNY', 'KOMMERCHESKI', 'BANK'], 'JSC'],
  [['OBSHCHESTVO', 'S', 'OGRANICHENNOI', 'OTVETSTVENNOSTYU'], 'LLC'],
  [['INOSTRANNOE', 'OBSHCHESTVO', 'S', 'OGRANICHENNOI', 'OTVETSTVENNOSTYU'], 'LLC'],
  [['TOVARISHCHESTVO', 'S', 'OGRANICHENNOI', 'OTVETSTVENNOSTYU'], 'LLC'],
  [['TOVARYSTVO', 'Z', 'OBMEZHENOIU', 'VIDPOVIDALNISTIU'], 'LLC'],
  [['PRYVATNE', 'AKTSIONERNE', 'TOVARYSTVO'], 'JSC'],
  [['PUBLICHNE', 'AKTSIONERNE', 'TOVARYSTVO'], 'JSC'],
  [['VIDKRYTE', 'AKTSIONERNE', 'TOVARYSTVO'], 'JSC'],
  [['ZAKRYTE', 'AKTSIONERNE', 'TOVARYSTVO'], 'JSC'],
  [['AKTSIONERNE', 'TOVARYSTVO'], 'JSC'],
  [['FEDERALNOE', 'GOSUDARSTVENNOE', 'UNITARNOE', 'PREDPRIYATIE'], 'UE'],
  [['GOSUDARSTVENNOE', 'UNITARNOE', 'PREDPRIYATIE'], 'UE'],
  [['MUNITSIPALNOE', 'UNITARNOE', 'PREDPRIYATIE'], 'UE'],
  [['RESPUBLIKANSKOE', 'UNITARNOE', 'PREDPRIYATIE'], 'UE'],
  [['UNITARNOE', 'PREDPRIYATIE'], 'UE'],
  [['ADKRYTAE', 'AKTSYYANERNAE', 'TAVARYSTVA'], 'JSC'],
  [['ZAKRYTAE', 'AKTSYYANERNAE', 'TAVARYSTVA'], 'JSC'],
  [['AKTSYYANERNAE', 'TAVARYSTVA'], 'JSC'],
  [['TAVARYSTVA', 'Z', 'ABMEZHAVANAY', 'ADKAZNASTSYU'], 'LLC'],
  [['ZHAUAPKERSHILIGI', 'SHEKTEULI', 'SERIKTESTIGI'], 'LLC'],
  [['ZHAUAPKERSHILIGI', 'SHEKTEULI', 'SERIKTESTIK'], 'LLC'],
  [['AKTSIONERLIK', 'QOGAM'], 'JSC'],
  [['ZHOOPKERCHILIGI', 'CHEKTELGEN', 'KOOM'], 'LLC'],
  [['AVTONOMNAYA', 'NEKOMMERCHESKAYA', 'ORGANIZATSIYA'], 'ANO'],
  [['NEKOMMERCHESKAYA', 'ORGANIZATSIYA'], 'NONPROFIT'],
  [['FEDERAL', 'STATE', 'UNITARY', 'ENTERPRISE'], 'UE'],
  [['STATE', 'UNITARY', 'ENTERPRISE'], 'UE'],
  [['MUNICIPAL', 'UNITARY', 'ENTERPRISE'], 'UE'],
  [['REPUBLICAN', 'UNITARY', 'ENTERPRISE'], 'UE'],
  [['PRIVATE', 'UNITARY', 'ENTERPRISE'], 'UE'],
  [['UNITARY', 'ENTERPRISE'], 'UE'],
];

/** Long words of the post-Soviet legal forms that a typing error may reach (`phraseWord`). */
export const LONG_POST_SOVIET_WORDS = Object.keys(POST_SOVIET_LEGAL_WORDS).filter((w) => w.length >= 11);

/** Multi-word legal forms (as folded token sequences) -> canonical code. Longest first. */
export const LEGAL_PHRASES: Array<[string[], string]> = ([
  [['OPEN', 'JOINT', 'STOCK', 'COMPANY'], 'JSC'],
  [['CLOSED', 'JOINT', 'STOCK', 'COMPANY'], 'JSC'],
  [['PUBLIC', 'JOINT', 'STOCK', 'COMPANY'], 'JSC'],
  [['PRIVATE', 'JOINT', 'STOCK', 'COMPANY'], 'JSC'],
  [['OPEN', 'JOINT', 'STOCK'], 'JSC'],
  [['CLOSED', 'JOINT', 'STOCK'], 'JSC'],
  [['JOINT', 'STOCK', 'COMPANY'], 'JSC'],
  [['JOINT', 'STOCK', 'COMMERCIAL', 'BANK'], 'JSC'],
  [['JOINT', 'STOCK'], 'JSC'],
  [['JOINTSTOCK', 'COMPANY'], 'JSC'],
  [['LIMITED', 'LIABILITY', 'COMPANY'], 'LLC'],
  [['LIMITED', 'LIABILITY', 'PARTNERSHIP'], 'LLP'],
  [['LIMITED', 'LIABILITY'], 'LLC'],
  [['LIMITED', 'PARTNERSHIP'], 'LP'],
  [['PUBLIC', 'LIMITED', 'COMPANY'], 'PLC'],
  [['PRIVATE', 'LIMITED', 'COMPANY'], 'LTD'],
  [['PRIVATE', 'LIMITED'], 'LTD'],
  [['SOCIETATEA', 'CU', 'RASPUNDERE', 'LIMITATA'], 'SARL'],
  [['SOCIEDAD', 'DE', 'RESPONSABILIDAD', 'LIMITADA'], 'SARL'],
  [['SOCIETE', 'A', 'RESPONSABILITE', 'LIMITEE'], 'SARL'],
  [['SOCIETA', 'A', 'RESPONSABILITA', 'LIMITATA'], 'SARL'],
  [['GESELLSCHAFT', 'MIT', 'BESCHRANKTER', 'HAFTUNG'], 'GMBH'],
  [['SOCIEDAD', 'ANONIMA'], 'SA'],
  [['SOCIETE', 'ANONYME'], 'SA'],
  [['SOCIETA', 'PER', 'AZIONI'], 'SPA'],
  [['NAAMLOZE', 'VENNOOTSCHAP'], 'NV'],
  [['BESLOTEN', 'VENNOOTSCHAP'], 'BV'],
  [['KABUSHIKI', 'KAISHA'], 'KK'],
  [['SP', 'Z', 'O', 'O'], 'LLC'],
  [['SP', 'Z', 'OO'], 'LLC'],
  [['A', 'S'], 'AS'],
  [['S', 'A'], 'SA'],
  [['S', 'R', 'L'], 'SARL'],
  [['S', 'L'], 'SARL'],
  [['B', 'V'], 'BV'],
  [['N', 'V'], 'NV'],
  [['CO', 'LTD'], 'LTD'],
  [['PTY', 'LTD'], 'LTD'],
  [['PVT', 'LTD'], 'LTD'],
  [['PTE', 'LTD'], 'LTD'],
  [['SDN', 'BHD'], 'BHD'],
  ...nonprofitPhrases(),
  [['EINGETRAGENER', 'VEREIN'], 'EV'],
  [['ASSOCIATION', 'SANS', 'BUT', 'LUCRATIF'], 'ASBL'],
  [['VERENIGING', 'ZONDER', 'WINSTOOGMERK'], 'ASBL'],
  [['GEMEINNUTZIGE', 'GMBH'], 'GMBH'],
  [['FREE', 'ZONE', 'ESTABLISHMENT'], 'FZE'],
  [['FREE', 'ZONE', 'COMPANY'], 'FZE'],
  ...POST_SOVIET_PHRASES,
] as Array<[string[], string]>).sort((a, b) => b[0].length - a[0].length);

const PHRASES_BY_FIRST = new Map<string, Array<[string[], string]>>();
for (const p of LEGAL_PHRASES) {
  const l = PHRASES_BY_FIRST.get(p[0][0]) ?? [];
  l.push(p);
  PHRASES_BY_FIRST.set(p[0][0], l);
}
const NO_PHRASES: Array<[string[], string]> = [];

/**
 * The legal-form phrase (`LEGAL_PHRASES`: words, code) that `words` hold from position `i`, the longest
 * first, or undefined. Used on a name's phrase words and on a glossed word's English translation.
 */
export function legalPhraseAt(words: readonly string[], i: number): [string[], string] | undefined {
  for (const entry of PHRASES_BY_FIRST.get(words[i]) ?? NO_PHRASES) {
    const phrase = entry[0];
    if (i + phrase.length > words.length) continue;
    let ok = true;
    for (let k = 1; k < phrase.length; k++) if (words[i + k] !== phrase[k]) { ok = false; break; }
    if (ok) return entry;
  }
  return undefined;
}

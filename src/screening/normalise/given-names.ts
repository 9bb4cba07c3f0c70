/**
 * Given names and East Slavic patronymics (rule 11 of normalise.ts): the equivalence groups of given
 * names across languages and their short forms (`GIVEN_NAME_GROUPS`), feminine names
 * (`FEMININE_NAME_GROUPS`), Korean surname spellings (`KOREAN_SURNAME_GROUPS`), the lookup of a form's
 * group (`GROUP_OF`), the patronymic endings (`PATRONYMIC_RE`) and the father's name a patronymic
 * derives from (`patronymicForm`). Used by pipeline.ts; all but `GROUP_OF` are re-exported by
 * normalise.ts.
 */

/** East-Slavic patronymic endings (VIKTOROVICH, OLEKSANDROVYCH, PETROVNA; Belarusian MIKHAILAVICH, ALIAKSANDRAUNA). */
export const PATRONYMIC_RE = /(?:OVICH|EVICH|AVICH|OVITCH|EVITCH|OVYCH|EVYCH|IVICH|OVNA|EVNA|IVNA|AUNA|EUNA|ICHNA|INICHNA)$/;

/**
 * Equivalent given names across languages (cognates: JOHN/JUAN/IVAN) and their short forms
 * (hypocorisms: WILLIAM/BILL). Each line is one name; inside a line, forms joined by "|" are the same
 * name in one language (the name and its short forms) or in the East Slavic languages, whose
 * speakers are officially named in two of them (a Belarusian passport gives ALIAKSANDR and
 * ALEKSANDR; ALEXANDER is the usual English rendering of Александр); separate strings are the name in
 * other languages. Two forms of one string pair as strongly as a spelling variant (config
 * `equivalentSim`: "Bill Gates" is William Gates); two languages' forms pair more weakly (config
 * `cognateSim`: a person registered as John is seldom listed as Juan, so a cognate given name alone
 * cannot make a match). Source: standard given-name equivalence lists (cognates/hypocorisms); only
 * widely used forms. East Slavic strings hold the Russian form and its usual Latin spellings, the
 * Ukrainian form (national transliteration, Cabinet of Ministers of Ukraine resolution 55 of 27
 * January 2010: Г -> H, И -> Y, І -> I, Ї/Й -> I; SERHII, HRYHORII, OLEKSII, MYKOLA, VADYM) and the
 * Belarusian form (national romanisation of 2007 as passports and ICAO practice write it: Г -> H,
 * Ў -> U, ДЗ -> DZ, Ц -> TS, akanne A for unstressed O; SIARHEI, RYHOR, ALIAKSEI, MIKALAI, IHAR,
 * ALEH, YAUHEN, VADZIM, ARTSIOM; ALENA, HALINA, VALIANTSINA, KATSIARYNA or BGN/PCGN KATSYARYNA),
 * which sanctions lists give Ukrainians and Belarusians alongside the Russian form: one person's
 * name, so one form (`equivalentSim`). A spelling that shares its phonetic
 * key with another language's form of its line is left out (SERGIY/SERGIO: the pair would fall from
 * `phoneticSim` to `cognateSim`); the phonetic rule pairs it with the Russian form anyway. Not so the
 * Ukrainian KATERYNA (Катерина), whose Russian form opens with YE (Екатерина: EKATERINA, YEKATERINA):
 * their keys differ, so the table holds it, and KATERYNA against the Italian CATERINA, whose key it
 * shares, pairs as a cognate (`cognateSim`) rather than as a spelling.
 */
export const GIVEN_NAME_GROUPS: string[][] = [
  ['JOHN|JON|JOHNNY|JACK', 'JUAN', 'JEAN', 'JOHANN|JOHANNES|JOHAN|HANS', 'GIOVANNI', 'JOAO', 'JAN', 'IVAN', 'IOAN', 'IOANNIS', 'SEAN|EOIN', 'YAHYA'],
  ['MICHAEL|MIKE', 'MICHEL', 'MIGUEL', 'MICHELE', 'MIKHAIL|MYKHAILO|MYKHAYLO|MIHAIL|MIKHAYL', 'MIHAI', 'MICHAL', 'MIKAEL', 'MIKKEL'],
  ['PETER|PETE', 'PEDRO', 'PIERRE', 'PIETRO', 'PYOTR|PETR|PETRO|PIOTR', 'PETRU'],
  ['PAUL', 'PABLO', 'PAOLO', 'PAVEL|PAVLO|PAVAL|PAVIEL', 'PAWEL', 'PAULO'],
  ['JOSEPH|JOE', 'JOSE|PEPE', 'GIUSEPPE', 'JOSEF', 'IOSIF', 'YOSEF', 'JOZEF'],
  ['ALEXANDER|ALEX|ALEKSANDR|SASHA|OLEKSANDR|ALIAKSANDR|ALYAKSANDR|ALEXANDR|ALAKSANDR|ALIAKSANDAR', 'ALEJANDRO', 'ALESSANDRO', 'ALEXANDRE', 'ALEKSANDER', 'ISKANDAR|ISKANDER', 'SANDER'],
  ['GEORGE', 'JORGE', 'GEORG', 'GIORGIO', 'GEORGIY|GEORGII|YURI|YURIY|YURII|YURY|YURIJ|IURII|IURIY|IURI|JURIJ', 'JERZY', 'GEORGES', 'GIORGI'],
  ['WILLIAM|BILL|BILLY|WILL|WILLIE', 'GUILLERMO', 'GUILLAUME', 'WILHELM', 'WILLEM', 'GUGLIELMO', 'VILHELM'],
  ['ROBERT|BOB|BOBBY|ROB|ROBBIE', 'ROBERTO', 'RUPERT'],
  ['RICHARD|RICK|RICKY|DICK', 'RICARDO', 'RICCARDO', 'RYSZARD'],
  ['JAMES|JIM|JIMMY', 'JAIME|DIEGO', 'GIACOMO', 'JACQUES', 'JAKOB|JACOB', 'YAKOV', 'YAQUB', 'JAKUB'],
  ['THOMAS|TOM|TOMMY', 'TOMAS', 'TOMMASO', 'FOMA'],
  ['THEODORE|TED|TEDDY|THEO', 'TEODORO', 'FYODOR|FEDOR', 'TEODOR'],
  ['EDWARD|ED|EDDIE|TED', 'EDUARDO', 'EDOUARD', 'EDUARD', 'EDOARDO'],
  ['BENJAMIN|BEN|BENNY', 'BINYAMIN', 'BENIAMINO'],
  ['CHARLES|CHARLIE|CHUCK', 'CARLOS', 'CARLO', 'KARL|CARL', 'KAROL', 'KAREL'],
  ['HENRY|HARRY|HANK', 'ENRIQUE', 'HENRI', 'ENRICO', 'HEINRICH', 'HENRIK', 'HENRYK'],
  ['FRANCIS|FRANK', 'FRANCISCO|PACO', 'FRANCOIS', 'FRANCESCO', 'FRANZ', 'FRANTISEK'],
  ['ANTHONY|TONY|ANTONY', 'ANTONIO', 'ANTOINE', 'ANTON', 'ANTONI'],
  ['STEPHEN|STEVEN|STEVE', 'ESTEBAN', 'STEFAN', 'STEPAN|STSIAPAN|STIAPAN', 'STEFANO', 'ETIENNE', 'STEPHANE', 'ISTVAN'],
  ['NICHOLAS|NICK', 'NICOLAS', 'NIKOLAI|NIKOLAY|MYKOLA|MIKALAI|MIKALAJ|NIKOLAJ', 'NICOLA', 'NICOLAE', 'NIKOLAUS|KLAUS', 'MIKOLAJ'],
  ['ANDREW|ANDY', 'ANDRES', 'ANDRE', 'ANDREA', 'ANDREAS', 'ANDREI|ANDREY|ANDRIY|ANDRII|ANDREJ|ANDRIJ', 'ANDRZEJ'],
  ['DANIEL|DAN|DANNY', 'DANIIL', 'DANILO'],
  ['DAVID|DAVE', 'DAVIDE', 'DAVIT', 'DAWID', 'DAWUD|DAOUD|DAUD'],
  ['MATTHEW|MATT', 'MATEO', 'MATTEO', 'MATTHIAS', 'MATVEY', 'MATEUSZ'],
  ['SAMUEL|SAM|SAMMY'],
  ['ELIZABETH|LIZ|BETH|BETTY', 'ELISABETH', 'ELISABETTA', 'ISABEL|ISABELLA', 'YELIZAVETA|ELIZAVETA'],
  ['CATHERINE|KATHERINE|KATHRYN|KATE|KATY', 'CATALINA', 'CATERINA', 'EKATERINA|YEKATERINA|KATERYNA|KATSIARYNA|KATSYARYNA', 'KATARZYNA', 'KATHARINA'],
  ['MARGARET|MAGGIE|PEGGY', 'MARGARITA', 'MARGHERITA', 'MARGUERITE'],
  ['MARY', 'MARIA', 'MARIE', 'MARIYA', 'MARYAM', 'MIRIAM'],
  ['ANNE|ANN|ANNIE', 'ANNA', 'ANA', 'HANNA|HANNAH'],
  ['SUSAN|SUE', 'SUSANA', 'SUSANNA', 'SUZANNE'],
  ['HELEN', 'YELENA|ELENA|OLENA|ALENA', 'HELENA', 'ELENI', 'HELENE'],
  ['SOPHIA|SOPHIE', 'SOFIA', 'SOFIYA'],
  ['PATRICK|PAT', 'PATRICIO', 'PATRIZIO'],
  ['LAWRENCE|LARRY', 'LORENZO', 'LAURENT'],
  ['LEONARD|LEO', 'LEONARDO', 'LEONID|LEANID'],
  ['VINCENT|VINCE', 'VICENTE', 'VINCENZO'],
  ['EUGENE', 'EVGENY|YEVGENIY|EVGENIY|YEVHEN|YEVGENY|EVGENII|YEVGENII|IEVGEN|YEVHENII|YAUHEN|YAUGEN|JAUHEN|EUGENIY|EVGENIJ|JEVGENIJ', 'EUGENIO'],
  ['GREGORY|GREG', 'GRIGORY|GRIGORIY|GRIGORII|GRIGORIJ|HRYHORIY|HRYHORII|RYHOR|HRYHORY', 'GREGORIO', 'GRZEGORZ'],
  ['DMITRY|DMITRI|DMYTRO|DMITRIY|DMITRII|DMITRIJ|DZMITRY|DZMITRYI|DZMITRIY|DZMITRI', 'DIMITRI|DIMITRIOS'],
  ['SERGEY|SERGEI|SERHIY|SERHII|SERGEJ|SIARHEI|SIARHEJ|SIARHEY|SERHEI', 'SERGIO', 'SERGE', 'SERGIU'],
  ['VLADIMIR|VOLODYMYR|WLADIMIR|ULADZIMIR|VOLODIMIR', 'WLODZIMIERZ'],
  ['VICTOR|VIKTOR|VIKTAR'],
  ['IGOR|IHOR|IHAR|IGAR'],
  ['OLEG|OLEH|ALEH'],
  ['ALEKSEY|ALEKSEI|ALEXEY|ALEXEI|ALEKSEJ|OLEKSIY|OLEKSII|OLEKSIJ|ALIAKSEI|ALIAKSEY|ALIAKSEJ|ALAKSEI'],
  ['VADIM|VADYM|VADZIM'],
  ['ARTEM|ARTYOM|ARTIOM|ARTSIOM|ARTSEM'],
  ['GENNADY|GENNADIY|GENNADII|HENNADIY|HENNADII|HENADZ|GENADZ|HENNADIJ'],
  ['ANATOLY|ANATOLIY|ANATOLII|ANATOL|ANATOLIJ'],
  ['VALERY|VALERIY|VALERII|VALERYI|VALERIJ'],
  ['VASILY|VASILIY|VASILII|VASYL|VASIL|VASILIJ'],
  ['MAXIM|MAKSIM|MAKSYM'],
  ['VLADISLAV|VLADYSLAV|ULADZISLAU|WLADYSLAW'],
  ['VYACHESLAV|VIACHESLAV|VIACHASLAU|VYACHASLAU|VJACHESLAV'],
  ['KONSTANTIN|KOSTIANTYN|KOSTYANTYN|KANSTANTSIN'],
  ['DENIS|DENYS|DZIANIS'],
  ['NATALIA|NATALYA|NATALIYA|NATALIIA|NATALLIA|NATALLYA|NATALJA'],
  ['OLGA|OLHA|VOLHA'],
  ['TATIANA|TATYANA|TETIANA|TETYANA|TATSIANA'],
  ['GALINA|HALYNA|HALINA'],
  ['VALENTINA|VALENTYNA|VALIANTSINA'],
  ['JOSHUA|JOSH'],
  ['CHRISTOPHER|CHRIS', 'CRISTOBAL', 'CHRISTOPHE', 'KRZYSZTOF', 'CRISTOFORO'],
  ['JONATHAN|JON|JONNY'],
  ['ABRAHAM|ABE', 'IBRAHIM', 'AVRAHAM'],
  ['MOSES', 'MUSA', 'MOSHE', 'MOISES', 'MOSE'],
  ['SOLOMON', 'SULAIMAN|SULEIMAN', 'SULEYMAN', 'SHLOMO'],
  ['JESUS', 'ISA', 'YESHUA'],
  ['ELIJAH', 'ELIAS', 'ILYA', 'ILIAS', 'ILYAS', 'ELIAHU'],
  ['ZACHARY|ZACH', 'ZAKARIYA|ZAKARIA|ZAKARIYYA', 'ZACHARIAS'],
];
/**
 * Feminine given names formed from masculine ones of `GIVEN_NAME_GROUPS` whose letters and sounds
 * stay close to them (STEPHANIE/STEPHEN, PATRICIA/PATRICK, DANIELLE/DANIEL): each line one name and
 * its spellings, a group of its own, so the scorer can tell the two apart (score.tokenSimilarity:
 * `otherGivenName`). Names with the -A/-O ending pattern are left to score.gendered (ANTONIA/ANTONIO).
 * Source: the feminine derivatives of the common European given names (Hanks & Hodges, A Dictionary
 * of First Names, 1990).
 */
export const FEMININE_NAME_GROUPS: string[][] = [
  ['STEPHANIE|STEFANIE'],
  ['ALEXANDRA|ALEXANDRIA'],
  ['PATRICIA'],
  ['DANIELLE'],
  ['JOSEPHINE'],
];
/**
 * Korean surnames whose customary Latin spellings are not romanisation variants of one another (이 Lee/
 * Yi/Ri/Rhee, 박 Park/Pak/Bak): each line one surname. Source: the surname spellings in use in both
 * Koreas (National Institute of Korean Language survey of surname romanisations, 2009).
 */
export const KOREAN_SURNAME_GROUPS: string[][] = [
  ['LEE', 'YI', 'RI', 'RHEE', 'RHIE', 'LIE'],
  ['PARK', 'PAK', 'BAK', 'BAHK'],
  ['OH', 'OI'],
  ['WOO', 'WU'],
  ['RYU', 'YOO', 'RYOO', 'YU', 'YOU'],
  ['NOH', 'NO', 'ROH', 'RO'],
  ['LIM', 'IM', 'RIM', 'YIM'],
];
/** First equivalence-group number of `FEMININE_NAME_GROUPS` (after the given-name and Korean surname groups). */
export const FEMININE_GROUP_FIRST = GIVEN_NAME_GROUPS.length + KOREAN_SURNAME_GROUPS.length;
/** Form -> [equivalence group, language form]: the group is the line, the form the "|"-joined string (one per Korean line). */
export const GROUP_OF = new Map<string, [number, number]>();
{
  let form = 0;
  GIVEN_NAME_GROUPS.forEach((g, i) => { for (const f of g) { form++; for (const n of f.split('|')) if (!GROUP_OF.has(n)) GROUP_OF.set(n, [i, form]); } });
  KOREAN_SURNAME_GROUPS.forEach((g, i) => { form++; for (const n of g) if (!GROUP_OF.has(n)) GROUP_OF.set(n, [GIVEN_NAME_GROUPS.length + i, form]); });
  FEMININE_NAME_GROUPS.forEach((g, i) => { for (const f of g) { form++; for (const n of f.split('|')) if (!GROUP_OF.has(n)) GROUP_OF.set(n, [FEMININE_GROUP_FIRST + i, form]); } });
}

/**
 * An East Slavic patronymic split into the father's name (its stem) and its ending: masculine -VICH
 * (Russian -OVICH / -EVICH, Belarusian -AVICH / -EVICH, Ukrainian -OVYCH / -EVYCH, French -OVITCH)
 * and feminine -VNA (Russian -OVNA / -EVNA, Ukrainian -IVNA) or Belarusian -UNA (-AUNA / -EUNA: Ў
 * for В, romanised U). Source: East Slavic grammar (the patronymic is the father's given name plus
 * -ович/-евич, -овна/-евна; Ukrainian -ович/-евич, -івна/-ївна; Belarusian -авіч/-евіч, -аўна/-еўна).
 */
const PATRONYMIC_PARTS_RE = /^([A-Z]{3,}?)(?:(OVICH|EVICH|AVICH|OVITCH|EVITCH|OVYCH|EVYCH)|(OVNA|EVNA|IVNA|AUNA|EUNA))$/;

/**
 * The father's given name of an East Slavic patronymic, as the `GIVEN_NAME_GROUPS` language form
 * (the "|"-joined string) of its stem, negated when the patronymic is feminine; undefined when the
 * token is no patronymic or its stem is no listed East Slavic name. The stem is read back into the
 * given name by the endings the patronymic drops or changes: none (VLADIMIR-OVICH, RYHOR-AVICH,
 * OLEKSANDR-IVNA), final Й / ИЙ written I, Y, II, IY or IJ (NIKOLA-EVNA, MIKALA-EUNA NIKOLAI/MIKALAI,
 * SERGE-EVICH, GRIGORI-EVICH, GRIGOR-EVICH, YUR-EVICH), Ukrainian final -O (DMYTR-OVYCH, PAVL-OVYCH),
 * a Ukrainian Й kept before -OVYCH (MYKOLAI-OVYCH, SERHII-OVYCH), Й written Y where the name's form
 * writes I (MIKALAY-EVICH for MIKALAI), Belarusian Ў written V before a vowel (VIACHASLAV-AVICH for
 * VIACHASLAU) and U after one where Russian writes V (PAUL-AVICH for PAVEL / PAVLO). So the Russian,
 * Ukrainian and Belarusian forms of one patronymic (GRIGORIEVICH / HRYHOROVYCH / RYHORAVICH,
 * NIKOLAEVNA / MIKALAEUNA) share one value, as the given names they derive from share one form; a
 * masculine and a feminine one (NIKOLAEVICH / NIKOLAEVNA) do not. Source: East Slavic grammar
 * (patronymic formation, `PATRONYMIC_PARTS_RE`), the Belarusian national romanisation (2007: Ў -> U)
 * and the given-name forms of `GIVEN_NAME_GROUPS`.
 */
export function patronymicForm(t: string): number | undefined {
  const m = PATRONYMIC_PARTS_RE.exec(t);
  if (m === null) return undefined;
  // Belarusian Ў after a vowel is romanised U where Russian and Ukrainian write V: PAUL-AVICH is read
  // as PAVL- (PAVLO, PAVEL; not the English PAUL) before the stem as written (YAUHEN-AVICH: the forms
  // keep the Belarusian spelling YAUHEN). IU is Ю (IURIEVICH).
  const stem = m[1];
  const v = stem.replace(/([AEO])U/g, '$1V');
  const form = (v !== stem ? stemForm(v) : undefined) ?? stemForm(stem);
  return form === undefined ? undefined : m[2] !== undefined ? form : -form;
}

/** The `GIVEN_NAME_GROUPS` form of a patronymic's stem read as a given name (`patronymicForm`). */
function stemForm(stem: string): number | undefined {
  // The East Slavic endings first: SERGE-EVICH is SERGEI's, not the French SERGE's, ANDRE-EVNA ANDREI's.
  for (const n of [stem + 'I', stem + 'Y', stem + 'II', stem + 'IY', stem + 'IJ', stem + 'O', stem, stem.replace(/[IJY]$/, ''), stem.replace(/Y$/, 'I'), stem.replace(/V$/, 'U')]) {
    const g = GROUP_OF.get(n);
    // Given-name groups only (not the Korean surnames or the feminine names after them).
    if (g !== undefined && g[0] < GIVEN_NAME_GROUPS.length) return g[1];
  }
  return undefined;
}

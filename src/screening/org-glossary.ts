/**
 * Russian (with Ukrainian and Belarusian forms) organisational vocabulary -> English (pure, no I/O).
 *
 * Sanctions lists translate Russian organisation names rather than transliterate them: "Московский
 * кредитный банк" is listed as CREDIT BANK OF MOSCOW, "Самарский металлургический завод" as SAMARA
 * METALLURGICAL PLANT. Romanised, the Russian words (MOSKOVSKIY, KREDITNYY, ZAVOD) share no spelling
 * with the English ones, so the matcher (normalise.ts, organisation names only) replaces each Russian
 * word this glossary knows by its English equivalent, and both sides meet on the English word.
 *
 * `glossWord(token, cyrillic)` takes one folded token (ASCII upper case, as normalise.foldText gives it:
 * the romanisation of a Cyrillic word, or a Russian word a list already wrote in Latin letters,
 * "NOVOVYATSKI MEKHANICHESKI ZAVOD") and returns the English word(s) it stands for, or undefined for a
 * word the glossary does not know (the caller then keeps the romanised word, as before). `cyrillic`:
 * the name was written in Cyrillic, so every token is a Russian, Ukrainian or Belarusian word, and the
 * short words and conjunctions (`CYRILLIC_ONLY` concepts: И "and", ПО / ДЛЯ "for", НОВЫЙ "new") are
 * glossed too; in a Latin-script name they are not (I and V are Roman numerals there, NOVA a brand).
 *
 * How a word is recognised (no stemmer guesses: a word is glossed only when it is exactly one of the
 * forms the table generates):
 *  1. Each concept lists stems by part of speech: `a` adjective (MOSKOVSK-, KREDITN-), `m` masculine
 *     noun with a hard stem (ZAVOD, BANK), `f` feminine noun in -A (GRUPP-A, BIRZH-A), `i` noun in -IYA
 *     (KOMPANI-YA, KORPORATSI-YA), `n` neuter noun in -O (AGENTSTV-O), `e` neuter noun in -IE
 *     (OBYEDINENI-E, RAZVITI-E), `s` feminine noun in a soft sign (BEZOPASNOST', SVYAZ'), `x` an
 *     indeclinable word written as it stands (BYURO).
 *  2. Each part of speech has its case endings (`ENDINGS`): the Russian adjective endings (-IY/-YY/-OY,
 *     -AYA, -OE, -OGO, -OMU, -YM, -OM, -YE, -YKH, -YMI, -UYU, -OYU, the soft -YAYA/-EE/-EGO, the
 *     compound-word linking -O of NAUCHNO-ISSLEDOVATELSKIY), the Ukrainian ones (-YI, -A, -E, -OHO, -I)
 *     and the Belarusian ones (-AE, -AHA); the noun endings of the three declensions.
 *  3. Stem and ending are joined and folded by `spellingFold`, which writes the letters that the
 *     romanisation systems in use spell differently one way: BGN/PCGN (SHCH, KH, TS, Y for Й and Ы,
 *     YA/YU/YE), Library of Congress (IA, IU, I for Й), GOST 7.79 B (J, CZ, SHH), ISO 9 with the
 *     diacritics folded (C for both Ц and Ч, S for Ш, Z for Ж), the common SCH, X for KS, Ukraine's
 *     national system (H for Г, KH for Х) and Belarus's (H for Г); a doubled letter is written once
 *     (METALLURG / METALURH). So MOSKOVSKIY, MOSKOVSKII, MOSKOVSKIJ, MOSKOVSKI, MOSKOVSKY, MOSKOVSKOGO,
 *     MOSKOVSKAYA and MOSKOVSKAIA are all forms of MOSKOVSK-.
 *  4. A token is looked up by its fold in the table of folded forms (one Map look-up; the fold of a
 *     token is kept in a memo, since list words recur).
 *
 * Sources of the vocabulary (general, not taken from any evaluation pair): the organisational and
 * sector words of the Russian classifiers of legal forms and economic activities (OKOPF OK 028-2012:
 * obshchestvo, predpriyatie, uchrezhdenie, fond, assotsiatsiya, soyuz, obyedinenie, tovarishchestvo;
 * OKVED 2 OK 029-2014 sector names: metallurgical, machine-building, shipbuilding, aircraft, chemical,
 * oil, gas, nuclear, insurance, reinsurance, leasing, credit, investment, construction, transport,
 * ...), with the English of a standard Russian-English dictionary, its first sense where it gives
 * several (Smirnitsky / ABBYY Lingvo: zavod plant, kombinat combine, zashchita defence, birzha
 * exchange, parokhodstvo shipping company, konstruktorskoe byuro design bureau); the adjectives of the federal subjects, regions and large cities of Russia, Ukraine and Belarus, mapped to the
 * English place name (BGN/PCGN place names and the English exonyms MOSCOW, SAINT PETERSBURG, KYIV,
 * KHARKIV, ODESA, ...). The Ukrainian and Belarusian stems are those of the same words in the two
 * languages' national romanisations (Cabinet of Ministers of Ukraine resolution 55 of 2010; Belarus
 * 2007), where they differ from the Russian (DERZHAVN- state, MIZHNARODN- international).
 *
 * The English word is then an ordinary token of the name: normalise.ts classifies it as it classifies
 * the same word typed in English (GENERIC_ORG_WORDS: BANK, PLANT, INSTITUTE, STATE are generic and
 * weigh little; MOSCOW, METALLURGICAL are name words; COMPANY, PRIVATE are legal-form words), so a
 * Russian name and its English translation weigh their words alike.
 */

/** Parts of speech of the glossary's stems (module doc, point 1). */
type Pos = 'a' | 'm' | 'f' | 'i' | 'n' | 'e' | 's' | 'x';

/**
 * Case endings per part of speech, in BGN/PCGN spelling (the other systems' spellings are reached by
 * `spellingFold`): Russian, then the Ukrainian and Belarusian endings that differ.
 */
const ENDINGS: Record<Pos, string[]> = {
  a: ['IY', 'YY', 'OY', 'AYA', 'OYE', 'OE', 'OGO', 'OMU', 'YM', 'IM', 'OM', 'YYE', 'IYE', 'YKH', 'IKH', 'YMI', 'IMI', 'UYU', 'OYU',
    'YAYA', 'EYE', 'EE', 'EGO', 'EMU', 'EY', 'O', 'I', 'Y', 'YI', 'A', 'E', 'OHO', 'AE', 'AHA', 'AY'],
  m: ['', 'A', 'U', 'OM', 'E', 'Y', 'I', 'OV', 'AM', 'AMI', 'AKH', 'YE'],
  f: ['A', 'Y', 'I', 'E', 'U', 'OY', 'OYU', 'AM', 'AMI', 'AKH', ''],
  i: ['YA', 'I', 'YU', 'YEY', 'EY', 'YAM', 'YAMI', 'YAKH', 'Y'],
  n: ['O', 'A', 'U', 'OM', 'E', '', 'AM', 'AMI', 'AKH'],
  e: ['E', 'YE', 'YA', 'YU', 'EM', 'YEM', 'I', 'Y', 'YAM', 'YAMI', 'YAKH'],
  s: ['', 'I', 'YU', 'EY', 'YAM', 'YAMI', 'YAKH'],
  x: [''],
};

/**
 * The glossary: English word(s) (space-separated when the translation is several words) -> stems, each
 * `pos:STEM` (module doc). Stems in BGN/PCGN spelling; Ukrainian and Belarusian stems beside the
 * Russian ones where the word differs.
 */
const CONCEPTS: Array<[string, string]> = [
  // Organisational nouns (OKOPF; dictionary translations).
  ['PLANT', 'm:ZAVOD'],
  ['COMBINE', 'm:KOMBINAT'],
  ['FACTORY', 'f:FABRIK'],
  ['BANK', 'm:BANK f:BANK'],
  ['INSTITUTE', 'm:INSTITUT'],
  ['CENTER', 'm:TSENTR'],
  ['CONCERN', 'm:KONTSERN'],
  ['FUND', 'm:FOND'],
  ['UNION', 'm:SOYUZ'],
  ['PORT', 'm:PORT'],
  ['AIRPORT', 'm:AEROPORT'],
  ['TRUST', 'm:TREST'],
  ['HOLDING', 'm:KHOLDING'],
  ['COMMITTEE', 'm:KOMITET'],
  ['DEPARTMENT', 'm:DEPARTAMENT'],
  ['COMPLEX', 'm:KOMPLEKS'],
  ['UNIVERSITY', 'm:UNIVERSITET'],
  ['FLEET', 'm:FLOT'],
  ['SYNDICATE', 'm:SINDIKAT'],
  ['CONSORTIUM', 'm:KONSORTSIUM'],
  ['ALLIANCE', 'm:ALYANS'],
  ['MARKET', 'm:RYNK m:RYNOK'],
  ['REPAIR', 'm:REMONT'],
  ['SERVICE', 'm:SERVIS f:SLUZHB'],
  ['EXPORT', 'm:EKSPORT'],
  ['IMPORT', 'm:IMPORT'],
  ['GROUP', 'f:GRUPP f:HRUP x:GRUP'],
  ['MATERIALS', 'm:MATERIAL'],
  ['PRODUCTS', 'm:PRODUKT'],
  ['PROJECT', 'm:PROEKT m:PROYEKT'],
  ['SHIP REPAIR', 'm:SUDOREMONT a:SUDOREMONTN'],
  ['DEFENSE', 'f:ZASHCHIT'],
  ['COMMUNICATIONS', 'i:KOMMUNIKATSI'],
  ['ASSISTANCE', 'e:SODEYSTVI'],
  ['EXCHANGE', 'f:BIRZH'],
  ['CHAMBER', 'f:PALAT'],
  ['SCHOOL', 'f:SHKOL'],
  ['SYSTEM', 'f:SISTEM f:SYSTEM'],
  ['BASE', 'f:BAZ'],
  ['ZONE', 'f:ZON'],
  ['BRIGADE', 'f:BRIGAD'],
  ['REPUBLIC', 'f:RESPUBLIK'],
  ['DEFENSE', 'f:OBORON'],
  ['CULTURE', 'f:KULTUR'],
  ['ELECTRONICS', 'f:ELEKTRONIK'],
  ['MECHANICS', 'f:MEKHANIK'],
  ['AUTOMATICS', 'f:AVTOMATIK'],
  ['COMPANY', 'i:KOMPANI'],
  ['AIRLINE', 'i:AVIAKOMPANI'],
  ['CORPORATION', 'i:KORPORATSI'],
  ['ASSOCIATION', 'i:ASSOTSIATSI e:OBYEDINENI e:OBEDNANNI e:OBYEDNANNI'],
  ['FEDERATION', 'i:FEDERATSI'],
  ['ACADEMY', 'i:AKADEMI'],
  ['LABORATORY', 'i:LABORATORI'],
  ['ORGANIZATION', 'i:ORGANIZATSI'],
  ['COMMISSION', 'i:KOMISSI'],
  ['INSPECTORATE', 'i:INSPEKTSI'],
  ['ADMINISTRATION', 'i:ADMINISTRATSI'],
  ['TECHNOLOGY', 'i:TEKHNOLOGI'],
  ['ENERGY', 'i:ENERGI'],
  ['INDUSTRY', 'i:INDUSTRI'],
  ['METALLURGY', 'i:METALLURGI'],
  ['CHEMISTRY', 'i:KHIMI'],
  ['INVESTMENT', 'i:INVESTITSI'],
  ['RECONSTRUCTION', 'i:REKONSTRUKTSI'],
  ['STATION', 'i:STANTSI'],
  ['ARMY', 'i:ARMI'],
  ['GUARD', 'i:GVARDI'],
  ['DIVISION', 'i:DIVIZI'],
  ['POLICE', 'i:POLITSI i:MILITSI'],
  ['AGENCY', 'n:AGENTSTV'],
  ['SHIPPING', 'n:PAROKHODSTV'],
  ['MINISTRY', 'n:MINISTERSTV'],
  ['PRODUCTION', 'n:PROIZVODSTV'],
  ['CONSTRUCTION', 'n:STROITELSTV'],
  ['PARTNERSHIP', 'n:PARTNERSTV'],
  ['COMMONWEALTH', 'n:SODRUZHESTV'],
  ['BROTHERHOOD', 'n:BRATSTV'],
  ['COOPERATION', 'n:SOTRUDNICHESTV'],
  ['TROOPS', 'n:VOYSK'],
  ['BUREAU', 'x:BYURO x:BIURO'],
  ['DIRECTORATE', 'e:UPRAVLENI'],
  ['SHIPBUILDING', 'e:SUDOSTROENI'],
  ['MACHINE BUILDING', 'e:MASHINOSTROENI'],
  ['ENTERPRISE', 'e:PREDPRIYATI n:PIDPRYIEMSTV n:PRADPRYEMSTV'],
  ['DEVELOPMENT', 'e:RAZVITI'],
  ['INSURANCE', 'e:STRAKHOVANI'],
  ['MOVEMENT', 'e:DVIZHENI'],
  ['INSTITUTION', 'e:UCHREZHDENI'],
  ['EDUCATION', 'e:OBRAZOVANI'],
  ['EQUIPMENT', 'e:OBORUDOVANI'],
  ['SUPPLY', 'e:SNABZHENI'],
  ['ARMAMENT', 'e:VOORUZHENI'],
  ['SECURITY', 's:BEZOPASNOST'],
  ['COMMUNICATION', 's:SVYAZ'],
  // Attributes of organisations (OKOPF, OKVED sector names; dictionary translations).
  ['STATE', 'a:GOSUDARSTVENN a:DERZHAVN a:DZIARZHAUN a:DZYARZHAUN a:KAZENN'],
  ['FEDERAL', 'a:FEDERALN'],
  ['NATIONAL', 'a:NATSIONALN a:NATSYYANALN'],
  ['INTERNATIONAL', 'a:MEZHDUNARODN a:MIZHNARODN'],
  ['UNITED', 'a:OBYEDINENN a:OBYEDINYONN a:OBYEDNANN'],
  ['CENTRAL', 'a:TSENTRALN'],
  ['MAIN', 'a:GLAVN a:HOLOVN'],
  ['SPECIAL', 'a:SPETSIALN'],
  ['SCIENTIFIC', 'a:NAUCHN a:NAUKOV a:NAVUKOV'],
  ['RESEARCH', 'a:ISSLEDOVATELSK a:DOSLIDN a:DASLEDCH'],
  ['PRODUCTION', 'a:PROIZVODSTVENN a:VYROBNYCH'],
  ['INDUSTRIAL', 'a:PROMYSHLENN a:PROMYSLOV'],
  ['TECHNICAL', 'a:TEKHNICHESK a:TEKHNICHN'],
  ['TECHNOLOGICAL', 'a:TEKHNOLOGICHESK a:TEKHNOLOHICHN'],
  ['DESIGN', 'a:KONSTRUKTORSK a:KANSTRUKTARSK'],
  ['EXPERIMENTAL', 'a:EKSPERIMENTALN'],
  ['MECHANICAL', 'a:MEKHANICHESK a:MEKHANICHN'],
  ['ELECTRICAL', 'a:ELEKTRICHESK a:ELEKTRYCHN'],
  ['ELECTROTECHNICAL', 'a:ELEKTROTEKHNICHESK'],
  ['METALLURGICAL', 'a:METALLURGICHESK a:METALURHIYN a:METALURHICHN'],
  ['MACHINE BUILDING', 'a:MASHINOSTROITELN a:MASHYNOBUDIVN'],
  ['SHIPBUILDING', 'a:SUDOSTROITELN a:SUDNOBUDIVN'],
  ['AIRCRAFT', 'a:AVIASTROITELN a:LITAKOBUDIVN'],
  ['AVIATION', 'a:AVIATSIONN a:AVIATSIYN a:AVIYATSYYN'],
  ['AUTOMOBILE', 'a:AVTOMOBILN'],
  ['REPAIR', 'a:REMONTN a:RAMONTN'],
  ['CHEMICAL', 'a:KHIMICHESK a:KHIMICHN'],
  ['OIL', 'a:NEFTYAN a:NAFTOV'],
  ['GAS', 'a:GAZOV'],
  ['OIL GAS', 'a:NEFTEGAZOV a:NAFTOHAZOV'],
  ['ENERGY', 'a:ENERGETICHESK a:ENERHETYCHN'],
  ['ATOMIC', 'a:ATOMN'],
  ['NUCLEAR', 'a:YADERN a:YADERN'],
  ['ELECTRONIC', 'a:ELEKTRONN'],
  ['SPACE', 'a:KOSMICHESK'],
  ['ROCKET', 'a:RAKETN'],
  ['MILITARY', 'a:VOENN a:VOYENN a:VIYSKOV a:VOYSKOV'],
  ['DEFENSE', 'a:OBORONN'],
  ['AIR', 'a:VOZDUSHN'],
  ['SEA', 'a:MORSK'],
  ['RIVER', 'a:RECHN'],
  ['RAILWAY', 'a:ZHELEZNODOROZHN a:ZALIZNYCHN'],
  ['TRANSPORT', 'a:TRANSPORTN'],
  ['TRADING', 'a:TORGOV'],
  ['COMMERCIAL', 'a:KOMMERCHESK a:KOMERTSIYN'],
  ['FINANCIAL', 'a:FINANSOV'],
  ['INVESTMENT', 'a:INVESTITSIONN a:INVESTYTSIYN'],
  ['CREDIT', 'a:KREDITN'],
  ['SAVINGS', 'a:SBEREGATELN a:OSHCHADN'],
  ['INSURANCE', 'a:STRAKHOV'],
  ['REINSURANCE', 'e:PERESTRAKHOVANI a:PERESTRAKHOVOCHN'],
  ['LEASING', 'a:LIZINGOV'],
  ['BANKING', 'a:BANKOVSK'],
  ['EXCHANGE', 'a:BIRZHEV'],
  ['CONSTRUCTION', 'a:STROITELN a:BUDIVELN'],
  ['AGRICULTURAL', 'a:SELSKOKHOZYAYSTVENN'],
  ['FOOD', 'a:PISHCHEV'],
  ['MEDICAL', 'a:MEDITSINSK'],
  ['PHARMACEUTICAL', 'a:FARMATSEVTICHESK'],
  ['EDUCATIONAL', 'a:OBRAZOVATELN'],
  ['BUDGET', 'a:BYUDZHETN'],
  ['PUBLIC', 'a:OBSHCHESTVENN a:HROMADSK'],
  ['PATRIOTIC', 'a:PATRIOTICHESK'],
  ['STRATEGIC', 'a:STRATEGICHESK'],
  ['PRIVATE', 'a:CHASTN a:PRYVATN'],
  ['JOINT STOCK', 'a:AKTSIONERN'],
  ['UNITARY', 'a:UNITARN'],
  ['MUNICIPAL', 'a:MUNITSIPALN'],
  ['REPUBLICAN', 'a:RESPUBLIKANSK'],
  ['REGIONAL', 'a:OBLASTN a:REGIONALN'],
  ['INTERREGIONAL', 'a:MEZHREGIONALN'],
  ['CITY', 'a:GORODSK a:MISK'],
  ['ECONOMIC', 'a:EKONOMICHESK a:EKONOMICHN'],
  ['FOREIGN ECONOMIC', 'a:VNESHNEEKONOMICHESK'],
  ['FOREIGN TRADE', 'a:VNESHNETORGOV'],
  ['INNOVATION', 'a:INNOVATSIONN'],
  ['INFORMATION', 'a:INFORMATSIONN'],
  ['TELECOMMUNICATION', 'a:TELEKOMMUNIKATSIONN'],
  ['TELEVISION', 'a:TELEVIZIONN'],
  ['BROADCASTING', 'a:RADIOVESHCHATELN'],
  ['VENTURE', 'a:VENCHURN'],
  ['SETTLEMENT', 'a:RASCHETN'],
  ['CLEARING', 'a:KLIRINGOV'],
  ['NAVIGATION', 'a:NAVIGATSIONN'],
  ['RADIO ENGINEERING', 'a:RADIOTEKHNICHESK'],
  ['DIGITAL', 'a:TSIFROV'],
  ['MODERN', 'a:SOVREMENN'],
  ['DIRECT', 'a:PRYAM'],
  ['NORTHERN', 'a:SEVERN'],
  ['SOUTHERN', 'a:YUZHN'],
  ['EASTERN', 'a:VOSTOCHN'],
  ['WESTERN', 'a:ZAPADN'],
  ['FAR EASTERN', 'a:DALNEVOSTOCHN'],
  // Countries and peoples (adjectives; the nouns are often proper names of companies: BANK ROSSIYA).
  ['RUSSIAN', 'a:ROSSIYSK a:RUSSK a:ROSIYSK'],
  ['ALL RUSSIAN', 'a:VSEROSSIYSK a:OBSHCHEROSSIYSK'],
  ['UKRAINIAN', 'a:UKRAINSK a:UKRAYINSK'],
  ['BELARUSIAN', 'a:BELORUSSK a:BELARUSK'],
  ['SOVIET', 'a:SOVETSK'],
  ['KAZAKHSTAN', 'a:KAZAKHSTANSK'],
  ['EURASIAN', 'a:YEVRAZIYSK'],
  ['EUROPEAN', 'a:YEVROPEYSK'],
  ['SIBERIAN', 'a:SIBIRSK'],
  ['CAUCASUS', 'a:KAVKAZSK'],
  ['CRIMEAN', 'a:KRYMSK'],
  ['BALTIC', 'a:BALTIYSK'],
  ['ARCTIC', 'a:ARKTICHESK'],
  ['URAL', 'a:URALSK'],
  ['VOLGA', 'a:VOLZHSK'],
  ['DON', 'a:DONSK'],
  ['AMUR', 'a:AMURSK'],
  ['KAMCHATKA', 'a:KAMCHATSK'],
  ['SAKHALIN', 'a:SAKHALINSK'],
  ['TATARSTAN', 'a:TATARSK'],
  ['BASHKORTOSTAN', 'a:BASHKIRSK'],
  // Cities (BGN/PCGN place names; English exonyms): the adjective -> the city's English name, and
  // the declined noun where the English name is not the transliteration (MOSKVY -> MOSCOW).
  ['MOSCOW', 'a:MOSKOVSK f:MOSKV'],
  ['PETERSBURG', 'a:PETERBURGSK m:PETERBURG'],
  ['SAINT', 'x:SANKT'],
  ['LENINGRAD', 'a:LENINGRADSK'],
  ['NOVOSIBIRSK', 'a:NOVOSIBIRSK'],
  ['YEKATERINBURG', 'a:YEKATERINBURGSK a:EKATERINBURGSK'],
  ['KAZAN', 'a:KAZANSK'],
  ['NIZHNY NOVGOROD', 'a:NIZHEGORODSK'],
  ['NOVGOROD', 'a:NOVGORODSK'],
  ['CHELYABINSK', 'a:CHELYABINSK'],
  ['SAMARA', 'a:SAMARSK'],
  ['OMSK', 'a:OMSK'],
  ['ROSTOV', 'a:ROSTOVSK'],
  ['UFA', 'a:UFIMSK'],
  ['KRASNOYARSK', 'a:KRASNOYARSK'],
  ['VORONEZH', 'a:VORONEZHSK'],
  ['PERM', 'a:PERMSK'],
  ['VOLGOGRAD', 'a:VOLGOGRADSK'],
  ['KRASNODAR', 'a:KRASNODARSK'],
  ['SARATOV', 'a:SARATOVSK'],
  ['TYUMEN', 'a:TYUMENSK'],
  ['TOLYATTI', 'a:TOLYATTINSK'],
  ['IZHEVSK', 'a:IZHEVSK'],
  ['BARNAUL', 'a:BARNAULSK'],
  ['ULYANOVSK', 'a:ULYANOVSK'],
  ['IRKUTSK', 'a:IRKUTSK'],
  ['KHABAROVSK', 'a:KHABAROVSK'],
  ['YAROSLAVL', 'a:YAROSLAVSK'],
  ['VLADIVOSTOK', 'a:VLADIVOSTOKSK'],
  ['MAKHACHKALA', 'a:MAKHACHKALINSK'],
  ['TOMSK', 'a:TOMSK'],
  ['ORENBURG', 'a:ORENBURGSK'],
  ['KEMEROVO', 'a:KEMEROVSK'],
  ['NOVOKUZNETSK', 'a:NOVOKUZNETSK'],
  ['RYAZAN', 'a:RYAZANSK'],
  ['ASTRAKHAN', 'a:ASTRAKHANSK'],
  ['PENZA', 'a:PENZENSK'],
  ['LIPETSK', 'a:LIPETSK'],
  ['KIROV', 'a:KIROVSK'],
  ['CHEBOKSARY', 'a:CHEBOKSARSK'],
  ['TULA', 'a:TULSK'],
  ['KALININGRAD', 'a:KALININGRADSK'],
  ['KURSK', 'a:KURSK'],
  ['STAVROPOL', 'a:STAVROPOLSK'],
  ['SOCHI', 'a:SOCHINSK'],
  ['TVER', 'a:TVERSK'],
  ['MAGNITOGORSK', 'a:MAGNITOGORSK'],
  ['BRYANSK', 'a:BRYANSK'],
  ['IVANOVO', 'a:IVANOVSK'],
  ['BELGOROD', 'a:BELGORODSK'],
  ['SURGUT', 'a:SURGUTSK'],
  ['VLADIMIR', 'a:VLADIMIRSK'],
  ['ARKHANGELSK', 'a:ARKHANGELSK'],
  ['SMOLENSK', 'a:SMOLENSK'],
  ['KALUGA', 'a:KALUZHSK'],
  ['CHITA', 'a:CHITINSK'],
  ['ORYOL', 'a:ORLOVSK'],
  ['MURMANSK', 'a:MURMANSK'],
  ['VOLOGDA', 'a:VOLOGODSK'],
  ['KOSTROMA', 'a:KOSTROMSK'],
  ['PSKOV', 'a:PSKOVSK'],
  ['TAMBOV', 'a:TAMBOVSK'],
  ['KURGAN', 'a:KURGANSK'],
  ['YAKUTSK', 'a:YAKUTSK'],
  ['PETROZAVODSK', 'a:PETROZAVODSK'],
  ['GROZNY', 'a:GROZNENSK'],
  ['NOVOROSSIYSK', 'a:NOVOROSSIYSK'],
  ['SEVASTOPOL', 'a:SEVASTOPOLSK'],
  ['SIMFEROPOL', 'a:SIMFEROPOLSK'],
  ['KERCH', 'a:KERCHENSK'],
  ['KYIV', 'a:KIEVSK a:KIYEVSK a:KYIVSK a:KYYIVSK'],
  ['KHARKIV', 'a:KHARKOVSK a:KHARKIVSK'],
  ['ODESA', 'a:ODESSK a:ODESK'],
  ['LVIV', 'a:LVOVSK a:LVIVSK'],
  ['DNIPRO', 'a:DNEPROVSK a:DNIPROVSK'],
  ['DNIPROPETROVSK', 'a:DNEPROPETROVSK a:DNIPROPETROVSK'],
  ['ZAPORIZHZHIA', 'a:ZAPOROZHSK a:ZAPORIZK a:ZAPORIZKY'],
  ['DONETSK', 'a:DONETSK'],
  ['LUHANSK', 'a:LUGANSK a:LUHANSK'],
  ['KHERSON', 'a:KHERSONSK'],
  ['MYKOLAIV', 'a:NIKOLAEVSK a:NIKOLAYEVSK a:MYKOLAIVSK a:MYKOLAYIVSK'],
  ['MARIUPOL', 'a:MARIUPOLSK'],
  ['MELITOPOL', 'a:MELITOPOLSK'],
  ['MINSK', 'a:MINSK'],
  ['HOMEL', 'a:GOMELSK a:HOMELSK a:HOMIELSK'],
  ['MOGILEV', 'a:MOGILEVSK a:MOGILYOVSK a:MAHILIOUSK a:MAHILYOUSK'],
  ['VITEBSK', 'a:VITEBSK a:VITSEBSK'],
  ['GRODNO', 'a:GRODNENSK a:HRODZENSK'],
  ['BREST', 'a:BRESTSK'],
];

/**
 * Concepts glossed only in a name written in Cyrillic: short function words, whose Latin spellings are
 * other words (I, V: Roman numerals; PO), and stems whose forms are common Latin words or brands (NOVA,
 * NOVO; OSOBA, Polish "person": особый "special", as in особая экономическая зона, Federal Law 116-FZ).
 * Sources: Russian/Ukrainian/Belarusian conjunctions И / І and prepositions ПО / ДЛЯ; РФ, the abbreviation
 * of Российская Федерация (Constitution of the Russian Federation, art. 1).
 */
const CYRILLIC_ONLY: Array<[string, string]> = [
  ['AND', 'x:I'],
  ['FOR', 'x:PO x:DLYA'],
  ['NEW', 'a:NOV'],
  ['SPECIAL', 'a:OSOB'],
  ['RUSSIAN FEDERATION', 'x:RF'],
];

/**
 * Writes the letters that romanisations of Russian, Ukrainian and Belarusian spell differently one way
 * (module doc, point 3), on a folded token (ASCII upper case): SHCH/SCH/SHH -> Q; CH, TS, TZ, CZ, TC
 * and C -> C; SH -> S; ZH -> Z; KH, H and G -> H; X -> KS; W -> V; J and Y -> I (YA, IA, JA -> IA); an
 * I before E is dropped (the hard sign and Е after a vowel written YE, JE, IE or E: OBYEDINENIE /
 * OBEDINENIE, PROIZVODSTVENNOYE / PROIZVODSTVENNOE); a doubled letter is written once. Not a phonetic
 * key: the vowels stay, so the fold of a word is still the word (MOSKOVSKAYA -> MOSKOVSKAIA).
 */
export function spellingFold(t: string): string {
  // One pass over the letters (the list's ~50,000 distinct company words are each folded once):
  // digraphs first, then single letters; `push` writes a doubled letter once and drops an I before E.
  let out = '';
  let last = '';
  const push = (c: string): void => {
    if (last === 'I' && c === 'E') {
      out = out.slice(0, -1);
      last = out.length > 0 ? out[out.length - 1] : '';
    }
    if (c !== last) { out += c; last = c; }
  };
  const n = t.length;
  for (let i = 0; i < n;) {
    const c = t[i];
    const c1 = i + 1 < n ? t[i + 1] : '';
    if (c === 'S') {
      if (c1 === 'H' && t[i + 2] === 'C' && t[i + 3] === 'H') { push('Q'); i += 4; continue; }
      if (c1 === 'H' && t[i + 2] === 'T' && t[i + 3] === 'C' && t[i + 4] === 'H') { push('Q'); i += 5; continue; }
      if (c1 === 'C' && t[i + 2] === 'H') { push('Q'); i += 3; continue; }
      if (c1 === 'H' && t[i + 2] === 'H') { push('Q'); i += 3; continue; }
      if (c1 === 'H') { push('S'); i += 2; continue; }
      push('S'); i++; continue;
    }
    if ((c === 'C' && (c1 === 'H' || c1 === 'Z')) || (c === 'T' && (c1 === 'S' || c1 === 'Z' || c1 === 'C'))) { push('C'); i += 2; continue; }
    if (c === 'Z' && c1 === 'H') { push('Z'); i += 2; continue; }
    if (c === 'K' && c1 === 'H') { push('H'); i += 2; continue; }
    switch (c) {
      case 'G': push('H'); break;
      case 'X': push('K'); push('S'); break;
      case 'W': push('V'); break;
      case 'J': case 'Y': push('I'); break;
      default: push(c);
    }
    i++;
  }
  return out;
}

/** One glossed form: the English words and whether the form is glossed in a Latin-script name too. */
interface Gloss { en: readonly string[]; latin: boolean }

/** Folded form (`spellingFold` of stem + ending) -> its gloss. */
const FORMS = new Map<string, Gloss>();

function addConcepts(concepts: Array<[string, string]>, latin: boolean): void {
  for (const [english, stems] of concepts) {
    const en = Object.freeze(english.split(' '));
    for (const spec of stems.split(' ')) {
      const pos = spec[0] as Pos;
      const stem = spec.slice(2);
      for (const ending of ENDINGS[pos]) {
        const form = stem + ending;
        // A Latin-script word of three letters or fewer is too likely another language's word.
        const g: Gloss = { en, latin: latin && form.length >= 4 };
        const key = spellingFold(form);
        const held = FORMS.get(key);
        // Two concepts meeting on one fold: the first listed keeps it (the table is ordered nouns first).
        if (held === undefined) FORMS.set(key, g);
      }
    }
  }
}
addConcepts(CONCEPTS, true);
addConcepts(CYRILLIC_ONLY, false);

/** Token -> its gloss (null: none), memoised; emptied when full. */
const MEMO = new Map<string, Gloss | null>();
const MEMO_MAX = 200_000;

/**
 * The English word(s) a Russian, Ukrainian or Belarusian organisational word stands for (module doc),
 * or undefined when the glossary does not know the word. `token`: one folded token (ASCII upper case
 * letters). `cyrillic`: the name was written in Cyrillic (`CYRILLIC_ONLY` words are then glossed too).
 * Returns a shared frozen array of one or more upper-case English words (MASHINOSTROITELNYY ->
 * MACHINE, BUILDING).
 */
export function glossWord(token: string, cyrillic: boolean): readonly string[] | undefined {
  let g = MEMO.get(token);
  if (g === undefined) {
    g = token.length >= 1 && !/[^A-Z]/.test(token) ? FORMS.get(spellingFold(token)) ?? null : null;
    if (MEMO.size >= MEMO_MAX) MEMO.clear();
    MEMO.set(token, g);
  }
  if (g === null || (!cyrillic && !g.latin)) return undefined;
  return g.en;
}

/** Number of folded forms the glossary recognises (for tests and reports). */
export function glossaryFormCount(): number {
  return FORMS.size;
}

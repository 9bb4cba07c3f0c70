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
 * The vocabulary also covers (same dictionaries): the key words of the names of the OKVED 2 sections
 * and divisions (A agriculture, forestry, hunting, fishing; B mining: coal, ore, extraction; C
 * manufacturing: food, beverages, tobacco, textiles, paper, printing, rubber, plastics, glass, cement,
 * steel, foundry, pipes, electrical equipment, machinery, vehicles, ships, aircraft, weapons and
 * ammunition, furniture; D electric power, heat, steam; E water, waste, recycling; F buildings, roads;
 * G wholesale and retail trade; H transportation, storage, pipelines, post; I hotels, catering; J
 * publishing, broadcasting, software, computing; K credit, pensions, payments, currency, trust; L real
 * estate, property, lease; M research, consulting, legal, accounting, audit, advertising, architecture,
 * engineering, testing, veterinary; N security, tourism, personnel; O public administration, defence,
 * customs, tax, courts; P education; Q health; R culture, sport); the names of Russian state bodies
 * (Presidential Decree 21 of 2020 on the structure of federal executive bodies: government, agency,
 * supervision, emergency, internal affairs, justice, prosecutor) and of military formations (unit,
 * battalion, regiment, district, staff, airborne, guards); the OKOPF forms of non-commercial
 * organisations (cooperative, consumer, trade union, party, community, council, autonomous
 * non-commercial, charitable); research institutes, design bureaus, colleges, lyceums, museums,
 * theatres, hospitals, churches.
 *
 * English words written in Cyrillic (ГРУПП, ХОЛДИНГ, ТРЕЙД, ЭНЕРДЖИ, МЕНЕДЖМЕНТ, КОНСАЛТИНГ, ИНЖИНИРИНГ,
 * ТЕХНОЛОДЖИЗ, СИСТЕМС, ЛОГИСТИКС, ТРАСТ, КАПИТАЛ, ФАРМ, ХАБ) are read as the English word: their
 * romanisations (GRUPP, KHOLDING, TREYD, ENERDZHI) share little spelling with GROUP, HOLDING, TRADE,
 * ENERGY. Their spellings are those of the practical transcription of English into Russian (Ermolovich,
 * Imena sobstvennye na styke yazykov i kultur, 2001; Gililov's English-Russian transcription). A
 * loanword whose romanisation is the English word (ИНВЕСТ, ДЕВЕЛОПМЕНТ, АГРО) needs no entry, and nouns
 * lists keep untranslated in brand names (НЕФТЬ: GAZPROM NEFT; НОВОСТИ: RIA NOVOSTI) get none.
 *
 * One concept, several English words. A dictionary gives several renderings of some words, and lists
 * use each: ЗАВОД is PLANT, WORKS or FACTORY, АВИАЦИОННЫЙ AVIATION or AIRCRAFT, МОРСКОЙ SEA, MARITIME or
 * MARINE (JSC 558 AIRCRAFT REPAIR PLANT is 558 АВИАЦИОННЫЙ РЕМОНТНЫЙ ЗАВОД). A concept's English word
 * may list its alternatives (`PLANT|WORKS|FACTORY`): the first is the token's text, the others
 * (`glossAlternatives`) ride on the token (normalise.ts NameToken.alt), which the scorer takes as equal
 * to an English token of any of them and the index also posts under them. Only a glossed token carries
 * them: English words typed in English are never mapped to one another (X AIRCRAFT LTD and X AVIATION
 * LTD stay two names). The alternatives are the dictionary's other senses that lists use for the word
 * in organisation names, and the British and American spellings (DEFENCE / DEFENSE).
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
 * The glossary: English word(s) (space-separated when the translation is several words; each word
 * with its alternative renderings after a `|`, module doc) -> stems, each `pos:STEM` (module doc). Stems in BGN/PCGN spelling; Ukrainian and Belarusian stems beside the
 * Russian ones where the word differs.
 */
const CONCEPTS: Array<[string, string]> = [
  // Organisational nouns (OKOPF; dictionary translations).
  ['PLANT|WORKS|FACTORY', 'm:ZAVOD'],
  ['COMBINE|WORKS|PLANT', 'm:KOMBINAT'],
  ['FACTORY|MILL', 'f:FABRIK'],
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
  ['DEFENSE|DEFENCE|PROTECTION', 'f:ZASHCHIT'],
  ['COMMUNICATIONS', 'i:KOMMUNIKATSI'],
  ['ASSISTANCE', 'e:SODEYSTVI'],
  ['EXCHANGE', 'f:BIRZH'],
  ['CHAMBER', 'f:PALAT'],
  ['SCHOOL', 'f:SHKOL n:UCHILISHCH'],
  ['SYSTEM', 'f:SISTEM f:SYSTEM'],
  ['BASE', 'f:BAZ'],
  ['ZONE', 'f:ZON'],
  ['BRIGADE', 'f:BRIGAD'],
  ['REPUBLIC', 'f:RESPUBLIK'],
  ['DEFENSE|DEFENCE', 'f:OBORON'],
  ['CULTURE', 'f:KULTUR'],
  ['ELECTRONICS', 'f:ELEKTRONIK'],
  ['MECHANICS', 'f:MEKHANIK'],
  ['AUTOMATICS', 'f:AVTOMATIK'],
  ['COMPANY', 'i:KOMPANI'],
  ['AIRLINE', 'i:AVIAKOMPANI'],
  ['CORPORATION', 'i:KORPORATSI'],
  ['ASSOCIATION', 'i:ASSOTSIATSI'],
  ['ASSOCIATION|AMALGAMATION|UNION', 'e:OBYEDINENI e:OBEDNANNI e:OBYEDNANNI'],
  ['FEDERATION', 'i:FEDERATSI'],
  ['ACADEMY', 'i:AKADEMI'],
  ['LABORATORY', 'i:LABORATORI'],
  ['ORGANIZATION', 'i:ORGANIZATSI'],
  ['COMMISSION', 'i:KOMISSI'],
  ['INSPECTORATE', 'i:INSPEKTSI'],
  ['ADMINISTRATION', 'i:ADMINISTRATSI'],
  ['TECHNOLOGY|TECHNOLOGIES', 'i:TEKHNOLOGI'],
  ['ENERGY|POWER', 'i:ENERGI'],
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
  ['AGENCY', 'n:AGENTSTV n:AGENSTV'],
  ['SHIPPING COMPANY', 'n:PAROKHODSTV'],
  ['MINISTRY', 'n:MINISTERSTV'],
  ['PRODUCTION', 'n:PROIZVODSTV'],
  ['CONSTRUCTION', 'n:STROITELSTV'],
  ['PARTNERSHIP', 'n:PARTNERSTV'],
  ['COMMONWEALTH', 'n:SODRUZHESTV'],
  ['BROTHERHOOD', 'n:BRATSTV'],
  ['COOPERATION', 'n:SOTRUDNICHESTV'],
  ['TROOPS|FORCES', 'n:VOYSK'],
  ['BUREAU', 'x:BYURO x:BIURO'],
  ['DIRECTORATE|ADMINISTRATION|DEPARTMENT|MANAGEMENT', 'e:UPRAVLENI'],
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
  ['SCIENTIFIC|RESEARCH', 'a:NAUCHN a:NAUKOV a:NAVUKOV'],
  ['RESEARCH', 'a:ISSLEDOVATELSK a:DOSLIDN a:DASLEDCH'],
  ['PRODUCTION|MANUFACTURING', 'a:PROIZVODSTVENN a:VYROBNYCH'],
  ['INDUSTRIAL', 'a:PROMYSHLENN a:PROMYSLOV'],
  ['TECHNICAL', 'a:TEKHNICHESK a:TEKHNICHN'],
  ['TECHNOLOGICAL', 'a:TEKHNOLOGICHESK a:TEKHNOLOHICHN'],
  ['DESIGN', 'a:KONSTRUKTORSK a:KANSTRUKTARSK'],
  ['EXPERIMENTAL', 'a:EKSPERIMENTALN'],
  ['MECHANICAL', 'a:MEKHANICHESK a:MEKHANICHN'],
  ['ELECTRICAL|ELECTRIC', 'a:ELEKTRICHESK a:ELEKTRYCHN'],
  ['ELECTROTECHNICAL', 'a:ELEKTROTEKHNICHESK'],
  ['METALLURGICAL', 'a:METALLURGICHESK a:METALURHIYN a:METALURHICHN'],
  ['MACHINE BUILDING', 'a:MASHINOSTROITELN a:MASHYNOBUDIVN'],
  ['SHIPBUILDING', 'a:SUDOSTROITELN a:SUDNOBUDIVN'],
  ['AIRCRAFT', 'a:AVIASTROITELN a:LITAKOBUDIVN'],
  ['AVIATION|AIRCRAFT', 'a:AVIATSIONN a:AVIATSIYN a:AVIYATSYYN'],
  ['AUTOMOBILE|AUTOMOTIVE|CAR', 'a:AVTOMOBILN'],
  ['REPAIR', 'a:REMONTN a:RAMONTN'],
  ['CHEMICAL', 'a:KHIMICHESK a:KHIMICHN'],
  ['OIL', 'a:NEFTYAN a:NAFTOV'],
  ['GAS', 'a:GAZOV'],
  ['OIL GAS', 'a:NEFTEGAZOV a:NAFTOHAZOV'],
  ['ENERGY|POWER', 'a:ENERGETICHESK a:ENERHETYCHN'],
  ['ATOMIC|NUCLEAR', 'a:ATOMN'],
  ['NUCLEAR', 'a:YADERN a:YADERN'],
  ['ELECTRONIC', 'a:ELEKTRONN'],
  ['SPACE', 'a:KOSMICHESK'],
  ['ROCKET', 'a:RAKETN'],
  ['MILITARY', 'a:VOENN a:VOYENN a:VIYSKOV a:VOYSKOV'],
  ['DEFENSE|DEFENCE', 'a:OBORONN'],
  ['AIR', 'a:VOZDUSHN'],
  ['SEA|MARITIME|MARINE', 'a:MORSK'],
  ['RIVER', 'a:RECHN'],
  ['RAILWAY', 'a:ZHELEZNODOROZHN a:ZALIZNYCHN'],
  ['TRANSPORT', 'a:TRANSPORTN'],
  ['TRADING|TRADE', 'a:TORGOV'],
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
  ['CONSTRUCTION|BUILDING', 'a:STROITELN a:BUDIVELN'],
  ['AGRICULTURAL', 'a:SELSKOKHOZYAYSTVENN'],
  ['FOOD', 'a:PISHCHEV'],
  ['MEDICAL', 'a:MEDITSINSK'],
  ['PHARMACEUTICAL', 'a:FARMATSEVTICHESK'],
  ['EDUCATIONAL', 'a:OBRAZOVATELN'],
  ['BUDGET', 'a:BYUDZHETN'],
  ['PUBLIC|SOCIAL', 'a:OBSHCHESTVENN a:HROMADSK'],
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
  // OKVED 2 (OK 029-2014) section and division names: their key words (dictionary translations).
  ['AGRICULTURE', 'n:SELSKOKHOZYAYSTV'],
  ['FOREST', 'a:LESN n:LESNICHESTV'],
  ['HUNTING', 'f:OKHOT'],
  ['FISHING', 'n:RYBOLOVSTV a:RYBOLOVN a:RYBOLOVETSK a:RYBOPROMYSHLENN'],
  ['FISH', 'a:RYBN'],
  ['MINING|EXTRACTION', 'f:DOBYCH a:DOBYVAYUSHCH a:GORNODOBYVAYUSHCH'],
  ['MINING', 'a:GORN a:HIRNYCH'],
  ['PROCESSING|CONCENTRATING', 'a:OBOGATITELN'],
  ['COAL', 's:UGOL a:UGOLN'],
  ['MINE', 'f:SHAKHT'],
  ['GOLD', 'a:ZOLOT a:ZOLOTODOBYVAYUSHCH'],
  ['METAL', 'm:METALL a:METALLICHESK'],
  ['MANUFACTURING|PROCESSING', 'a:OBRABATYVAYUSHCH'],
  ['PROCESSING|REFINING', 'a:PERERABATYVAYUSHCH f:PERERABOTK'],
  ['OIL REFINING', 'a:NEFTEPERERABATYVAYUSHCH'],
  ['OIL PRODUCTS', 'm:NEFTEPRODUKT'],
  ['BEVERAGES|DRINKS', 'm:NAPITK m:NAPITOK'],
  ['TOBACCO', 'a:TABACHN'],
  ['TEXTILE', 'a:TEKSTILN'],
  ['CLOTHING', 'f:ODEZHD'],
  ['WOODWORKING', 'a:DEREVOOBRABATYVAYUSHCH'],
  ['PAPER', 'a:BUMAZHN'],
  ['PULP', 'a:TSELLYULOZN'],
  ['PRINTING', 'a:POLIGRAFICHESK'],
  ['RUBBER', 'a:REZINOV'],
  ['PLASTIC', 'm:PLASTIK a:PLASTMASSOV'],
  ['GLASS', 'n:STEKL a:STEKOLN'],
  ['CERAMICS', 'f:KERAMIK'],
  ['CEMENT', 'm:TSEMENT a:TSEMENTN'],
  ['STEEL', 's:STAL a:STALN a:STALELITEYN a:STALEPLAVILN'],
  ['IRON', 'n:ZHELEZ'],
  ['FOUNDRY|CASTING', 'a:LITEYN'],
  ['ROLLING', 'a:PROKATN'],
  ['PIPE|TUBE', 'a:TRUBN'],
  ['PIPELINE', 'm:TRUBOPROVOD a:TRUBOPROVODN'],
  ['ALUMINIUM|ALUMINUM', 'm:ALYUMINIY a:ALYUMINIEV'],
  ['COPPER', 'a:MEDN a:MEDEPLAVILN'],
  ['NICKEL', 's:NIKEL'],
  ['PRODUCTS|ARTICLES', 'e:IZDELI'],
  ['COMPUTER', 'm:KOMPYUTER a:KOMPYUTERN'],
  ['OPTICAL', 'a:OPTICHESK'],
  ['OPTICS', 'f:OPTIK'],
  ['ELECTRICAL EQUIPMENT', 'e:ELEKTROOBORUDOVANI'],
  ['ELECTRICAL EQUIPMENT|APPARATUS', 'a:ELEKTROAPPARATN'],
  ['APPARATUS|DEVICE', 'm:APPARAT'],
  ['EQUIPMENT|APPARATUS', 'f:APPARATUR'],
  ['ELECTROMECHANICS', 'f:ELEKTROMEKHANIK'],
  ['ELECTROMECHANICAL', 'a:ELEKTROMEKHANICHESK'],
  ['MICROELECTRONICS', 'f:MIKROELEKTRONIK'],
  ['SEMICONDUCTOR', 'm:POLUPROVODNIK a:POLUPROVODNIKOV'],
  ['MACHINE|MACHINERY', 'f:MASHIN'],
  ['MACHINE TOOL', 'a:STANKOSTROITELN'],
  ['TOOL', 'a:INSTRUMENTALN'],
  ['TRACTOR', 'a:TRAKTORN'],
  ['WAGON|CAR', 'm:VAGON'],
  ['SHIP|VESSEL', 'n:SUDN m:KORABL'],
  ['SHIPYARD', 's:SUDOVERF'],
  ['HELICOPTER', 'm:VERTOLET m:VERTOLYOT a:VERTOLETN'],
  ['AIRCRAFT|AIRPLANE', 'm:SAMOLET m:SAMOLYOT'],
  ['AIRCRAFT', 'a:SAMOLETOSTROITELN'],
  ['ENGINE', 's:DVIGATEL'],
  ['ENGINE BUILDING', 'a:DVIGATELESTROITELN a:MOTOROSTROITELN'],
  ['INSTRUMENT|DEVICE', 'm:PRIBOR'],
  ['INSTRUMENT MAKING', 'a:PRIBOROSTROITELN e:PRIBOROSTROENI'],
  ['WEAPONS|ARMS', 'e:ORUZHI a:ORUZHEYN'],
  ['AMMUNITION', 'm:BOEPRIPAS'],
  ['POWDER|GUNPOWDER', 'a:POROKHOV'],
  ['EXPLOSIVES', 'a:VZRYVCHAT'],
  ['FURNITURE', 's:MEBEL a:MEBELN'],
  ['JEWELRY|JEWELLERY', 'a:YUVELIRN'],
  ['FORGE|FORGING', 'a:KUZNECHN'],
  ['PRESS|PRESSING', 'a:PRESSOV'],
  ['PRECISION|PRECISE', 'a:TOCHN'],
  ['HEAVY', 'a:TYAZHEL a:TYAZHOL'],
  ['ELECTRIC POWER', 'i:ELEKTROENERGI'],
  ['POWER PLANT|STATION', 'i:ELEKTROSTANTSI'],
  ['HEAT|THERMAL', 'a:TEPLOV'],
  ['GRID|NETWORK', 'a:SETEV'],
  ['WATER', 'a:VODN'],
  ['WASTE', 'm:OTKHOD'],
  ['RECYCLING|DISPOSAL', 'i:UTILIZATSI'],
  ['ROAD', 'a:DOROZHN'],
  ['INSTALLATION|ASSEMBLY', 'm:MONTAZH a:MONTAZHN'],
  ['TRADE', 'f:TORGOVL'],
  ['WHOLESALE', 'a:OPTOV'],
  ['RETAIL', 'a:ROZNICHN'],
  ['TRANSPORTATION', 'f:TRANSPORTIROVK f:PEREVOZK'],
  ['CARRIER', 'm:PEREVOZCHIK'],
  ['STORAGE', 'e:KHRANENI'],
  ['WAREHOUSE', 'm:SKLAD'],
  ['CARGO|FREIGHT', 'a:GRUZOV'],
  ['LOGISTICS', 'f:LOGISTIK a:LOGISTICHESK'],
  ['POST|MAIL', 'f:POCHT'],
  ['POSTAL', 'a:POCHTOV'],
  ['AIRLINES', 'i:AVIALINI'],
  ['TANKER', 'a:TANKERN'],
  ['HOTEL', 'f:GOSTINITS'],
  ['CATERING|FOOD', 'e:PITANI'],
  ['RESTAURANT', 'm:RESTORAN'],
  ['INFORMATION', 'i:INFORMATSI'],
  ['PUBLISHING|PUBLISHER', 'n:IZDATELSTV a:IZDATELSK'],
  ['TELEVISION', 'e:TELEVIDENI'],
  ['BROADCASTING', 'e:VESHCHANI'],
  ['SOFTWARE', 'a:PROGRAMMN'],
  ['COMPUTING', 'a:VYCHISLITELN'],
  ['SATELLITE', 'a:SPUTNIKOV'],
  ['CREDIT', 'm:KREDIT'],
  ['PENSION', 'a:PENSIONN'],
  ['PAYMENT', 'a:PLATEZHN'],
  ['CURRENCY', 'a:VALYUTN'],
  ['STOCK', 'a:FONDOV'],
  ['TREASURY', 'n:KAZNACHEYSTV'],
  ['MANAGEMENT|MANAGING', 'a:UPRAVLYAYUSHCH'],
  ['MICROFINANCE', 'a:MIKROFINANSOV'],
  ['TRUST', 'a:DOVERITELN'],
  ['REAL ESTATE', 's:NEDVIZHIMOST'],
  ['PROPERTY', 'n:IMUSHCHESTV a:IMUSHCHESTVENN'],
  ['LEASE|RENTAL', 'f:AREND'],
  ['HOUSING', 'a:ZHILISHCHN'],
  ['RESEARCH', 'e:ISSLEDOVANI'],
  ['CONSULTING', 'a:KONSULTATSIONN e:KONSULTIROVANI'],
  ['LEGAL|LAW', 'a:YURIDICHESK a:PRAVOV'],
  ['LAW|BAR', 'a:ADVOKATSK'],
  ['ACCOUNTING', 'a:BUKHGALTERSK'],
  ['AUDIT|AUDITING', 'a:AUDITORSK'],
  ['ADVERTISING', 'f:REKLAM a:REKLAMN'],
  ['ARCHITECTURAL', 'a:ARKHITEKTURN'],
  ['ENGINEERING', 'a:INZHENERN'],
  ['DESIGN|PROJECT', 'a:PROEKTN a:PROYEKTN'],
  ['DESIGN|DESIGNING', 'e:PROEKTIROVANI e:PROYEKTIROVANI'],
  ['TESTING|TEST', 'a:ISPYTATELN e:ISPYTANI'],
  ['EXPERT', 'a:EKSPERTN'],
  ['ANALYTICAL', 'a:ANALITICHESK'],
  ['VETERINARY', 'a:VETERINARN'],
  ['EXPERIMENTAL|PILOT', 'a:OPYTN'],
  ['GEOLOGICAL', 'a:GEOLOGICHESK'],
  ['GEOLOGICAL EXPLORATION', 'a:GEOLOGORAZVEDOCHN'],
  ['INTELLIGENCE|EXPLORATION', 'f:RAZVEDK'],
  ['INTELLIGENCE|RECONNAISSANCE', 'a:RAZVEDYVATELN'],
  ['PHYSICAL|PHYSICS', 'a:FIZICHESK a:FIZIK f:FIZIK'],
  ['MATHEMATICAL|MATHEMATICS', 'a:MATEMATICHESK'],
  ['BIOLOGICAL', 'a:BIOLOGICHESK'],
  ['RADIATION|RADIOLOGICAL', 'a:RADIATSIONN'],
  ['MOLECULAR', 'a:MOLEKULYARN'],
  ['APPLIED', 'a:PRIKLADN'],
  ['LASER', 'a:LAZERN'],
  ['RADIO ELECTRONIC', 'a:RADIOELEKTRONN'],
  ['TOURIST|TRAVEL', 'a:TURISTICHESK'],
  ['TOURISM', 'm:TURIZM'],
  ['SECURITY|GUARD', 'a:OKHRANN'],
  ['SECURITY|PROTECTION|GUARD', 'f:OKHRAN'],
  ['PERSONNEL|RECRUITMENT', 'a:KADROV'],
  ['HEALTH|HEALTHCARE', 'e:ZDRAVOOKHRANENI'],
  ['EDUCATION|ENLIGHTENMENT', 'e:PROSVESHCHENI'],
  ['SCIENCE', 'f:NAUK'],
  ['HIGHER', 'a:VYSSH'],
  ['EMPLOYMENT', 's:ZANYATOST'],
  ['NATURAL', 'a:PRIRODN'],
  ['NATURE', 'f:PRIROD'],
  ['RESOURCES|RESOURCE', 'm:RESURS'],
  ['ECOLOGY', 'i:EKOLOGI'],
  ['ENVIRONMENTAL|ECOLOGICAL', 'a:EKOLOGICHESK'],
  ['INDUSTRY', 's:PROMYSHLENNOST'],
  ['ENERGY|POWER', 'f:ENERGETIK'],
  ['SPORT|SPORTS', 'a:SPORTIVN'],
  // Public administration, defence and the courts (the Russian names of ministries, services and agencies,
  // Presidential Decree 21 of 2020 on the structure of federal executive bodies; dictionary translations).
  ['GOVERNMENT', 'n:PRAVITELSTV a:PRAVITELSTVENN'],
  ['AGENCY|DEPARTMENT', 'n:VEDOMSTV'],
  ['SUPERVISION|OVERSIGHT', 'm:NADZOR'],
  ['CONTROL', 's:KONTROL'],
  ['CUSTOMS', 'a:TAMOZHENN i:TAMOZHN'],
  ['TAX', 'a:NALOGOV'],
  ['BORDER', 'a:POGRANICHN'],
  ['PROSECUTOR', 'f:PROKURATUR'],
  ['JUDICIAL|COURT', 'a:SUDEBN'],
  ['INVESTIGATIVE', 'a:SLEDSTVENN'],
  ['INTERNAL|INTERIOR', 'a:VNUTRENN'],
  ['FOREIGN', 'a:INOSTRANN a:ZARUBEZHN'],
  ['FOREIGN|EXTERNAL', 'a:VNESHN'],
  ['EMERGENCY', 'a:CHREZVYCHAYN'],
  ['SITUATION', 'i:SITUATSI'],
  ['JUSTICE', 'i:YUSTITSI'],
  ['SOCIAL', 'a:SOTSIALN'],
  ['ELECTION|ELECTORAL', 'a:IZBIRATELN'],
  ['ARMED', 'a:VOORUZHENN'],
  ['UNIT|PART', 's:CHAST'],
  ['AIRBORNE|LANDING', 'a:DESANTN'],
  ['STAFF|HEADQUARTERS', 'm:SHTAB'],
  ['GENERAL', 'a:GENERALN'],
  ['BATTALION', 'm:BATALYON m:BATALON'],
  ['DETACHMENT|UNIT', 'm:OTRYAD'],
  ['DISTRICT', 'm:OKRUG'],
  ['GUARDS', 'a:GVARDEYSK'],
  ['SEPARATE|INDEPENDENT', 'a:OTDELN'],
  ['MOTORIZED RIFLE', 'a:MOTOSTRELKOV'],
  ['TANK', 'a:TANKOV'],
  ['ARTILLERY', 'a:ARTILLERIYSK'],
  ['VOLUNTEER', 'a:DOBROVOLCHESK'],
  ['ASSAULT', 'a:SHTURMOV'],
  ['OPERATIONAL', 'a:OPERATIVN'],
  ['TACTICAL', 'a:TAKTICHESK'],
  ['COSSACK', 'a:KAZACH'],
  // Unions, associations, cooperatives, parties, education, culture, health (OKOPF; dictionary translations).
  ['COOPERATIVE', 'm:KOOPERATIV a:KOOPERATIVN'],
  ['CONSUMER', 'a:POTREBITELSK'],
  ['TRADE UNION', 'm:PROFSOYUZ'],
  ['PROFESSIONAL', 'a:PROFESSIONALN'],
  ['POLITICAL', 'a:POLITICHESK'],
  ['COMMUNITY', 'f:OBSHCHIN n:SOOBSHCHESTV'],
  ['GUILD', 'i:GILDI'],
  ['CLUB', 'm:KLUB'],
  ['COUNCIL|BOARD', 'm:SOVET'],
  ['NON COMMERCIAL|PROFIT', 'a:NEKOMMERCHESK'],
  ['AUTONOMOUS', 'a:AVTONOMN'],
  ['CHARITABLE|CHARITY', 'a:BLAGOTVORITELN'],
  ['OFFICER', 'm:OFITSER'],
  ['YOUTH', 'a:MOLODEZHN s:MOLODEZH'],
  ['CHILDREN|CHILDRENS', 'a:DETSK'],
  ['WOMEN', 'a:ZHENSK'],
  ['PEOPLES|PEOPLE|POPULAR|NATIONAL', 'a:NARODN'],
  ['PEOPLE', 'm:NAROD'],
  ['FREE', 'a:SVOBODN'],
  ['FREEDOM|LIBERTY', 'f:SVOBOD'],
  ['UNIFIED|UNITED|SINGLE', 'a:YEDIN a:EDIN'],
  ['GLOBAL', 'a:GLOBALN'],
  ['WORLD|GLOBAL', 'a:MIROV a:VSEMIRN'],
  ['COLLEGE', 'm:KOLLEDZH'],
  ['LYCEUM', 'm:LITSEY'],
  ['TECHNICAL SCHOOL|COLLEGE', 'm:TEKHNIKUM'],
  ['POLYTECHNIC', 'a:POLITEKHNICHESK'],
  ['PEDAGOGICAL', 'a:PEDAGOGICHESK'],
  ['HISTORICAL', 'a:ISTORICHESK'],
  ['MUSEUM', 'm:MUZEY'],
  ['THEATRE|THEATER', 'm:TEATR'],
  ['LIBRARY', 'f:BIBLIOTEK'],
  ['ART|ARTS', 'n:ISKUSSTV'],
  ['CULTURAL', 'a:KULTURN'],
  ['HOSPITAL', 'f:BOLNITS s:GOSPITAL'],
  ['CLINIC', 'f:KLINIK'],
  ['CLINICAL', 'a:KLINICHESK'],
  ['CHURCH', 's:TSERKOV'],
  ['ORTHODOX', 'a:PRAVOSLAVN'],
  // Other common words of Russian organisation names (dictionary translations).
  ['SOLUTION|DECISION', 'e:RESHENI'],
  ['IDENTIFICATION', 'i:IDENTIFIKATSI'],
  ['OPPORTUNITY|OPPORTUNITIES|POSSIBILITY', 's:VOZMOZHNOST'],
  ['UNMANNED', 'a:BESPILOTN'],
  ['DRONE|UAV', 'm:BESPILOTNIK'],
  ['DISTILLERY', 'a:LIKEROVODOCHN a:VINOKURENN'],
  ['WINE|WINEMAKING', 'a:VINODELCHESK'],
  ['BREWING|BREWERY', 'a:PIVOVARENN'],
  ['GRAIN', 'n:ZERN a:ZERNOV'],
  ['FLOUR', 'a:MUKOMOLN'],
  ['DAIRY|MILK', 'a:MOLOCHN'],
  ['MEAT', 'a:MYASN'],
  ['SUGAR', 'a:SAKHARN'],
  ['OPERATING', 'a:EKSPLUATIRUYUSHCH'],
  ['OPERATION', 'i:EKSPLUATATSI'],
  ['SERVICE|MAINTENANCE', 'e:OBSLUZHIVANI'],
  ['SUPPORT|PROVISION', 'e:OBESPECHENI'],
  ['ISLAMIC', 'a:ISLAMSK'],
  ['ARAB|ARABIC', 'a:ARABSK'],
  ['SYRIAN', 'a:SIRIYSK'],
  ['IRANIAN', 'a:IRANSK'],
  ['CHINESE', 'a:KITAYSK'],
  ['KOREAN', 'a:KOREYSK'],
  ['TURKISH', 'a:TURETSK'],
  ['AMERICAN', 'a:AMERIKANSK'],
  ['GEORGIAN', 'a:GRUZINSK'],
  ['ARMENIAN', 'a:ARMYANSK'],
  ['ASIAN', 'a:AZIATSK'],
  // English words written in Cyrillic (loanwords of company names: ГРУПП, ТРЕЙД, ЭНЕРДЖИ), read as the
  // English word (their romanisations TREYD, ENERDZHI are far from TRADE, ENERGY); the transcription
  // of English in Russian (Ermolovich, Imena sobstvennye na styke yazykov i kultur, 2001; Gililov's
  // English-Russian practical transcription) gives their spellings.
  ['TRADE', 'm:TREYD'],
  ['TRADING', 'm:TREYDING'],
  ['ENERGY', 'x:ENERDZHI'],
  ['MANAGEMENT', 'm:MENEDZHMENT'],
  ['CONSULTING', 'm:KONSALTING'],
  ['ENGINEERING', 'm:INZHINIRING'],
  ['TECHNOLOGIES', 'x:TEKHNOLODZHIZ x:TEKNOLODZHIZ'],
  ['TECHNOLOGY', 'x:TEKHNOLODZHI x:TEKNOLODZHI'],
  ['SYSTEMS', 'x:SISTEMS x:SISTEMZ'],
  ['LOGISTICS', 'x:LOGISTIKS'],
  ['TRUST', 'm:TRAST'],
  ['INTERNATIONAL', 'x:INTERNESHNL x:INTERNESHNAL'],
  ['CORPORATION', 'x:KORPOREYSHN'],
  ['INDUSTRIES', 'x:INDASTRIZ'],
  ['RESOURCES', 'x:RESORSEZ x:RISORSEZ x:RISORSIZ'],
  ['PRODUCTION', 'x:PRODAKSHN'],
  ['SOLUTIONS', 'x:SOLYUSHNS'],
  ['SOLUTION', 'x:SOLYUSHN'],
  ['FINANCE', 'x:FAYNENS'],
  ['CAPITAL', 'x:KEPITAL'],
  ['DIGITAL', 'x:DIDZHITAL'],
  ['SECURITY', 'x:SEKYURITI'],
  ['VENTURES', 'x:VENCHURS'],
  ['HOLDINGS', 'x:KHOLDINGS'],
  ['GROUP', 'x:GRUPS'],
  ['NETWORK', 'x:NETVORK'],
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
  ['KAMA', 'a:KAMSK'],
  ['NEVA', 'a:NEVSK'],
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
 * of Российская Федерация (Constitution of the Russian Federation, art. 1); АЭС, атомная электростанция
 * (Dictionary of Russian abbreviations, Volkova et al.; lists spell it out, unlike КБ or НИИ, which
 * they keep as letters: KB RADAR); nouns whose Latin forms are other languages' words (DOM, SET, LAGER,
 * VERF, LIGA, PARTI, OTEL, KANAL, MAGAZIN); English loanwords whose romanisation is an English word or
 * a short one (ФАРМ FARM, ХАБ KHAB, ОЙЛ OYL).
 */
const CYRILLIC_ONLY: Array<[string, string]> = [
  ['AND', 'x:I'],
  ['FOR', 'x:PO x:DLYA'],
  ['NEW', 'a:NOV'],
  ['SPECIAL', 'a:OSOB'],
  ['RUSSIAN FEDERATION', 'x:RF'],
  ['NUCLEAR POWER PLANT', 'x:AES'],
  ['HOUSE', 'm:DOM'],
  ['PARTY', 'i:PARTI'],
  ['HOTEL', 's:OTEL'],
  ['AFFAIRS', 'n:DEL'],
  ['COURT', 'm:SUD'],
  ['NETWORK', 's:SET'],
  ['LINE', 'i:LINI x:LAYN'],
  ['WATER', 'f:VOD'],
  ['FORCES|FORCE', 'f:SIL'],
  ['REGIMENT', 'm:POLK'],
  ['COPPER', 's:MED'],
  ['ORE', 'f:RUD'],
  ['MINE', 'm:RUDNIK'],
  ['CHANNEL|CANAL', 'm:KANAL'],
  ['STORE|SHOP', 'm:MAGAZIN'],
  ['CAMP', 's:LAGER'],
  ['SHIPYARD', 's:VERF'],
  ['STUDIO', 'i:STUDI'],
  ['CARGO|FREIGHT', 'm:GRUZ'],
  ['COSSACKS', 'm:KAZAK'],
  ['LEAGUE', 'f:LIG'],
  ['DRONE', 'm:DRON'],
  // English loanwords whose romanisation is another Latin word or a short one (FARM, KHAB).
  ['HUB', 'm:KHAB'],
  ['PHARM', 'x:FARM'],
  ['PHARMA', 'f:FARM'],
  ['CAPITAL', 'm:KAPITAL'],
  ['FINANCE', 'm:FINANS'],
  ['OIL', 'x:OYL'],
  ['AIR', 'x:EYR'],
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

/**
 * One glossed form: the English words, for each word its other English renderings (`ALTERNATIVES`;
 * undefined when no word has any), and whether the form is glossed in a Latin-script name too.
 */
interface Gloss { en: readonly string[]; alt: ReadonlyArray<readonly string[] | undefined> | undefined; latin: boolean }

/** Folded form (`spellingFold` of stem + ending) -> its gloss. */
const FORMS = new Map<string, Gloss>();

function addConcepts(concepts: Array<[string, string]>, latin: boolean): void {
  for (const [english, stems] of concepts) {
    // Each English word with its alternatives ('PLANT|WORKS|FACTORY'): the first is the token's text.
    const words = english.split(' ').map((w) => w.split('|'));
    const en = Object.freeze(words.map((w) => w[0]));
    const alt = words.some((w) => w.length > 1) ? Object.freeze(words.map((w) => (w.length > 1 ? Object.freeze(w.slice(1)) : undefined))) : undefined;
    for (const spec of stems.split(' ')) {
      const pos = spec[0] as Pos;
      const stem = spec.slice(2);
      for (const ending of ENDINGS[pos]) {
        const form = stem + ending;
        // A Latin-script word of three letters or fewer is too likely another language's word.
        const g: Gloss = { en, alt, latin: latin && form.length >= 4 };
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

/** The gloss of a folded token, whatever the script (memoised), or null. */
function lookUp(token: string): Gloss | null {
  let g = MEMO.get(token);
  if (g === undefined) {
    g = token.length >= 1 && !/[^A-Z]/.test(token) ? FORMS.get(spellingFold(token)) ?? null : null;
    if (MEMO.size >= MEMO_MAX) MEMO.clear();
    MEMO.set(token, g);
  }
  return g;
}

/**
 * The English word(s) a Russian, Ukrainian or Belarusian organisational word stands for (module doc),
 * or undefined when the glossary does not know the word. `token`: one folded token (ASCII upper case
 * letters). `cyrillic`: the name was written in Cyrillic (`CYRILLIC_ONLY` words are then glossed too).
 * Returns a shared frozen array of one or more upper-case English words (MASHINOSTROITELNYY ->
 * MACHINE, BUILDING).
 */
export function glossWord(token: string, cyrillic: boolean): readonly string[] | undefined {
  const g = lookUp(token);
  if (g === null || (!cyrillic && !g.latin)) return undefined;
  return g.en;
}

/**
 * The other English renderings of a glossed word at one of its English words (module doc, "One
 * concept, several English words"): `word` is the romanised word the glossary translated (a token's
 * `gloss`), `english` the English word it gave (the token's text). AVIATSIONNYY at AVIATION ->
 * [AIRCRAFT]; ZAVOD at PLANT -> [WORKS, FACTORY]; undefined when there are none (most words), or when
 * `english` is not a word of the word's translation (a legal-form code, a word of another glossary).
 */
export function glossAlternatives(word: string, english: string): readonly string[] | undefined {
  const g = lookUp(word);
  if (g === null || g.alt === undefined) return undefined;
  const i = g.en.indexOf(english);
  return i >= 0 ? g.alt[i] : undefined;
}

/** Number of folded forms the glossary recognises (for tests and reports). */
export function glossaryFormCount(): number {
  return FORMS.size;
}

/**
 * Combining forms of international (Greek and Latin) stems that Russian, Ukrainian and Belarusian write
 * together with the next word (Rosenthal, Spravochnik po pravopisaniyu i stilistike, "Slozhnye slova":
 * the first parts avia-, avto-, agro-, aero-, bio-, geo-, gidro-, kino-, meteo-, mikro-, moto-, radio-,
 * tele-, foto-, elektro- ... are written as one word), as `foldText` romanises them -> their English
 * spelling (the combining forms of a standard English dictionary: hydro-, electro-, auto-, micro-,
 * photo-, thermo-, techno-, cryo-, pneumo-, cyber-, helio-; the Greek root's Г is an H, the Cyrillic
 * К of a Latin C is a C). Forms spelt alike (NANO, AVIA, AGRO, AERO, BIO, GEO, RADIO, TELE, METEO,
 * MOTO) and the Russian stems lists keep as written (ENERGO-, NEFTE-, GAZO-: ENERGOMASH, NEFTEGAZ) are
 * listed too: they end a compound's first part, after which the second part may be a glossary word
 * (НАНОЭЛЕКТРОНИКА: NANO + ELECTRONICS). Ukrainian and Belarusian write Г as H (HIDRO, HELIO).
 */
const COMBINING_FORMS: ReadonlyMap<string, string> = new Map([
  ['GIDRO', 'HYDRO'], ['HIDRO', 'HYDRO'], ['ELEKTRO', 'ELECTRO'], ['MIKRO', 'MICRO'], ['AVTO', 'AUTO'], ['FOTO', 'PHOTO'],
  ['TERMO', 'THERMO'], ['TEKHNO', 'TECHNO'], ['KRIO', 'CRYO'], ['PNEVMO', 'PNEUMO'], ['KIBER', 'CYBER'], ['GELIO', 'HELIO'],
  ['HELIO', 'HELIO'], ['NANO', 'NANO'], ['AVIA', 'AVIA'], ['AGRO', 'AGRO'], ['AERO', 'AERO'], ['BIO', 'BIO'], ['GEO', 'GEO'],
  ['RADIO', 'RADIO'], ['TELE', 'TELE'], ['METEO', 'METEO'], ['MOTO', 'MOTO'], ['ENERGO', 'ENERGO'], ['NEFTE', 'NEFTE'],
  ['GAZO', 'GAZO'],
]);

/**
 * Stumps that end a compound abbreviation (slozhnosokrashchennoe slovo: РОСТЕХ, МИКРОТЕХ, of
 * технологии / техника), after its first part only -> English spelling (TECH).
 */
const FINAL_STUMPS: ReadonlyMap<string, string> = new Map([['TEKH', 'TECH']]);

/** Lengths of the combining forms, longest first (`compoundReading` tries the longest form at a place). */
const FORM_LENGTHS = [...new Set([...COMBINING_FORMS.keys()].map((k) => k.length))].sort((a, b) => b - a);

/** The combining form (`COMBINING_FORMS`) that `w` has at `at`, longest first, or undefined. */
function combiningFormAt(w: string, at: number): string | undefined {
  for (const n of FORM_LENGTHS) {
    const f = w.slice(at, at + n);
    if (f.length === n && COMBINING_FORMS.has(f)) return f;
  }
  return undefined;
}

/**
 * The English spelling of a compound word of a Cyrillic name (module doc of `COMBINING_FORMS`), or
 * undefined when the word is no such compound or reads the same. `token`: one folded token (ASCII upper
 * case), the romanisation of one Cyrillic word the glossary does not know as a whole. The word is read
 * as [a first part of 3+ letters] + one or more combining forms + [a rest]: each combining form in its
 * English spelling, a rest of 5+ letters that is a one-word glossary form in its English word
 * (ELEKTRONIKA -> ELECTRONICS), a final stump (TEKH -> TECH) after a first part, any other rest as
 * written (MASH). ГИДРОМАШ GIDROMASH -> HYDROMASH; НАНОЭЛЕКТРОНИКА -> NANOELECTRONICS; РусГидро
 * RUSGIDRO -> RUSHYDRO (a brand's first part, РУС, as written); МИКРОТЕХ -> MICROTECH. One word is
 * returned: lists write such compounds as one word (HYDROMASH, RUSHYDRO) or as several (NANO
 * ELECTRONICS, ELECTRO-MECHANICS), which the scorer's joined-word matching reads as one.
 */
export function compoundReading(token: string): string | undefined {
  if (token.length < 6 || /[^A-Z]/.test(token)) return undefined;
  for (let p = 0; p + 3 <= token.length; p = p === 0 ? 3 : p + 1) {
    let f = combiningFormAt(token, p);
    if (f === undefined) continue;
    // A glossary word after a first part (PROM + TEKHNOLOGIYA: PROMTECHNOLOGY).
    const whole = p > 0 && token.length - p >= 5 ? glossWord(token.slice(p), true) : undefined;
    if (whole !== undefined && whole.length === 1) return token.slice(0, p) + whole[0];
    let out = token.slice(0, p);
    let q = p;
    let rest = '';
    while (f !== undefined) {
      out += COMBINING_FORMS.get(f);
      q += f.length;
      rest = token.slice(q);
      // A rest the glossary knows ends the compound (ELEKTRONIKA, not ELEKTRO + NIKA).
      const en = rest.length >= 5 ? glossWord(rest, true) : undefined;
      if (en !== undefined && en.length === 1) { out += en[0]; rest = ''; break; }
      f = combiningFormAt(token, q);
    }
    if (rest !== '') out += FINAL_STUMPS.get(rest) ?? rest;
    return out !== token ? out : undefined;
  }
  // A stump after a first part written as it stands (РОСТЕХ: ROS + TEKH).
  for (const [stump, en] of FINAL_STUMPS) {
    if (token.length >= stump.length + 3 && token.endsWith(stump)) return token.slice(0, -stump.length) + en;
  }
  return undefined;
}

/**
 * Russian names of the letters of the Latin alphabet, as Russian writes an English abbreviation read
 * letter by letter (Би-би-си BBC, Си-эн-эн CNN, Пи-ар PR, Ай-ти IT: the letter names of Russian
 * dictionaries of abbreviations and of the practical transcription of English, Ermolovich 2001): эй A,
 * би B, си C, ди D, эф F, джи G, эйч H, ай I, джей J, кей K, эл / эль L, эм M, эн N, оу O, пи P, кью Q,
 * ар R, эс S, ти T, ю U, ви V, дабл-ю W, экс X, уай Y, зед / зи Z. (И, E, is left out: one letter, it
 * would read too many words.) Written with Э, not Е: ЭЛЕСАР is no L-S-R.
 */
const LETTER_NAMES: ReadonlyMap<string, string> = new Map([
  ['ЭЙ', 'A'], ['БИ', 'B'], ['СИ', 'C'], ['ДИ', 'D'], ['ЭФ', 'F'], ['ДЖИ', 'G'], ['ЭЙЧ', 'H'], ['АЙ', 'I'], ['ДЖЕЙ', 'J'],
  ['КЕЙ', 'K'], ['ЭЛ', 'L'], ['ЭЛЬ', 'L'], ['ЭМ', 'M'], ['ЭН', 'N'], ['ОУ', 'O'], ['ПИ', 'P'], ['КЬЮ', 'Q'], ['АР', 'R'],
  ['ЭС', 'S'], ['ТИ', 'T'], ['Ю', 'U'], ['ВИ', 'V'], ['ДАБЛЮ', 'W'], ['ЭКС', 'X'], ['УАЙ', 'Y'], ['ЗЕД', 'Z'], ['ЗИ', 'Z'],
]);

/**
 * The Latin abbreviation a Cyrillic word spells by the Russian names of its letters (`LETTER_NAMES`):
 * СИПИЭС -> CPS, or undefined. `word`: one word as written (any case). The word must be three to six
 * letter names and nothing else (two would read ordinary words: СИТИ "city" is СИ ТИ).
 */
export function letterNameReading(word: string): string | undefined {
  const w = word.toUpperCase();
  if (w.length < 5 || w.length > 24) return undefined;
  // best[i]: the letters spelling w[0..i), by the fewest letter names (undefined: none).
  const best: Array<string | undefined> = new Array(w.length + 1).fill(undefined);
  best[0] = '';
  for (let i = 0; i < w.length; i++) {
    const head = best[i];
    if (head === undefined) continue;
    for (let n = 1; n <= 5 && i + n <= w.length; n++) {
      const letter = LETTER_NAMES.get(w.slice(i, i + n));
      const next = best[i + n];
      if (letter !== undefined && (next === undefined || next.length > head.length + 1)) best[i + n] = head + letter;
    }
  }
  const out = best[w.length];
  return out !== undefined && out.length >= 3 && out.length <= 6 ? out : undefined;
}

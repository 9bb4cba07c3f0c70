/**
 * Chinese organisational vocabulary -> English (pure, no I/O).
 *
 * Sanctions lists publish Chinese companies under their English names (HAINENG MACHINERY (HONG KONG)
 * CO., LIMITED), while a client often types the name in Chinese characters (海能機械(香港)有限公司).
 * Romanised one pinyin syllable per character (romanise.ts), 機械 is JI XIE and 有限公司 YOU XIAN GONG SI:
 * they never meet MACHINERY and CO LTD. So the matcher (normalise.ts rule 13, the names of companies
 * written in Han only; never persons, vessels or aircraft) reads each word this glossary knows as its
 * English word, as the Russian (org-glossary.ts) and Arabic (org-glossary-arabic.ts) glossaries do; the
 * characters it does not know (brand names: 海能 HAI NENG, which meets HAINENG by the scorer's joined
 * syllables; cities written in pinyin, 深圳 SHENZHEN) stay one pinyin syllable each.
 *
 * How a word is found: Chinese writes no spaces, so each run of Han characters is segmented by backward
 * maximum matching against the glossary (from the end of the run, the longest glossary word ending
 * there, else one character): the dictionary segmentation long used for Chinese, scanned backwards
 * because a company name ends with its head words (place, brand, trade, legal form: 企业名称登记管理规定
 * art. 6) and backward matching errs less than forward matching (Sproat et al., "A stochastic
 * finite-state word-segmentation algorithm for Chinese", Computational Linguistics 22(3), 1996, §2).
 * Words of one character (厂, 港, 新) are not listed: inside a brand name they are too often not the word.
 * Simplified and traditional characters meet through `hanKey`, which writes each traditional character
 * of a glossary word in its simplified form (the pairs of the Table of General Standard Chinese
 * Characters, 通用规范汉字表, 2013, appendix 1; checked with OpenCC's tables).
 *
 * Sources of the vocabulary (general, not taken from any evaluation pair):
 *  - the legal forms and the trade and industry words of an enterprise name under the PRC Regulations on
 *    the Administration of Enterprise Name Registration (企业名称登记管理规定, State Council Decree 734,
 *    2020, art. 6-10: 有限公司, 股份有限公司, 有限责任公司, 集团, 分公司; the trade words follow the
 *    Industrial Classification for National Economic Activities, GB/T 4754-2017), with the English that
 *    Chinese enterprises customarily use for them (有限公司 CO., LTD. / LIMITED, 集团 GROUP, 控股 HOLDINGS,
 *    科技 TECHNOLOGY, 进出口 IMPORT AND EXPORT), the first sense in the ABC Chinese-English Dictionary
 *    (DeFrancis, 1996) otherwise, and the words Taiwan writes for some of them (软体 for 软件 software, 晶片 for 芯片
 *    chip: OpenCC's Taiwan phrase table);
 *  - the places Chinese names write in characters and English lists in their English names (香港 HONG
 *    KONG, 澳门 MACAO: the Basic Laws of the two regions; 九龙 KOWLOON; 中国 CHINA), and states often
 *    named beside them (English short names of ISO 3166-1). Places whose English name is their pinyin
 *    (北京 BEIJING, 深圳 SHENZHEN) need no entry.
 * Words lists keep in pinyin are not glossed (交通 of JIAOTONG UNIVERSITY).
 *
 * A concept with several usual English words lists them after a `|` (贸易 TRADING|TRADE, 工业
 * INDUSTRIAL|INDUSTRY|INDUSTRIES): the first is the token's text, the others ride on the token
 * (normalise.ts NameToken.alt, `hanAlternatives`), as in the Russian glossary. The English word is then
 * an ordinary token of the name: normalise.ts classifies it as the same word typed in English (TRADING
 * generic; COMPANY, CO LTD legal-form codes; HONG KONG name words). A glossed token also stands for the
 * word's pinyin written as one word (its other alternative): lists write some Chinese names in pinyin
 * (DALIAN ZHENGHUA MAOYI YOUXIAN GONGSI), which the name met syllable by syllable before it was glossed.
 */

/** English word(s), each with its alternatives after `|` -> simplified Chinese spellings (space-separated). */
const WORDS: Array<[string, string]> = [
  // Legal forms and organisational words (Regulations, art. 6-10).
  ['CO LTD', '有限公司 股份有限公司 有限责任公司'],
  ['LIMITED', '有限'],
  ['COMPANY', '公司'],
  ['CORPORATION', '总公司'],
  ['BRANCH', '分公司'],
  ['GROUP', '集团'],
  ['HOLDINGS|HOLDING', '控股'],
  ['ENTERPRISE|ENTERPRISES', '企业'],
  ['FACTORY|PLANT|WORKS', '工厂'],
  ['INSTITUTE', '研究所'],
  ['ACADEMY|INSTITUTE', '研究院'],
  ['RESEARCH', '研究'],
  ['CENTER|CENTRE', '中心'],
  ['LABORATORY', '实验室'],
  ['UNIVERSITY', '大学'],
  ['COLLEGE|INSTITUTE|ACADEMY', '学院'],
  ['ACADEMY SCIENCES', '科学院'],
  ['ASSOCIATION', '协会'],
  ['AGENCY', '代理'],
  // Trades (GB/T 4754-2017 and customary English names of Chinese enterprises).
  ['TECHNOLOGY|TECHNOLOGIES', '科技 技术'],
  ['HIGH TECHNOLOGY|TECH', '高科技'],
  ['BIOTECHNOLOGY|BIOTECH', '生物科技 生物技术'],
  ['BIOLOGICAL', '生物'],
  ['SCIENCE', '科学'],
  ['ELECTRONICS|ELECTRONIC', '电子'],
  ['MICROELECTRONICS', '微电子'],
  ['OPTOELECTRONICS|OPTOELECTRONIC|PHOTOELECTRIC', '光电'],
  ['ELECTRIC|ELECTRICAL', '电气 电器'],
  ['ELECTROMECHANICAL', '机电'],
  ['POWER', '动力 电力'],
  ['MOTOR|MOTORS', '电机'],
  ['MACHINERY', '机械'],
  ['MACHINE|MACHINERY', '机器'],
  ['MACHINE TOOL|TOOLS', '机床'],
  ['ROBOTICS|ROBOT', '机器人'],
  ['CNC', '数控'],
  ['EQUIPMENT', '设备 装备 器材'],
  ['INSTRUMENT|INSTRUMENTS', '仪器 仪表'],
  ['PRECISION', '精密'],
  ['MANUFACTURING', '制造'],
  ['INDUSTRIAL|INDUSTRY|INDUSTRIES', '工业 实业'],
  ['HEAVY INDUSTRY|INDUSTRIES', '重工'],
  ['INDUSTRY|INDUSTRIAL TRADING|TRADE', '工贸'],
  ['TRADING|TRADE', '贸易 商贸 商行'],
  ['ECONOMIC TRADE|TRADING', '经贸'],
  ['FOREIGN TRADE|TRADING', '外贸'],
  ['IMPORT EXPORT', '进出口'],
  ['IMPORT', '进口'],
  ['EXPORT', '出口'],
  ['BUSINESS', '商务'],
  ['INTERNATIONAL', '国际'],
  ['AVIATION|AERONAUTICAL|AERONAUTICS', '航空'],
  ['AEROSPACE', '航天'],
  ['SHIPPING', '航运 海运 船务'],
  ['SHIP|SHIPBUILDING|MARINE', '船舶'],
  ['OCEAN', '远洋 海洋'],
  ['LOGISTICS', '物流'],
  ['SUPPLY CHAIN', '供应链'],
  ['FREIGHT|CARGO', '货运'],
  ['TRANSPORT|TRANSPORTATION', '运输'],
  ['ENERGY', '能源'],
  ['NEW ENERGY', '新能源'],
  ['PETROLEUM|OIL', '石油'],
  ['PETROCHEMICAL', '石化'],
  ['NATURAL GAS', '天然气'],
  ['CHEMICAL|CHEMICALS', '化工 化学'],
  ['PHARMACEUTICAL|PHARMACEUTICALS', '医药 制药 药业'],
  ['MINING', '矿业'],
  ['STEEL', '钢铁'],
  ['METAL|METALS', '金属'],
  ['MATERIAL|MATERIALS', '材料'],
  ['HARDWARE', '五金'],
  ['PLASTIC|PLASTICS', '塑料 塑胶'],
  ['TEXTILE|TEXTILES', '纺织'],
  ['AUTOMOBILE|AUTO|AUTOMOTIVE', '汽车'],
  ['PARTS|COMPONENTS', '配件 零件 零部件'],
  ['COMPONENTS', '元器件 元件'],
  ['BEARING|BEARINGS', '轴承'],
  ['VALVE|VALVES', '阀门'],
  ['HYDRAULIC|HYDRAULICS', '液压'],
  ['MOLD|MOULD', '模具'],
  ['SEMICONDUCTOR|SEMICONDUCTORS', '半导体'],
  ['INTEGRATED CIRCUIT', '集成电路 积体电路'],
  ['CHIP|CHIPS', '芯片 晶片'],
  ['SENSOR|SENSORS', '传感器 感测器'],
  ['LASER', '激光 雷射'],
  ['OPTICAL|OPTICS', '光学'],
  ['BATTERY|BATTERIES', '电池'],
  ['COMMUNICATION|COMMUNICATIONS|TELECOMMUNICATIONS', '通信 通讯'],
  ['TELECOM|TELECOMMUNICATIONS', '电信'],
  ['NETWORK|NETWORKS', '网络 网路'],
  ['INFORMATION', '信息 资讯'],
  ['SOFTWARE', '软件 软体'],
  ['SYSTEM|SYSTEMS', '系统'],
  ['AUTOMATION', '自动化'],
  ['CONTROL', '控制'],
  ['NAVIGATION', '导航'],
  ['SATELLITE', '卫星'],
  ['RADAR', '雷达'],
  ['UAV|DRONE|DRONES', '无人机'],
  ['ORDNANCE', '兵器'],
  ['DEFENSE|DEFENCE', '国防'],
  ['NUCLEAR INDUSTRY|INDUSTRIAL', '核工业'],
  ['ENGINEERING', '工程'],
  ['CONSTRUCTION', '建设 建筑'],
  ['DEVELOPMENT', '发展 开发'],
  ['INVESTMENT', '投资'],
  ['MANAGEMENT', '管理'],
  ['CONSULTING|CONSULTANCY', '咨询'],
  ['SERVICE|SERVICES', '服务'],
  ['BANK', '银行'],
  ['FINANCIAL|FINANCE', '金融'],
  ['INSURANCE', '保险'],
  ['SECURITIES', '证券'],
  ['CAPITAL', '资本'],
  ['FUND', '基金'],
  ['REAL ESTATE', '房地产'],
  ['AGRICULTURE|AGRICULTURAL', '农业'],
  ['FOOD|FOODS', '食品'],
  ['MEDIA', '传媒'],
  ['CULTURE|CULTURAL', '文化'],
  ['TERMINAL|WHARF', '码头'],
  ['PORT', '港口'],
  // Places lists write in English (Basic Laws of Hong Kong and Macao; ISO 3166-1 English short names).
  ['HONG KONG', '香港'],
  ['MACAO|MACAU', '澳门'],
  ['KOWLOON', '九龙'],
  ['CHINA', '中国'],
  ['TIBET', '西藏'],
  ['INNER MONGOLIA', '内蒙古'],
  ['SINGAPORE', '新加坡'],
  ['MALAYSIA', '马来西亚'],
  ['JAPAN', '日本'],
  ['KOREA', '朝鲜 韩国'],
  ['RUSSIA', '俄罗斯'],
  ['IRAN', '伊朗'],
  ['PAKISTAN', '巴基斯坦'],
  ['AMERICA', '美国'],
];

/**
 * Traditional characters of the glossary's words -> their simplified forms (通用规范汉字表 2013,
 * appendix 1; each pair checked with OpenCC). Only characters of glossary words are needed: every
 * other character stays as written and is romanised as it stands.
 */
const TRADITIONAL =
  '責责 總总 團团 業业 廠厂 實实 驗验 學学 協协 會会 術术 電电 氣气 ' +
  '機机 動动 牀床 數数 設设 備备 裝装 儀仪 貿贸 經经 進进 務务 國国 ' +
  '際际 運运 遠远 應应 鏈链 貨货 輸输 醫医 藥药 礦矿 鋼钢 鐵铁 屬属 ' +
  '膠胶 紡纺 織织 車车 軸轴 閥阀 門门 壓压 導导 體体 積积 傳传 測测 ' +
  '訊讯 網网 絡络 資资 軟软 統统 衛卫 達达 無无 築筑 發发 開开 諮咨 ' +
  '詢询 銀银 險险 證证 產产 農农 碼码 頭头 龍龙 內内 馬马 來来 亞亚 ' +
  '鮮鲜 韓韩 羅罗 製制 衞卫 産产';

/** Traditional -> simplified, for the characters of `TRADITIONAL`. */
const SIMPLIFIED = new Map<string, string>();
for (const pair of TRADITIONAL.split(' ')) if (pair.length === 2) SIMPLIFIED.set(pair[0], pair[1]);

/** The lookup key of Han text: each traditional character of a glossary word in its simplified form. */
export function hanKey(s: string): string {
  let out = '';
  for (const ch of s) out += SIMPLIFIED.get(ch) ?? ch;
  return out;
}

/** The English of one glossary word: its words, and each word's alternatives (undefined: none). */
export interface HanGloss {
  readonly en: readonly string[];
  readonly alt: ReadonlyArray<readonly string[] | undefined> | undefined;
}

/** Simplified spelling -> gloss. */
const FORMS = new Map<string, HanGloss>();
/** Length in characters of the longest glossary word. */
let longest = 0;
for (const [english, spellings] of WORDS) {
  const words = english.split(' ').map((w) => w.split('|'));
  const en = Object.freeze(words.map((w) => w[0]));
  const alt = words.some((w) => w.length > 1) ? Object.freeze(words.map((w) => (w.length > 1 ? Object.freeze(w.slice(1)) : undefined))) : undefined;
  for (const s of spellings.split(' ')) {
    FORMS.set(s, { en, alt });
    longest = Math.max(longest, s.length);
  }
}

/** One piece of a segmented Han run: its characters as written and, for a glossary word, its gloss. */
export interface HanPiece { text: string; gloss: HanGloss | undefined }

/**
 * Segments one run of Han characters by backward maximum matching against the glossary (module doc).
 * Returns the pieces in order: glossary words, and the characters between them (joined) unglossed.
 */
export function segmentHan(run: string): HanPiece[] {
  const chars = Array.from(run);
  const keys = chars.map((c) => SIMPLIFIED.get(c) ?? c);
  const out: HanPiece[] = [];
  let rest = '';
  for (let end = chars.length; end > 0;) {
    let found = false;
    for (let len = Math.min(longest, end); len >= 2; len--) {
      const g = FORMS.get(keys.slice(end - len, end).join(''));
      if (g === undefined) continue;
      if (rest !== '') { out.push({ text: rest, gloss: undefined }); rest = ''; }
      out.push({ text: chars.slice(end - len, end).join(''), gloss: g });
      end -= len;
      found = true;
      break;
    }
    if (!found) rest = chars[--end] + rest;
  }
  if (rest !== '') out.push({ text: rest, gloss: undefined });
  return out.reverse();
}

/**
 * The other renderings of a glossary word at one of its English words (module doc): `word` is the Han
 * word as written (a token's `gloss`), `english` the English word it gave (the token's text), `pinyin`
 * the word's pinyin written as one word (the token's `raw`). The English alternatives, then the pinyin,
 * which lists also write (DALIAN ZHENGHUA MAOYI: 贸易 at TRADING -> [TRADE, MAOYI]).
 */
export function hanAlternatives(word: string, english: string, pinyin: string): readonly string[] {
  const g = FORMS.get(hanKey(word));
  const i = g?.alt === undefined ? -1 : g.en.indexOf(english);
  const alt = i >= 0 ? g?.alt?.[i] : undefined;
  return alt === undefined ? [pinyin] : [...alt, pinyin];
}

/** Number of simplified spellings the glossary recognises (for tests and reports). */
export function chineseGlossaryFormCount(): number {
  return FORMS.size;
}

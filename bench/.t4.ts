import { loadAllLists } from '../src/lists/registry.js';
import { Screener } from '../src/screening/engine.js';
import { dataDir } from './screen-queries.js';
const loads = await loadAllLists(dataDir);
const records = loads.flatMap((l) => l.records).map((r) => ({ ...r, names: r.names.filter((n) => !/[^\u0000-\u024f\s'’.,()\-]/.test(n.name)) }));
const s = Screener.build(records);
for (const q of ['李學永', '이학영', '李海瓚', '이해찬', '李萬雨', '이만우', '林秀卿', '임수경', '柳基洪', '유기홍']) {
  const r = s.screen({ name: q, entity_type: 'individual' }, { minScore: 0, limit: 20 });
  console.log(q, r.slice(0, 4).map((m) => `${m.record.name} ${m.score.toFixed(2)}`).join(' | '));
}

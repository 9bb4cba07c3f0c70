import { loadAllLists } from '../src/lists/registry.js';
import { Screener } from '../src/screening/engine.js';
import { dataDir } from './screen-queries.js';
const loads = await loadAllLists(dataDir);
const records = loads.flatMap((l) => l.records).map((r) => ({ ...r, names: r.names.filter((n) => !/[^\u0000-\u024f\s'’.,()\-]/.test(n.name)) })).filter((r) => r.names.length);
const s = Screener.build(records);
const probe = (q: string) => { const r = s.screen({ name: q, entity_type: 'individual' }, { minScore: 0, limit: 20 }); return r.slice(0, 2).map((m) => `${m.record.name} ${m.score.toFixed(2)}`).join(' | '); };
console.log('fresh', probe('李學永'));
const warm = ['金永南', '崔泰福', '李相珉', '李海阳', '王毅', '习近平', '李学永', '李學英', '金正恩', '李完永', '이학영', 'Li Xueyong'];
for (const w of warm) { probe(w); console.log('after', w, probe('李學永')); }

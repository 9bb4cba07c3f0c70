// Prints the endpoint table of docs/API.md from the OpenAPI document of a service built in memory.
import { startTestVigil } from '../test/helpers/vigil.js';
import { endpointTable, TABLE_END, TABLE_START } from '../test/helpers/endpoint-table.js';

const v = await startTestVigil({ dataDir: '/nonexistent' });
const res = await v.vigil.server!.inject({ method: 'GET', url: '/ext/v3/schema/' });
console.log([TABLE_START, endpointTable(res.json()), TABLE_END].join('\n'));
await v.close();

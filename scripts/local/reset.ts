import { rmSync } from 'node:fs';
import { optionsFromEnv } from './config';

const { dataDir } = optionsFromEnv();
rmSync(dataDir, { recursive: true, force: true });
console.log(`[emc] dados locais apagados (${dataDir}). O próximo npm start recria e recarrega os dados de demonstração.`);

import { medicoRoutes } from '@emc/shared/routes/medico';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { byName, byNameCrm } from './busca';
import { corpoClinico, getById } from './corpo-clinico';
import { desempenho } from './desempenho';
import { historicoCiclos } from './historico-ciclos';
import { meusDados } from './meus-dados';
import { historicoParticipacoesCiclos, participacoesQuantidade, participacoesStatus } from './participacoes';
import { perfil } from './perfil';

export const actions = {
  'medico.perfil': perfil,
  'medico.desempenho': desempenho,
  'medico.historicoCiclos': historicoCiclos,
  'medico.participacoesQuantidade': participacoesQuantidade,
  'medico.participacoesStatus': participacoesStatus,
  'medico.historicoParticipacoesCiclos': historicoParticipacoesCiclos,
  'medico.byName': byName,
  'medico.byNameCrm': byNameCrm,
  'medico.corpoClinico': corpoClinico,
  'medico.getById': getById,
  'medico.meusDados': meusDados,
};
export const handler = apiHandler(medicoRoutes, actions, defaultDb, { authenticate });

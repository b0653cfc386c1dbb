import type { ParticipacaoDetalhe, ParticipacaoResumo } from '@emc/shared/participacao';
import { STATUS_NOME } from '@emc/shared/status';
import { hasRole, type Principal } from '../principal';
import type { ParticipacaoItem } from '../db/participacoes';
import { EDITABLE } from './model';

/** What the owner side may do with it: the doctor themself or a secretary (read access was checked). */
function ownerSide(p: Principal, item: ParticipacaoItem) {
  return (hasRole(p, 'Medicos') && p.idMedico === item.idMedico) || hasRole(p, 'Secretarias');
}

export function toDetalhe(item: ParticipacaoItem, p: Principal): ParticipacaoDetalhe {
  const editable = ownerSide(p, item) && EDITABLE.includes(item.status);
  return {
    id: item.id,
    idMedico: item.idMedico,
    nomeMedico: item.nomeMedico,
    crmMedico: item.crmMedico,
    ciclo: item.ciclo,
    status: item.status,
    statusNome: STATUS_NOME[item.status],
    titulo: item.titulo,
    idCategoria: item.idCategoria,
    categoria: item.categoria,
    idForma: item.idForma,
    forma: item.forma,
    idAtividade: item.idAtividade,
    instituicao: item.instituicao,
    dataInicio: item.dataInicio,
    dataFim: item.dataFim,
    cargaHoraria: item.cargaHoraria,
    descricao: item.descricao,
    idClassificacao: item.idClassificacao,
    classificacao: item.classificacao,
    valor: item.valor,
    creditoCalculado: item.creditoCalculado,
    credito: item.credito,
    motivoTeto: item.motivoTeto,
    observacao: item.observacao,
    motivo: item.motivo,
    versao: item.versao,
    criadaEm: item.criadaEm,
    decididaEm: item.decididaEm,
    ...(item.origem ? { origem: item.origem } : {}),
    anexos: item.anexos.map(({ key: _key, ...a }) => a),
    historico: item.historico.map(({ porId: _porId, ...h }) => h),
    podeEditar: editable,
    podeExcluir: editable,
  };
}

export function toResumo(item: ParticipacaoItem): ParticipacaoResumo {
  return {
    id: item.id,
    titulo: item.titulo,
    categoria: item.categoria,
    forma: item.forma,
    instituicao: item.instituicao,
    dataInicio: item.dataInicio,
    dataFim: item.dataFim,
    cargaHoraria: item.cargaHoraria,
    ciclo: item.ciclo,
    status: item.status,
    statusNome: STATUS_NOME[item.status],
    credito: item.credito,
    quantidadeAnexos: item.anexos.length,
    ...(item.origem ? { origem: item.origem } : {}),
    motivo: item.motivo,
  };
}

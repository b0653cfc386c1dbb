import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ParticipacaoDetalhe } from '@emc/shared/participacao';
import { STATUS } from '@emc/shared/status';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime, formatHoras, formatNumber } from '@/lib/format';
import { valorNome } from '@/lib/valor';

export const EM_AJUSTE_INSTRUCAO =
  'Corrija os dados ou os comprovantes indicados e salve a participação: ela volta para análise da coordenação.';

function Campo({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The coordination's word: the comment for Em ajuste, the reason for Reprovada, and any observation.
 * The doctor's side also reads how to resubmit; the coordination's side (Área de Análise) does not.
 */
export function ParticipacaoAvisos({ p, coordenacao = false }: { p: ParticipacaoDetalhe; coordenacao?: boolean }) {
  return (
    <>
      {p.status === STATUS.EM_AJUSTE && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <AlertTitle>Comentário da coordenação</AlertTitle>
          {p.motivo && <Box sx={{ whiteSpace: 'pre-line', mb: coordenacao ? 0 : 1 }}>{p.motivo}</Box>}
          {!coordenacao && EM_AJUSTE_INSTRUCAO}
        </Alert>
      )}
      {p.status === STATUS.REPROVADA && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <AlertTitle>Motivo da reprovação</AlertTitle>
          <Box sx={{ whiteSpace: 'pre-line' }}>{p.motivo || '-'}</Box>
        </Alert>
      )}
      {p.observacao && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <AlertTitle>Observação da coordenação</AlertTitle>
          <Box sx={{ whiteSpace: 'pre-line' }}>{p.observacao}</Box>
        </Alert>
      )}
    </>
  );
}

/** All of a participation's fields, read-only; credits, value and classification once approved. */
export function ParticipacaoDetalhes({ p }: { p: ParticipacaoDetalhe }) {
  const aprovada = p.status === STATUS.APROVADA;
  const teto = p.creditoCalculado !== undefined && p.creditoCalculado !== null && p.creditoCalculado !== p.credito;
  return (
    <Box component="dl" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' }, m: 0 }}>
      <Campo label="Título" wide>
        {p.titulo}
      </Campo>
      <Campo label="Categoria">{p.categoria || '-'}</Campo>
      <Campo label="Forma de participação">{p.forma || '-'}</Campo>
      <Campo label="Instituição promotora">{p.instituicao || '-'}</Campo>
      <Campo label="Data de início">{formatDate(p.dataInicio)}</Campo>
      <Campo label="Data de término">{formatDate(p.dataFim)}</Campo>
      <Campo label="Carga horária">{formatHoras(p.cargaHoraria)}</Campo>
      <Campo label="Ciclo">{p.ciclo}</Campo>
      <Campo label="Registrada em">{formatDateTime(p.criadaEm)}</Campo>
      {p.decididaEm && <Campo label="Analisada em">{formatDateTime(p.decididaEm)}</Campo>}
      {aprovada && (
        <>
          <Campo label="Créditos">{formatNumber(p.credito)}</Campo>
          {teto && <Campo label="Créditos calculados">{formatNumber(p.creditoCalculado)}</Campo>}
          <Campo label="Valor">{valorNome(p.valor)}</Campo>
          <Campo label="Classificação">{p.classificacao || '-'}</Campo>
          {teto && p.motivoTeto && (
            <Campo label="Limite do ciclo" wide>
              {p.motivoTeto}
            </Campo>
          )}
        </>
      )}
      <Campo label="Descrição" wide>
        {p.descricao?.trim() ? p.descricao : '-'}
      </Campo>
    </Box>
  );
}

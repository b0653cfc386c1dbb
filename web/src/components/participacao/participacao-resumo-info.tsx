import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ParticipacaoResumo } from '@emc/shared/participacao';
import { STATUS } from '@emc/shared/status';
import type { ReactNode } from 'react';
import { InfoItem } from '@/components/ui/info-item';
import { formatDate, formatHoras, formatNumber } from '@/lib/format';

type Resumo = Pick<ParticipacaoResumo, 'categoria' | 'forma' | 'dataInicio' | 'dataFim' | 'cargaHoraria' | 'ciclo' | 'status' | 'credito'>;

/**
 * A participation card's body, the doctor's and the review queue's: categoria · forma, then período,
 * carga horária, ciclo, what the card adds (`children`), and the credits once approved.
 */
export function ParticipacaoResumoInfo({ p, children }: { p: Resumo; children?: ReactNode }) {
  return (
    <>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {p.categoria} · {p.forma}
      </Typography>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0 }}>
        <InfoItem label="Período">
          {formatDate(p.dataInicio)} a {formatDate(p.dataFim)}
        </InfoItem>
        <InfoItem label="Carga horária">{formatHoras(p.cargaHoraria)}</InfoItem>
        <InfoItem label="Ciclo">{p.ciclo}</InfoItem>
        {children}
        {p.status === STATUS.APROVADA && <InfoItem label="Créditos">{formatNumber(p.credito)}</InfoItem>}
      </Box>
    </>
  );
}

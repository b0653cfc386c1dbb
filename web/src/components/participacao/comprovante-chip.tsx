import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Chip from '@mui/material/Chip';
import type { ParticipacaoResumo } from '@emc/shared/participacao';

export const SEM_COMPROVANTE = 'sem comprovante';
/** What a participation from the activity's attendance list shows where 'sem comprovante' would be: the list is its proof. */
export const PELA_LISTA = 'Presença registrada pela lista da atividade';

/** Whether a participation without attachments came from the attendance list, which needs none. */
export const pelaLista = (p: Pick<ParticipacaoResumo, 'origem'>) => p.origem === 'presenca';

/**
 * A list's word on the certificate: 'sem comprovante' (a warning) when none is attached; for a
 * participation the activity's attendance list created, PELA_LISTA instead. Nothing when one is.
 */
export function ComprovanteChip({ p }: { p: Pick<ParticipacaoResumo, 'quantidadeAnexos' | 'origem'> }) {
  if (p.quantidadeAnexos > 0) return null;
  if (pelaLista(p))
    return (
      <Chip
        size="small"
        variant="outlined"
        icon={<FactCheckOutlined />}
        label={PELA_LISTA}
        sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
      />
    );
  return <Chip size="small" color="warning" variant="outlined" icon={<WarningAmber />} label={SEM_COMPROVANTE} />;
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AnaliseContexto, ParticipacaoAdmin } from '@emc/shared/analise';
import { STATUS } from '@emc/shared/status';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { StatusChip } from '@/components/ui/status-chip';
import { paths } from '@/config/paths';
import { formatDate, formatHoras, formatNumber } from '@/lib/format';

const MOTIVO_DUPLICATA: Record<AnaliseContexto['duplicatas'][number]['motivo'], string> = {
  'mesmo título e data': 'Mesmo título e data de início',
  'mesmo arquivo': 'Mesmo arquivo de comprovante',
};

function Linha({ p, extra }: { p: ParticipacaoAdmin; extra?: ReactNode }) {
  return (
    <Box component="li" sx={{ py: 1.25, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={paths.participacao.editar.getHref(p.id)} sx={{ fontWeight: 500, overflowWrap: 'anywhere', flexGrow: 1 }}>
          {p.titulo}
        </Link>
        <StatusChip status={p.status} />
        {extra}
      </Box>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
        {[
          `${p.categoria} · ${p.forma}`,
          `${formatDate(p.dataInicio)} a ${formatDate(p.dataFim)}`,
          formatHoras(p.cargaHoraria),
          p.status === STATUS.APROVADA ? `${formatNumber(p.credito)} créditos` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </Box>
  );
}

/** The doctor's other participations of the same cycle, any status, each linking to its review page. */
export function OutrasDoCiclo({ itens }: { itens: AnaliseContexto['outrasDoCiclo'] }) {
  if (itens.length === 0)
    return (
      <Typography component="p" sx={{ color: 'text.secondary' }}>
        Nenhuma outra participação do médico neste ciclo.
      </Typography>
    );
  return (
    <Box component="ul" aria-label="Outras participações do ciclo" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {itens.map((p) => (
        <Linha key={p.id} p={p} />
      ))}
    </Box>
  );
}

/** Possible duplicates, with why each one is flagged. */
export function Duplicatas({ itens }: { itens: AnaliseContexto['duplicatas'] }) {
  if (itens.length === 0)
    return (
      <Typography component="p" sx={{ color: 'text.secondary' }}>
        Nenhuma possível duplicata encontrada.
      </Typography>
    );
  return (
    <Box component="ul" aria-label="Possíveis duplicatas" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {itens.map((p) => (
        <Linha key={p.id} p={p} extra={<Chip size="small" color="error" variant="outlined" label={MOTIVO_DUPLICATA[p.motivo] ?? p.motivo} />} />
      ))}
    </Box>
  );
}

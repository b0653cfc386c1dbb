import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DUPLICATAS_MAX, type AnaliseContexto, type ParticipacaoAdmin } from '@emc/shared/analise';
import { STATUS } from '@emc/shared/status';
import { useState, type ReactNode } from 'react';
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

/** How many possible duplicates show before "e mais N". */
export const DUPLICATAS_VISIVEIS = 5;

/**
 * Possible duplicates, with why each one is flagged: the first few, then "e mais N" to show the rest
 * the server listed (at most DUPLICATAS_MAX; `mais` says there are more than that).
 */
export function Duplicatas({ itens, mais = false }: { itens: AnaliseContexto['duplicatas']; mais?: boolean }) {
  const [todas, setTodas] = useState(false);
  if (itens.length === 0)
    return (
      <Typography component="p" sx={{ color: 'text.secondary' }}>
        Nenhuma possível duplicata encontrada.
      </Typography>
    );
  const visiveis = todas ? itens : itens.slice(0, DUPLICATAS_VISIVEIS);
  const resto = itens.length - visiveis.length;
  return (
    <>
      <Box component="ul" id="lista-duplicatas" aria-label="Possíveis duplicatas" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {visiveis.map((p) => (
          <Linha key={p.id} p={p} extra={<Chip size="small" color="error" variant="outlined" label={MOTIVO_DUPLICATA[p.motivo] ?? p.motivo} />} />
        ))}
      </Box>
      {resto > 0 && (
        <Button size="small" aria-controls="lista-duplicatas" aria-expanded={false} onClick={() => setTodas(true)} sx={{ mt: 1 }}>
          {mais ? `e mais de ${resto}` : `e mais ${resto}`}
        </Button>
      )}
      {todas && mais && (
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {`Há mais de ${DUPLICATAS_MAX} possíveis duplicatas; a lista mostra as ${DUPLICATAS_MAX} primeiras.`}
        </Typography>
      )}
    </>
  );
}

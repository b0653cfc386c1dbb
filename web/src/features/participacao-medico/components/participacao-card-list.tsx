import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { ParticipacaoResumo } from '@emc/shared/participacao';
import { STATUS } from '@emc/shared/status';
import { Link as RouterLink } from 'react-router-dom';
import { InfoItem } from '@/components/ui/info-item';
import { paths } from '@/config/paths';
import { formatDate, formatHoras, formatNumber } from '@/lib/format';

export const SEM_COMPROVANTE = 'sem comprovante';
const EXCERPT = 160;

/** The first ~160 characters, cut at a word. */
export function excerpt(text: string, max = EXCERPT): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function ParticipacaoCard({ p }: { p: ParticipacaoResumo }) {
  const motivoLabel = p.status === STATUS.REPROVADA ? 'Motivo da reprovação' : p.status === STATUS.EM_AJUSTE ? 'Comentário da coordenação' : null;
  return (
    <Card
      component="article"
      aria-labelledby={`participacao-${p.id}-titulo`}
      sx={{
        position: 'relative',
        transition: 'border-color 120ms, box-shadow 120ms',
        '&:hover': { borderColor: 'primary.main', boxShadow: 2 },
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 0.5 }}>
          <Typography id={`participacao-${p.id}-titulo`} component="h2" variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 600, minWidth: 0 }}>
            {/* The link covers the whole card (::after), so the card opens on click anywhere. */}
            <Link
              component={RouterLink}
              to={paths.participacaoMedico.editar.getHref(p.id)}
              color="inherit"
              underline="hover"
              sx={{ overflowWrap: 'anywhere', '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' } }}
            >
              {p.titulo}
            </Link>
          </Typography>
          {p.quantidadeAnexos === 0 && (
            <Chip size="small" color="warning" variant="outlined" icon={<WarningAmber />} label={SEM_COMPROVANTE} />
          )}
        </Box>
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {p.categoria} · {p.forma}
        </Typography>
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0 }}>
          <InfoItem label="Período">
            {formatDate(p.dataInicio)} a {formatDate(p.dataFim)}
          </InfoItem>
          <InfoItem label="Carga horária">{formatHoras(p.cargaHoraria)}</InfoItem>
          <InfoItem label="Ciclo">{p.ciclo}</InfoItem>
          {p.status === STATUS.APROVADA && <InfoItem label="Créditos">{formatNumber(p.credito)}</InfoItem>}
        </Box>
        {motivoLabel && p.motivo && (
          <Typography component="p" variant="body2" sx={{ mt: 1, color: p.status === STATUS.REPROVADA ? 'error.main' : 'warning.main' }}>
            <strong>{motivoLabel}:</strong> {excerpt(p.motivo)}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

export function ParticipacaoCardList({ items }: { items: readonly ParticipacaoResumo[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {items.map((p) => (
        <li key={p.id}>
          <ParticipacaoCard p={p} />
        </li>
      ))}
    </Box>
  );
}

export function ParticipacaoCardListSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Carregando participações" role="status" sx={{ display: 'grid', gap: 1.5 }}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={112} />
      ))}
    </Box>
  );
}

import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ParticipacaoAdmin } from '@emc/shared/analise';
import { STATUS } from '@emc/shared/status';
import { ComprovanteChip } from '@/components/participacao/comprovante-chip';
import { CardList, CardListSkeleton, LinkedCard } from '@/components/ui/card-list';
import { InfoItem } from '@/components/ui/info-item';
import { StatusChip } from '@/components/ui/status-chip';
import { paths } from '@/config/paths';
import { formatDate, formatHoras, formatNumber } from '@/lib/format';

export { SEM_COMPROVANTE } from '@/components/participacao/comprovante-chip';
export const POSSIVEL_DUPLICATA = 'possível duplicata';

/** The flags a reviewer should see first: no certificate (or the attendance list instead), a possible duplicate. */
export function FilaChips({ p }: { p: Pick<ParticipacaoAdmin, 'quantidadeAnexos' | 'origem' | 'possivelDuplicata'> }) {
  return (
    <>
      <ComprovanteChip p={p} />
      {p.possivelDuplicata && <Chip size="small" color="error" variant="outlined" icon={<ContentCopy />} label={POSSIVEL_DUPLICATA} />}
    </>
  );
}

/** One participation of the queue; its title links to the review page (the link covers the card). */
export function FilaCard({ p, comStatus = false }: { p: ParticipacaoAdmin; comStatus?: boolean }) {
  return (
    <LinkedCard
      titleId={`fila-${p.id}-titulo`}
      title={p.titulo}
      href={paths.participacao.editar.getHref(p.id)}
      badges={
        <>
          {comStatus && <StatusChip status={p.status} />}
          <FilaChips p={p} />
        </>
      }
    >
      <Typography component="p" variant="body2" sx={{ fontWeight: 500 }}>
        {p.nomeMedico} · CRM {p.crm}
      </Typography>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {p.categoria} · {p.forma}
      </Typography>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0 }}>
        <InfoItem label="Período">
          {formatDate(p.dataInicio)} a {formatDate(p.dataFim)}
        </InfoItem>
        <InfoItem label="Carga horária">{formatHoras(p.cargaHoraria)}</InfoItem>
        <InfoItem label="Ciclo">{p.ciclo}</InfoItem>
        <InfoItem label="Registrada em">{formatDate(p.registradaEm)}</InfoItem>
        {p.status === STATUS.APROVADA && <InfoItem label="Créditos">{formatNumber(p.credito)}</InfoItem>}
      </Box>
    </LinkedCard>
  );
}

export function FilaCardList({ items, comStatus = false }: { items: readonly ParticipacaoAdmin[]; comStatus?: boolean }) {
  return (
    <CardList items={items} getKey={(p) => p.id}>
      {(p) => <FilaCard p={p} comStatus={comStatus} />}
    </CardList>
  );
}

export function FilaCardListSkeleton() {
  return <CardListSkeleton height={128} />;
}

import ContentCopy from '@mui/icons-material/ContentCopy';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ParticipacaoAdmin } from '@emc/shared/analise';
import { ComprovanteChip } from '@/components/participacao/comprovante-chip';
import { ParticipacaoResumoInfo } from '@/components/participacao/participacao-resumo-info';
import { CardList, CardListSkeleton, LinkedCard } from '@/components/ui/card-list';
import { InfoItem } from '@/components/ui/info-item';
import { StatusChip } from '@/components/ui/status-chip';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';

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
      <ParticipacaoResumoInfo p={p}>
        <InfoItem label="Registrada em">{formatDate(p.registradaEm)}</InfoItem>
      </ParticipacaoResumoInfo>
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

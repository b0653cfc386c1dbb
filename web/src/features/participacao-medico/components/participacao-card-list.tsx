import Typography from '@mui/material/Typography';
import type { ParticipacaoResumo } from '@emc/shared/participacao';
import { STATUS } from '@emc/shared/status';
import { ComprovanteChip } from '@/components/participacao/comprovante-chip';
import { ParticipacaoResumoInfo } from '@/components/participacao/participacao-resumo-info';
import { CardList, CardListSkeleton, LinkedCard } from '@/components/ui/card-list';
import { paths } from '@/config/paths';

export { SEM_COMPROVANTE } from '@/components/participacao/comprovante-chip';
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
    <LinkedCard
      titleId={`participacao-${p.id}-titulo`}
      title={p.titulo}
      href={paths.participacaoMedico.editar.getHref(p.id)}
      badges={<ComprovanteChip p={p} />}
    >
      <ParticipacaoResumoInfo p={p} />
      {motivoLabel && p.motivo && (
        <Typography component="p" variant="body2" sx={{ mt: 1, color: p.status === STATUS.REPROVADA ? 'error.main' : 'warning.main' }}>
          <strong>{motivoLabel}:</strong> {excerpt(p.motivo)}
        </Typography>
      )}
    </LinkedCard>
  );
}

export function ParticipacaoCardList({ items }: { items: readonly ParticipacaoResumo[] }) {
  return (
    <CardList items={items} getKey={(p) => p.id}>
      {(p) => <ParticipacaoCard p={p} />}
    </CardList>
  );
}

export function ParticipacaoCardListSkeleton() {
  return <CardListSkeleton />;
}

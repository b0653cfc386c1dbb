import Skeleton from '@mui/material/Skeleton';
import type { ParticipacaoDetalhe } from '@emc/shared/participacao';
import { useToast } from '@/components/feedback/toast';
import { LoadError } from '@/components/ui/load-error';
import { SectionCard } from '@/components/ui/section-card';
import { REFERENCE_DATA, useRoute } from '@/lib/use-route';
import { EditarParticipacaoForm } from './editar-participacao-form';
import { ParticipacaoDetalhes } from '@/components/participacao/participacao-detalhes';

export interface DadosSectionProps {
  participacao: ParticipacaoDetalhe;
  editando: boolean;
  onEditandoChange: (editando: boolean) => void;
  /** Reloads the participation (after a 409). */
  onReload: () => void;
}

/** The participation's fields: read-only, or the edit form once the categories and forms are loaded. */
export function DadosSection({ participacao: p, editando, onEditandoChange, onReload }: DadosSectionProps) {
  const toast = useToast();
  const categorias = useRoute('tabela.categorias', {}, REFERENCE_DATA);
  const formas = useRoute('tabela.formas', {}, REFERENCE_DATA);

  const salvo = () => {
    onEditandoChange(false);
    toast.success('Sucesso', 'Participação atualizada.');
  };

  let body;
  if (!editando) body = <ParticipacaoDetalhes p={p} />;
  else if (categorias.data && formas.data)
    body = (
      <EditarParticipacaoForm
        key={p.versao}
        participacao={p}
        categorias={categorias.data}
        formas={formas.data}
        onSaved={salvo}
        onCancel={() => onEditandoChange(false)}
        onReload={onReload}
      />
    );
  else if (categorias.error || formas.error)
    body = (
      <LoadError
        error={categorias.error ?? formas.error}
        onRetry={() => {
          void categorias.mutate();
          void formas.mutate();
        }}
      />
    );
  else body = <Skeleton variant="rounded" height={320} aria-label="Carregando formulário" />;

  return <SectionCard title={editando ? 'Editar participação' : 'Dados da participação'}>{body}</SectionCard>;
}

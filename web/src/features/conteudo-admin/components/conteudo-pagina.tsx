import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import type { DialogoProps } from '@/components/admin/catalogo-admin';
import { useToast } from '@/components/feedback/toast';
import { PageHeader } from '@/components/ui/page-header';
import { useOrdem, type ItemOrdenado, type ReordenarId } from '../hooks/use-ordem';
import { ListaOrdenada } from './lista-ordenada';
import { RemoverItem, type RemoverId } from './remover-item';

export interface ConteudoPaginaProps<T extends ItemOrdenado> {
  titulo: string;
  subtitulo: string;
  /** The create button: 'Nova pergunta'. */
  novo: string;
  /** Names the list: 'Perguntas frequentes'. */
  rotulo: string;
  vazio: string;
  lista: SWRResponse<T[]>;
  /** Its routes that save the order and remove an item; every save refreshes what its manifest entry declares (the doctors' pages included). */
  reordenar: ReordenarId;
  remover: RemoverId;
  /** The card's preview of the item's text. */
  previa: (item: T) => ReactNode;
  selo?: (item: T) => ReactNode;
  podeRemover?: (item: T) => boolean;
  Dialogo: (props: DialogoProps<T>) => ReactNode;
  /** The toasts and the question: 'Pergunta “X” cadastrada.' */
  mensagens: { salvo: (item: T, novo: boolean) => string; remover: (item: T) => string; removido: (item: T) => string };
}

/**
 * An ordered content list's settings page (FAQ, Sobre): the items in the order the doctors see them;
 * create and edit in a dialog, move up or down (saved at once, announced), remove after a confirmation.
 */
export function ConteudoPagina<T extends ItemOrdenado>(props: ConteudoPaginaProps<T>) {
  const { titulo, subtitulo, novo, rotulo, vazio, lista, reordenar, remover, previa, selo, podeRemover, Dialogo, mensagens } = props;
  const toast = useToast();
  const [editando, setEditando] = useState<T | 'novo' | null>(null);
  const [removendo, setRemovendo] = useState<T | null>(null);
  const ordem = useOrdem({ itens: lista.data, mutate: lista.mutate, reordenar });

  const salvo = (item: T) => {
    toast.success('Sucesso', mensagens.salvo(item, editando === 'novo'));
    setEditando(null);
  };

  return (
    <>
      <PageHeader
        title={titulo}
        subtitle={subtitulo}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditando('novo')} sx={{ flexShrink: 0 }}>
            {novo}
          </Button>
        }
      />
      {ordem.erro && (
        <Alert severity="error" role="alert" onClose={ordem.fecharErro} sx={{ mb: 2 }}>
          {ordem.erro}
        </Alert>
      )}
      <ListaOrdenada
        rotulo={rotulo}
        itens={lista.data}
        error={lista.error}
        onRetry={() => void lista.mutate()}
        vazio={vazio}
        conteudo={previa}
        selo={selo}
        podeRemover={podeRemover}
        onEditar={setEditando}
        onRemover={setRemovendo}
        onMover={(item, direcao) => void ordem.mover(item, direcao)}
        foco={ordem.foco}
        anuncio={ordem.anuncio}
      />
      {editando && <Dialogo row={editando === 'novo' ? null : editando} onClose={() => setEditando(null)} onSaved={salvo} />}
      <RemoverItem item={removendo} pergunta={mensagens.remover} sucesso={mensagens.removido} remover={remover} onFechar={() => setRemovendo(null)} />
    </>
  );
}

import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { AlternarAtivo } from './ativo';
import { BuscaCampo, ListaAdmin, type Coluna, type ListaResultado } from './lista-admin';
import { useListaQuery, type ListaQuery } from './use-lista-query';
import { useToast } from '@/components/feedback/toast';
import { PageHeader } from '@/components/ui/page-header';
import { useEnviar } from '@/lib/use-enviar';

export interface DialogoProps<T> {
  /** The row being edited, or null for a new one. */
  row: T | null;
  onClose: () => void;
  onSaved: (row: T) => void;
}

/** The catalogues' (de)activations (`{recurso}/update-status { id, ativar }`). */
export type CatalogoStatusId = 'areas.updateStatus' | 'tabela.categoriaUpdateStatus' | 'tabela.formaUpdateStatus' | 'tabela.classificacaoUpdateStatus';

export interface CatalogoAdminProps<T extends { id: string; ativo: boolean }> {
  titulo: string;
  subtitulo: string;
  /** What one row is, capitalised: 'Área', 'Categoria', 'Forma de participação'. */
  entidade: string;
  /** The create button: 'Nova categoria'. */
  novo: string;
  busca: string;
  /** Names the list: 'Categorias'. */
  rotulo: string;
  /** With a heading of its own (h2), for a page that has more sections. */
  secao?: boolean;
  vazio: string;
  colunas: readonly Coluna<T>[];
  /** The row's name: the card's title, the buttons' names, the messages. */
  nome: (row: T) => string;
  /** Its `{recurso}/get-all-pagination` read: `useRoute(id, { query }, { keepPreviousData: true })`. */
  useLista: (query: ListaQuery) => ListaResultado<T>;
  /** What deactivating means, said in the confirmation. */
  efeito: string;
  /** Its saves and status changes refresh what their manifest entries declare. */
  status: CatalogoStatusId;
  Dialogo: (props: DialogoProps<T>) => ReactNode;
  /** Before the page's heading: the credit table's navigation between its pages. */
  nav?: ReactNode;
  /** More of the page, after the list. */
  children?: ReactNode;
  /** After a save, with the answer (a row's cap change answers its recount job). */
  aoSalvar?: (row: T) => void;
  /** Shown above the list (a recount's progress). */
  aviso?: ReactNode;
}

/**
 * A catalogue's page (areas, the credit table's pages): the list searched and paged in the URL,
 * create and edit in a dialog, deactivate (after a confirmation) and reactivate. Every change
 * refreshes the lists that show these rows, here and in the other screens. Its rows are feminine
 * ('cadastrada', 'a área'), as all four are.
 */
export function CatalogoAdmin<T extends { id: string; ativo: boolean }>(props: CatalogoAdminProps<T>) {
  const { titulo, subtitulo, entidade, novo, busca, rotulo, secao = false, vazio, colunas, nome, useLista, efeito, status, Dialogo, nav, children, aoSalvar, aviso } = props;
  const { page, filter, query, texto, setTexto, setPage } = useListaQuery();
  // Every catalogue's list takes the same `{ query }`; the answer is this one's.
  const lista = useLista(query);
  const enviar = useEnviar();
  const toast = useToast();
  const headingId = useId();
  const [editando, setEditando] = useState<T | 'nova' | null>(null);

  const salva = (row: T) => {
    aoSalvar?.(row);
    toast.success('Sucesso', `${entidade} “${nome(row)}” ${editando === 'nova' ? 'cadastrada' : 'atualizada'}.`);
    setEditando(null);
  };

  const conteudo = (
    <>
      <BuscaCampo label={busca} value={texto} onChange={setTexto} />
      <ListaAdmin
        rotulo={rotulo}
        colunas={colunas}
        getId={(row) => row.id}
        tituloDoCartao={nome}
        lista={lista}
        page={page}
        setPage={setPage}
        filter={filter}
        vazio={vazio}
        acoes={(row) => (
          <>
            <Button size="small" onClick={() => setEditando(row)} aria-label={`Editar ${nome(row)}`}>
              Editar
            </Button>
            <AlternarAtivo
              ativo={row.ativo}
              nome={nome(row)}
              feminino
              descricao={`a ${entidade.toLowerCase()} “${nome(row)}”`}
              efeito={efeito}
              onChange={(ativar) => enviar(status, { body: { id: row.id, ativar } }, { waitForReads: true })}
            />
          </>
        )}
      />
    </>
  );

  return (
    <>
      {nav}
      <PageHeader
        title={titulo}
        subtitle={subtitulo}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditando('nova')} sx={{ flexShrink: 0 }}>
            {novo}
          </Button>
        }
      />
      {aviso}
      {secao ? (
        <Box component="section" aria-labelledby={headingId} sx={{ mb: 5 }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1.5 }}>
            {rotulo}
          </Typography>
          {conteudo}
        </Box>
      ) : (
        conteudo
      )}
      {children}
      {editando && <Dialogo row={editando === 'nova' ? null : editando} onClose={() => setEditando(null)} onSaved={salva} />}
    </>
  );
}

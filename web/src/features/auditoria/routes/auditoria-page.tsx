import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useRef, useState } from 'react';
import { useErrorDialog } from '@/components/feedback/error-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { ApiError, errorMessages } from '@/lib/api-client';
import { useRoute } from '@/lib/use-route';
import { FiltrosAuditoriaCampos, type ErrosFiltro } from '../components/filtros-auditoria';
import { ListaAuditoria, ROTULO_LISTA } from '../components/lista-auditoria';
import { PaginasAuditoria } from '../components/paginas-auditoria';
import { CAMPOS_FILTRO, useFiltrosAuditoria, type CampoFiltro } from '../components/use-filtros-auditoria';

/** A refused filter (400): its messages by field ('query.ate' → 'ate'), and those of no filter field. */
function errosDoFiltro(erro: ApiError): { campos: ErrosFiltro; outros: string[] } {
  const campos: ErrosFiltro = {};
  const outros: string[] = [];
  for (const [chave, mensagens] of Object.entries(erro.fieldErrors)) {
    const campo = chave.replace(/^query\./, '') as CampoFiltro;
    if (CAMPOS_FILTRO.includes(campo)) campos[campo] = mensagens.join(' ');
    else outros.push(...mensagens);
  }
  if (Object.keys(campos).length === 0 && outros.length === 0) outros.push(...erro.messages);
  return { campos, outros };
}

function Carregando() {
  return (
    <Box role="status" aria-busy="true" aria-label="Carregando registros de auditoria" sx={{ display: 'grid', gap: 1 }}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} variant="rounded" height={56} />
      ))}
    </Box>
  );
}

/**
 * Configurações › Auditoria (administrators): who changed what and when. Every administrator write
 * left an entry; they are listed newest first, narrowed by entity, author's e-mail and days (in the
 * URL), page by page (the server's cursors, kept here in a stack so the previous page can be asked
 * again). A filter the server refuses says why beside the field; a failed load opens the error
 * dialog (spec section 8) and leaves an alert with 'Tentar novamente'.
 */
export function AuditoriaPage() {
  const estado = useFiltrosAuditoria();
  const { filtros } = estado;
  // The cursors of the pages before the current one belong to these filters; other filters start over.
  const chave = JSON.stringify(filtros);
  const [pilha, setPilha] = useState<{ chave: string; cursores: string[] }>({ chave, cursores: [] });
  // Set during render (React's "adjusting state when a prop changes"): coming back to earlier filters starts at page 1 too.
  if (pilha.chave !== chave) setPilha({ chave, cursores: [] });
  const cursores = pilha.chave === chave ? pilha.cursores : [];
  const pagina = cursores.length + 1;
  // One page of the audit trail, newest first; `cursor` is the previous page's `proximo`.
  const lista = useRoute('auditoria.lista', { query: { ...filtros, cursor: cursores.at(-1) } }, { keepPreviousData: true });

  const recusado = lista.error instanceof ApiError && lista.error.status === 400 ? errosDoFiltro(lista.error) : undefined;
  const falhou = lista.error && !recusado;

  const errorDialog = useErrorDialog();
  useEffect(() => {
    if (!lista.error || (lista.error instanceof ApiError && (lista.error.status === 400 || lista.error.status === 401))) return;
    errorDialog.show(errorMessages(lista.error));
  }, [lista.error, errorDialog]);

  // After a page change, the focus goes to the new page's entries once they are in.
  const resultados = useRef<HTMLDivElement>(null);
  const [focar, setFocar] = useState(false);
  useEffect(() => {
    if (!focar || lista.isLoading) return;
    setFocar(false);
    resultados.current?.focus();
  }, [focar, lista.isLoading]);

  const irPara = (novos: string[]) => {
    if (lista.isLoading) return;
    setPilha({ chave, cursores: novos });
    setFocar(true);
  };
  const proximo = lista.data?.proximo;

  let conteudo;
  if (recusado) {
    conteudo = (
      <Alert severity="warning">
        {recusado.outros.length ? recusado.outros.join(' ') : 'Corrija o filtro indicado acima para ver os registros.'}
      </Alert>
    );
  } else if (falhou) {
    conteudo = <LoadError error={lista.error} onRetry={() => void lista.mutate()} title="Não foi possível carregar: registros de auditoria." />;
  } else if (!lista.data) {
    conteudo = <Carregando />;
  } else {
    conteudo = (
      <>
        {/* A bar, not a faded list, while another page or filter loads: faded text fails contrast. */}
        {lista.isLoading ? <LinearProgress aria-label="Atualizando registros de auditoria" sx={{ height: 3, mb: '-3px' }} /> : <Box sx={{ height: 3, mb: '-3px' }} />}
        <Box
          ref={resultados}
          tabIndex={-1}
          role="region"
          aria-label={`${ROTULO_LISTA}, página ${pagina}`}
          aria-busy={lista.isLoading}
          sx={{ outline: 'none', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          {lista.data.itens.length === 0 ? <EmptyState>Nenhum registro encontrado.</EmptyState> : <ListaAuditoria itens={lista.data.itens} />}
        </Box>
        {(pagina > 1 || proximo) && (
          <PaginasAuditoria
            pagina={pagina}
            temProxima={Boolean(proximo)}
            anterior={() => irPara(cursores.slice(0, -1))}
            proxima={() => proximo && irPara([...cursores, proximo])}
          />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title="Auditoria" subtitle="Configurações: quem alterou o quê e quando, dos registros mais recentes para os mais antigos." />
      <FiltrosAuditoriaCampos estado={estado} erros={recusado?.campos ?? {}} />
      {conteudo}
    </>
  );
}

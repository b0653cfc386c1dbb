import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { cicloComAno } from '@emc/shared/ciclo';
import type { Ciclo } from '@emc/shared/participacao';
import { useId, useState } from 'react';
import { ListaAdmin, type Coluna } from '@/components/admin/lista-admin';
import { formatNumber } from '@/lib/format';
import { REFERENCE_DATA, useRoute } from '@/lib/use-route';
import { creditos } from '../utils/rotulos';
import { MetaFormDialog, type CicloAlterado } from './meta-form-dialog';
import { RecontagemProgresso } from './recontagem-progresso';

const POR_PAGINA = 10;

function situacao(c: Ciclo) {
  if (c.atual) return <Chip size="small" color="primary" label="Atual" />;
  return <Chip size="small" variant="outlined" label={c.aberto ? 'Aberto para registros' : 'Encerrado'} />;
}

const COLUNAS: readonly Coluna<Ciclo>[] = [
  { id: 'ciclo', titulo: 'Ciclo', valor: cicloComAno },
  { id: 'meta', titulo: 'Meta', valor: (c) => creditos(c.meta), numerico: true },
  { id: 'situacao', titulo: 'Situação', valor: situacao },
];

/**
 * Metas dos ciclos: each cycle (newest first, ten to a page) with its meta and 'Alterar meta'.
 * A new meta refreshes the cycles, every doctor's sidebar and history, and the counters; its recount's
 * progress and result show above the list, in the page (a toast would cover the next row's button).
 */
export function MetasCiclos() {
  const ciclos = useRoute('participacao.ciclos', {}, REFERENCE_DATA);
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [editando, setEditando] = useState<Ciclo | null>(null);
  const [alterado, setAlterado] = useState<CicloAlterado | null>(null);

  const todos = ciclos.data ?? [];
  const totalPages = Math.ceil(todos.length / POR_PAGINA);
  const lista = {
    ...ciclos,
    data: ciclos.data && {
      responseList: todos.slice((page - 1) * POR_PAGINA, page * POR_PAGINA),
      page,
      pageSize: POR_PAGINA,
      totalItems: todos.length,
      totalPages,
    },
  };

  const salvo = (ciclo: CicloAlterado) => {
    setAlterado(ciclo);
    setEditando(null);
  };
  const frase = (c: CicloAlterado) => `Meta do ciclo ${c.ciclo} alterada para ${formatNumber(c.meta)} créditos.`;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6">
        Metas dos ciclos
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        Cada ciclo é um ano civil; a meta é o total de créditos aprovados que cada médico deve atingir nele.
      </Typography>
      {alterado?.tarefa ? (
        <RecontagemProgresso
          key={alterado.tarefa.id}
          inicial={alterado.tarefa}
          titulo={frase(alterado)}
          concluida={(t) => `${frase(alterado)} Recontagem concluída: ${t.alterados === 1 ? '1 médico mudou' : `${formatNumber(t.alterados)} médicos mudaram`} de situação.`}
        />
      ) : (
        alterado && (
          <Alert severity="success" role="status" sx={{ my: 1.5 }}>
            {frase(alterado)}
          </Alert>
        )
      )}
      <ListaAdmin
        rotulo="Ciclos"
        colunas={COLUNAS}
        getId={(c) => String(c.ciclo)}
        tituloDoCartao={cicloComAno}
        lista={lista}
        page={page}
        setPage={setPage}
        filter=""
        vazio="Nenhum ciclo encontrado."
        acoes={(c) => (
          <Button size="small" onClick={() => setEditando(c)} aria-label={`Alterar meta do ciclo ${c.ciclo}`}>
            Alterar meta
          </Button>
        )}
      />
      {editando && <MetaFormDialog ciclo={editando} onClose={() => setEditando(null)} onSaved={salvo} />}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { MensagemContato } from '@emc/shared/comunicacao';
import { ListaAdmin, type Coluna } from '@/components/admin/lista-admin';
import { useFiltroQuery } from '@/components/admin/use-filtro-query';
import { useListaQuery } from '@/components/admin/use-lista-query';
import { PageHeader } from '@/components/ui/page-header';
import { TextoExpansivel } from '@/components/ui/texto-expansivel';
import { formatDateTime } from '@/lib/format';
import { useRoute } from '@/lib/use-route';
import { MarcarResposta } from '../components/marcar-resposta';

/** The list's filter: every message, or only the unanswered or the answered ones. */
type FiltroMensagens = 'todas' | 'pendentes' | 'respondidas';

const FILTROS: readonly { valor: FiltroMensagens; rotulo: string; vazio: string }[] = [
  { valor: 'todas', rotulo: 'Todas', vazio: 'Nenhuma mensagem recebida.' },
  { valor: 'pendentes', rotulo: 'Pendentes', vazio: 'Nenhuma mensagem pendente.' },
  { valor: 'respondidas', rotulo: 'Respondidas', vazio: 'Nenhuma mensagem respondida.' },
];

const PAPEIS: Record<string, string> = { Medicos: 'Médico', Secretarias: 'Secretária', Administradores: 'Administrador' };

function Remetente({ m }: { m: MensagemContato }) {
  const { nome, email, crm, papeis } = m.remetente;
  return (
    <Box sx={{ display: 'grid', gap: 0.25, minWidth: 0 }}>
      <span>{nome}</span>
      <Link href={`mailto:${email}?subject=${encodeURIComponent(`Re: ${m.assunto}`)}`} sx={{ overflowWrap: 'anywhere' }}>
        {email}
      </Link>
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
        {crm ? `CRM ${crm}` : papeis.map((p) => PAPEIS[p] ?? p).join(', ')}
      </Typography>
    </Box>
  );
}

function Situacao({ m }: { m: MensagemContato }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <Chip size="small" label={m.respondida ? 'Respondida' : 'Pendente'} color={m.respondida ? 'success' : 'warning'} variant={m.respondida ? 'filled' : 'outlined'} />
      {m.respondida && m.respondidaEm && (
        <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
          em {formatDateTime(m.respondidaEm)}
        </Typography>
      )}
    </Box>
  );
}

const COLUNAS: readonly Coluna<MensagemContato>[] = [
  { id: 'assunto', titulo: 'Assunto', valor: (m) => <Box sx={{ fontWeight: 500, overflowWrap: 'anywhere', minWidth: { md: 120 } }}>{m.assunto}</Box> },
  // Plain text, as typed: its line breaks kept, never read as HTML; a long one folded, with "Mostrar tudo".
  { id: 'mensagem', titulo: 'Mensagem', valor: (m) => <TextoExpansivel texto={m.mensagem} minWidth={{ md: 260 }} /> },
  { id: 'remetente', titulo: 'Remetente', valor: (m) => <Remetente m={m} /> },
  { id: 'enviadaEm', titulo: 'Enviada em', valor: (m) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.enviadaEm)}</Box> },
  { id: 'situacao', titulo: 'Situação', valor: (m) => <Situacao m={m} /> },
];

function lerFiltro(valor: string): FiltroMensagens {
  return valor === 'pendentes' || valor === 'respondidas' ? valor : 'todas';
}

/**
 * Configurações › Mensagens de contato (administrators): the messages sent from Contato, newest first,
 * page by page, all or only the pending or the answered ones (?status=, in the URL); each with its
 * sender (name, e-mail to reply to, CRM), when it was sent, its subject and its text, and the button
 * that marks it answered or pending again.
 */
export function MensagensPage() {
  const [status, setStatus] = useFiltroQuery('status');
  const filtro = lerFiltro(status);
  const { page, setPage } = useListaQuery();
  // Newest first; 'todas' sends no status.
  const lista = useRoute('comunicacao.contatoLista', { query: { page: String(page), status: filtro !== 'todas' ? filtro : undefined } }, { keepPreviousData: true });

  const escolher = (valor: FiltroMensagens | null) => {
    if (valor && valor !== filtro) setStatus(valor === 'todas' ? '' : valor);
  };

  return (
    <>
      <PageHeader title="Mensagens de contato" subtitle="Configurações: o que médicos e secretárias enviaram em Contato, das mais recentes para as mais antigas." />
      <ToggleButtonGroup value={filtro} exclusive onChange={(_, valor: FiltroMensagens | null) => escolher(valor)} aria-label="Situação das mensagens" size="small" sx={{ mb: 2 }}>
        {FILTROS.map((f) => (
          <ToggleButton key={f.valor} value={f.valor} sx={{ px: 2 }}>
            {f.rotulo}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ListaAdmin
        rotulo="Mensagens de contato"
        colunas={COLUNAS}
        getId={(m) => m.id}
        tituloDoCartao={(m) => m.assunto}
        lista={lista}
        page={page}
        setPage={setPage}
        filter=""
        vazio={FILTROS.find((f) => f.valor === filtro)!.vazio}
        acoes={(m) => <MarcarResposta mensagem={m} />}
      />
    </>
  );
}

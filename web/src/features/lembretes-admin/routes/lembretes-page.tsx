import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESES_LEMBRETE, type LembreteEnviado } from '@emc/shared/comunicacao';
import { ListaAdmin, type Coluna } from '@/components/admin/lista-admin';
import { useFiltroQuery } from '@/components/admin/use-filtro-query';
import { useListaQuery } from '@/components/admin/use-lista-query';
import { PageHeader } from '@/components/ui/page-header';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { REFERENCE_DATA, useRoute } from '@/lib/use-route';
import { positiveInt } from '@/lib/use-status-query';

const mes = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' });
const datas = MESES_LEMBRETE.map((m) => `1º de ${mes.format(Date.UTC(2000, m - 1, 1))}`);
/** When and to whom reminders go (decisions.md "Reminders"), from the shared months. */
export const QUANDO_SAEM = `Os lembretes saem por e-mail em ${datas.slice(0, -1).join(', ')} e ${datas.at(-1)!}, para os médicos ativos abaixo da meta do ciclo que não os desativaram no Perfil.`;

const COLUNAS: readonly Coluna<LembreteEnviado>[] = [
  { id: 'nome', titulo: 'Médico', valor: (l) => l.nome },
  { id: 'crm', titulo: 'CRM', valor: (l) => l.crm },
  { id: 'data', titulo: 'Data do lembrete', valor: (l) => `${formatDate(l.data)} (ciclo ${l.ciclo})` },
  {
    id: 'situacao',
    titulo: 'Situação',
    valor: (l) => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" label={l.situacao === 'enviado' ? 'Enviado' : 'Falhou'} color={l.situacao === 'enviado' ? 'success' : 'error'} variant={l.situacao === 'enviado' ? 'filled' : 'outlined'} />
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {l.tentativas === 1 ? '1 tentativa' : `${l.tentativas} tentativas`}
        </Typography>
      </Box>
    ),
  },
  { id: 'tentativaEm', titulo: 'Quando', valor: (l) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(l.tentativaEm)}</Box> },
  { id: 'total', titulo: 'Total', valor: (l) => formatNumber(l.totalPontos), numerico: true },
  { id: 'meta', titulo: 'Meta', valor: (l) => formatNumber(l.meta), numerico: true },
];

/**
 * Configurações › Lembretes enviados (administrators): who was reminded of the deadline and when,
 * newest first, page by page, of every cycle or one (?ciclo=, in the URL): the doctor, the reminder's
 * date, whether the e-mail went (or failed, and how many attempts), and the total and meta it told.
 */
export function LembretesPage() {
  const [texto, escolher] = useFiltroQuery('ciclo');
  const ciclo = positiveInt(texto);
  const { page, setPage } = useListaQuery();
  // Newest attempt first; no cycle is every cycle.
  const lista = useRoute('comunicacao.lembreteLista', { query: { page: String(page), ciclo: ciclo !== undefined ? String(ciclo) : undefined } }, { keepPreviousData: true });
  const ciclos = useRoute('participacao.ciclos', {}, REFERENCE_DATA);

  const conhecido = ciclo === undefined || ciclos.data?.some((c) => c.ciclo === ciclo);

  return (
    <>
      <PageHeader title="Lembretes enviados" subtitle="Configurações: os e-mails de prazo enviados aos médicos abaixo da meta, dos mais recentes para os mais antigos." />
      <TextField
        id="lembretes-ciclo"
        select
        size="small"
        label="Ciclo"
        value={ciclo === undefined ? '' : String(ciclo)}
        onChange={(e) => escolher(e.target.value)}
        sx={{ minWidth: 200, mb: 2 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Todos os ciclos</option>
        {!conhecido && <option value={String(ciclo)}>Ciclo {ciclo}</option>}
        {ciclos.data?.map((c) => (
          <option key={c.ciclo} value={String(c.ciclo)}>
            Ciclo {c.ciclo} ({c.ano})
          </option>
        ))}
      </TextField>
      <ListaAdmin
        rotulo="Lembretes enviados"
        colunas={COLUNAS}
        getId={(l) => `${l.idMedico}:${l.data}`}
        tituloDoCartao={(l) => l.nome}
        lista={lista}
        page={page}
        setPage={setPage}
        filter=""
        vazio={`${ciclo === undefined ? 'Nenhum lembrete enviado ainda.' : `Nenhum lembrete no ciclo ${ciclo}.`} ${QUANDO_SAEM}`}
      />
    </>
  );
}

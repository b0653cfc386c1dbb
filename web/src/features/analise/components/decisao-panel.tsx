import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DECISAO_TEXTO_MAX as TEXTO_MAX, type AnaliseContexto } from '@emc/shared/analise';
import { ANALISE_MSG, PARTICIPACAO_MSG } from '@emc/shared/messages';
import type { ParticipacaoDetalhe } from '@emc/shared/participacao';
import { STATUS } from '@emc/shared/status';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAvisoAoSair } from '@/components/feedback/aviso-ao-sair';
import { useToast } from '@/components/feedback/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ComContador, erroDeLimite } from '@/components/ui/contador-caracteres';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { apiRequest, errorMessages } from '@/lib/api-client';
import { REFERENCE_DATA, useRoute } from '@/lib/use-route';
import { useDecidir, type Decisao } from '../api/decidir';
import { filaInput, filtrosSalvos } from '../hooks/use-fila-filtros';
import { ClassificacaoPicker, creditos } from './classificacao-picker';

export type Acao = 'aprovar' | 'reprovar' | 'ajuste' | 'reabrir';

const ACAO: Record<Acao, { botao: string; titulo: string; sucesso: string; campo?: string; obrigatorio?: string; cor: 'success' | 'error' | 'warning' | 'primary' }> = {
  aprovar: { botao: 'Aprovar', titulo: 'Aprovar participação', sucesso: 'Participação aprovada.', cor: 'success' },
  reprovar: { botao: 'Reprovar', titulo: 'Reprovar participação', sucesso: 'Participação reprovada.', campo: 'Motivo da reprovação', obrigatorio: ANALISE_MSG.motivoObrigatorio, cor: 'error' },
  ajuste: {
    botao: 'Solicitar ajuste',
    titulo: 'Solicitar ajuste',
    sucesso: 'Ajuste solicitado ao médico.',
    campo: 'Comentário para o médico',
    obrigatorio: 'Informe o comentário.',
    cor: 'warning',
  },
  reabrir: { botao: 'Reabrir', titulo: 'Reabrir participação', sucesso: 'Participação reaberta: ela volta ao médico em ajuste.', campo: 'Motivo da reabertura', obrigatorio: ANALISE_MSG.motivoObrigatorio, cor: 'primary' },
};

/** What the administrator may do with a participation in this status. */
export function acoesPara(status: number): Acao[] {
  if (status === STATUS.PENDENTE || status === STATUS.EM_AJUSTE) return ['aprovar', 'reprovar', 'ajuste'];
  if (status === STATUS.APROVADA || status === STATUS.REPROVADA) return ['reabrir'];
  return [];
}

interface Campos {
  idClassificacao: string;
  observacao: string;
  motivo: string;
}

function DecisaoDialog({
  acao,
  p,
  contexto,
  onClose,
  onDecidida,
  onRecusada,
}: {
  acao: Acao;
  p: ParticipacaoDetalhe;
  contexto: AnaliseContexto;
  onClose: () => void;
  onDecidida: (acao: Acao) => void;
  onRecusada: (mensagem: string) => void;
}) {
  const id = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const cfg = ACAO[acao];
  const classificacoes = useRoute('tabela.classificacoes', { query: { idCategoria: p.idCategoria, idForma: p.idForma } }, REFERENCE_DATA);
  const { trigger, isMutating } = useDecidir(p.id);
  const [inicial] = useState<Campos>(() => ({ idClassificacao: p.idClassificacao ?? '', observacao: '', motivo: '' }));
  const [campos, setCampos] = useState<Campos>(inicial);
  const [erros, setErros] = useState<Partial<Record<keyof Campos, string>>>({});
  const [confirmando, setConfirmando] = useState(false);
  // A reason typed or a row chosen: leaving the page (a link, Back) asks first.
  const { aviso } = useAvisoAoSair(campos.idClassificacao !== inicial.idClassificacao || campos.observacao !== inicial.observacao || campos.motivo !== inicial.motivo);

  const set = (campo: keyof Campos, value: string) => {
    setCampos((c) => ({ ...c, [campo]: value }));
    setErros((e) => ({ ...e, [campo]: undefined }));
  };

  const validar = (event: FormEvent) => {
    event.preventDefault();
    const novos: typeof erros = {};
    if (acao === 'aprovar' && !campos.idClassificacao) novos.idClassificacao = ANALISE_MSG.classificacaoObrigatoria;
    if (acao !== 'aprovar' && !campos.motivo.trim()) novos.motivo = cfg.obrigatorio;
    const longo = erroDeLimite(acao === 'aprovar' ? campos.observacao : campos.motivo, TEXTO_MAX);
    if (longo) novos[acao === 'aprovar' ? 'observacao' : 'motivo'] = longo;
    setErros(novos);
    if (Object.keys(novos).length === 0) setConfirmando(true);
  };

  const decisao = (): Decisao => {
    if (acao === 'aprovar')
      return { tipo: 'aprovar', body: { id: p.id, idClassificacao: campos.idClassificacao, observacao: campos.observacao.trim() || null, versao: p.versao } };
    const reprovar = acao === 'reprovar';
    return {
      tipo: 'reprovarComentar',
      body: { id: p.id, motivo: campos.motivo.trim(), status: reprovar ? STATUS.REPROVADA : STATUS.EM_AJUSTE, reprovar, versao: p.versao },
    };
  };

  const enviar = async () => {
    try {
      await trigger(decisao());
    } catch (e) {
      // 409 (another administrator decided first; useDecidir reloads it), 403 (own participation), or any other.
      setConfirmando(false);
      onRecusada(errorMessages(e).join(' '));
      return;
    }
    setConfirmando(false);
    onDecidida(acao);
  };

  const escolhida = classificacoes.data?.find((c) => c.id === campos.idClassificacao);
  const credito = contexto.creditos.find((c) => c.idClassificacao === campos.idClassificacao)?.credito;
  const pergunta =
    acao === 'aprovar'
      ? `Deseja aprovar esta participação${escolhida ? ` como "${escolhida.descricao}"` : ''}${credito !== undefined ? `, com ${creditos(credito)}` : ''}?`
      : acao === 'reprovar'
        ? 'Deseja reprovar esta participação? O motivo será enviado ao médico.'
        : acao === 'ajuste'
          ? 'Deseja devolver esta participação ao médico para ajuste?'
          : p.status === STATUS.APROVADA
            ? 'Deseja reabrir esta participação? Ela volta ao médico em ajuste e os seus créditos deixam de contar.'
            : 'Deseja reabrir esta participação? Ela volta ao médico em ajuste.';

  let corpo;
  if (acao === 'aprovar') {
    corpo = (
      <>
        {classificacoes.error ? (
          <LoadError error={classificacoes.error} onRetry={() => void classificacoes.mutate()} title="Não foi possível carregar a tabela de créditos." />
        ) : !classificacoes.data ? (
          <Skeleton variant="rounded" height={160} aria-label="Carregando a tabela de créditos" />
        ) : (
          <ClassificacaoPicker
            classificacoes={classificacoes.data}
            creditos={contexto.creditos}
            value={campos.idClassificacao}
            onChange={(v) => set('idClassificacao', v)}
            error={erros.idClassificacao}
            autoFocus
          />
        )}
        <TextField
          label="Observação (opcional)"
          value={campos.observacao}
          onChange={(e) => set('observacao', e.target.value)}
          error={!!(erros.observacao ?? erroDeLimite(campos.observacao, TEXTO_MAX))}
          helperText={<ComContador texto={erros.observacao ?? erroDeLimite(campos.observacao, TEXTO_MAX)} valor={campos.observacao} max={TEXTO_MAX} />}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 2 }}
        />
      </>
    );
  } else {
    corpo = (
      <TextField
        label={cfg.campo}
        value={campos.motivo}
        onChange={(e) => set('motivo', e.target.value)}
        error={!!(erros.motivo ?? erroDeLimite(campos.motivo, TEXTO_MAX))}
        helperText={
          <ComContador
            texto={erros.motivo ?? erroDeLimite(campos.motivo, TEXTO_MAX) ?? (acao === 'reprovar' ? 'O médico verá este motivo.' : 'O médico verá este comentário e poderá corrigir a participação.')}
            valor={campos.motivo}
            max={TEXTO_MAX}
          />
        }
        required
        multiline
        minRows={3}
        fullWidth
        autoFocus
        sx={{ mt: 1 }}
      />
    );
  }

  return (
    <>
      <Dialog open onClose={isMutating ? undefined : onClose} aria-labelledby={`${id}-titulo`} fullWidth maxWidth="sm" fullScreen={phone}>
        <Box component="form" noValidate onSubmit={validar} aria-labelledby={`${id}-titulo`} sx={{ display: 'contents' }}>
          <DialogTitle id={`${id}-titulo`}>{cfg.titulo}</DialogTitle>
          <DialogContent dividers>{corpo}</DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={isMutating}>
              Cancelar
            </Button>
            <Button
              type="submit"
              variant="contained"
              color={cfg.cor}
              disabled={isMutating || (acao === 'aprovar' && classificacoes.data?.length === 0)}
            >
              {cfg.botao}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      <ConfirmDialog open={confirmando} message={pergunta} onConfirm={() => void enviar()} onCancel={() => setConfirmando(false)} busy={isMutating} />
      {aviso}
    </>
  );
}

/**
 * The review's decisions: Aprovar (with the credit-table row), Reprovar and Solicitar ajuste while
 * the participation waits (Pendente, Em ajuste); Reabrir once decided. Each asks for confirmation,
 * sends the version read, and then offers the next participation of the queue.
 */
export function DecisaoPanel({ p, contexto }: { p: ParticipacaoDetalhe; contexto: AnaliseContexto }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [acao, setAcao] = useState<Acao | null>(null);
  const [recusa, setRecusa] = useState<string | null>(null);
  const [decidida, setDecidida] = useState(false);
  const [buscando, setBuscando] = useState(false);

  if (!contexto.podeDecidir) return <Alert severity="info">{PARTICIPACAO_MSG.propriaParticipacao}</Alert>;

  // The first of the Pendente queue (oldest first) with the saved filters that is not this one.
  const proxima = async () => {
    setBuscando(true);
    let next: string | undefined;
    try {
      const fila = await apiRequest('analise.participacoesAdministrador', filaInput(STATUS.PENDENTE, 1, filtrosSalvos()));
      next = fila.responseList.find((outra) => outra.id !== p.id)?.id;
    } catch (e) {
      setBuscando(false);
      toast.error('Erro', errorMessages(e).join(' '));
      return;
    }
    setBuscando(false);
    if (next) void navigate(paths.participacao.editar.getHref(next));
    else {
      toast.info('Fila vazia', 'Não há outra participação pendente com os filtros atuais.');
      void navigate(paths.participacao.home.getHref());
    }
  };

  const acoes = acoesPara(p.status);
  return (
    <>
      {recusa && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setRecusa(null)}>
          {recusa}
        </Alert>
      )}
      {decidida && (
        <Alert
          severity="success"
          sx={{ mb: 2, alignItems: 'center' }}
          action={
            <Button color="inherit" size="small" variant="outlined" onClick={() => void proxima()} disabled={buscando} autoFocus>
              Próxima da fila
            </Button>
          }
        >
          Decisão registrada.
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {acoes.map((a) => (
          <Button key={a} variant={a === 'aprovar' || a === 'reabrir' ? 'contained' : 'outlined'} color={ACAO[a].cor} onClick={() => setAcao(a)}>
            {ACAO[a].botao}
          </Button>
        ))}
      </Box>
      {acao && (
        <DecisaoDialog
          acao={acao}
          p={p}
          contexto={contexto}
          onClose={() => setAcao(null)}
          onDecidida={(feita) => {
            setAcao(null);
            setRecusa(null);
            setDecidida(true);
            toast.success('Sucesso', ACAO[feita].sucesso);
          }}
          onRecusada={(mensagem) => {
            setAcao(null);
            setDecidida(false);
            setRecusa(mensagem);
          }}
        />
      )}
    </>
  );
}

import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PRESENCA, type AtividadeAdmin, type ImportacaoPresenca } from '@emc/shared/catalogos';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useAvisoAoSair } from '@/components/feedback/aviso-ao-sair';
import { useToast } from '@/components/feedback/toast';
import { useToastsAbove } from '@/components/feedback/toast-clearance';
import { HIDDEN_FILE_INPUT } from '@/lib/anexo-file';
import { apiUpload, errorMessages } from '@/lib/api-client';
import { formatBytes, formatDate, formatNumber } from '@/lib/format';
import { useRevalidateAfter } from '@/lib/use-enviar';
import { ARQUIVO_VAZIO } from '@emc/shared/messages';

/** What the dialog says the file must be. */
export const PRESENCA_AJUDA = 'Planilha CSV ou XLSX com os CRMs dos participantes, na primeira coluna ou numa coluna chamada CRM. Até 5.000 linhas.';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PRESENCA_ACCEPT = `.csv,.xlsx,text/csv,${XLSX_MIME}`;

export const PRESENCA_MSG = {
  formato: 'Formato não aceito. Envie uma planilha CSV ou XLSX.',
  vazio: ARQUIVO_VAZIO,
  grande: `A planilha deve ter no máximo ${PRESENCA.maxBytes / (1024 * 1024)} MB.`,
} as const;

/**
 * Calls of one import at most: a list the server's time limit cuts is answered `concluida: false` with
 * how far it reached, and the dialog sends the same file again from there (nothing is created twice)
 * until it is done, a call gets no further, or this many calls.
 */
export const MAX_RODADAS = 100;

/** Why a picked file cannot be sent, or undefined when it may go (the server judges its contents). */
export function problemaDoArquivo(file: File): string | undefined {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return PRESENCA_MSG.formato;
  if (file.size === 0) return PRESENCA_MSG.vazio;
  if (file.size > PRESENCA.maxBytes) return PRESENCA_MSG.grande;
  return undefined;
}

const plural = (n: number, um: string, varios: string) => `${formatNumber(n)} ${n === 1 ? um : varios}`;
const criadasAteAqui = (n: number) => `${plural(n, 'participação criada', 'participações criadas')} até aqui`;
/** The progress of an import: the list's doctors (its CRMs) the calls went through, of all of them. */
export const medicosProcessados = (processados: number, total: number) => `${formatNumber(processados)} de ${formatNumber(total)} ${total === 1 ? 'médico' : 'médicos'}`;

/** The calls' answers summed: each call reports the part of the list it went through. */
function somar(a: ImportacaoPresenca, b: ImportacaoPresenca): ImportacaoPresenca {
  return {
    criadas: a.criadas + b.criadas,
    jaExistentes: a.jaExistentes + b.jaExistentes,
    naoEncontrados: [...a.naoEncontrados, ...b.naoEncontrados],
    inativos: [...a.inativos, ...b.inativos],
    concluida: b.concluida,
    total: b.total,
    processados: b.processados,
  };
}

/** One list of CRMs, one per line, readable and selectable, with a button that copies them all. */
function ListaDeCrms({ titulo, crms, explicacao }: { titulo: string; crms: readonly string[]; explicacao: string }) {
  const toast = useToast();
  const ref = useRef<HTMLTextAreaElement>(null);
  const copiar = async () => {
    ref.current?.select();
    try {
      await navigator.clipboard.writeText(crms.join('\n'));
      toast.success('Sucesso', 'CRMs copiados.');
    } catch {
      toast.info('Copiar', 'Os CRMs estão selecionados: copie com Ctrl+C.');
    }
  };
  return (
    <Box>
      <TextField
        label={`${titulo} (${formatNumber(crms.length)})`}
        value={crms.join('\n')}
        multiline
        minRows={Math.min(crms.length, 3)}
        maxRows={8}
        fullWidth
        helperText={explicacao}
        inputRef={ref}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Button size="small" sx={{ mt: 0.5 }} onClick={() => void copiar()} aria-label={`Copiar ${titulo}`}>
        Copiar
      </Button>
    </Box>
  );
}

function Resultado({ resultado }: { resultado: ImportacaoPresenca }) {
  return (
    <Stack spacing={2} role="status" aria-label="Resultado da importação">
      <Alert severity={!resultado.concluida || resultado.naoEncontrados.length || resultado.inativos.length ? 'warning' : 'success'}>
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {resultado.concluida ? 'Importação concluída.' : 'A importação ainda não terminou. Clique em Importar para continuar; nada será duplicado.'}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          <li>{plural(resultado.criadas, 'participação criada', 'participações criadas')}</li>
          <li>{plural(resultado.jaExistentes, 'já existia', 'já existiam')}</li>
        </Box>
      </Alert>
      {resultado.naoEncontrados.length > 0 && (
        <ListaDeCrms titulo="CRMs não encontrados" crms={resultado.naoEncontrados} explicacao="Nenhum médico do corpo clínico tem estes CRMs." />
      )}
      {resultado.inativos.length > 0 && (
        <ListaDeCrms titulo="CRMs de médicos inativos" crms={resultado.inativos} explicacao="Estes médicos estão desativados: nada foi criado para eles." />
      )}
    </Stack>
  );
}

export interface ImportarPresencaDialogProps {
  atividade: AtividadeAdmin;
  onClose: () => void;
}

/**
 * 'Importar presença' of one activity: what the file must hold, the file (a button opens the
 * picker), the upload's progress, then how many participations were created, how many already
 * existed and which CRMs matched nobody. A refusal's message shows here and changes nothing else.
 * A list the server could not finish in one call is sent again from where that call stopped (`desde`),
 * up to MAX_RODADAS calls, with a bar of the doctors gone through of the list's total between them;
 * the result sums the calls.
 */
export function ImportarPresencaDialog({ atividade, onClose }: ImportarPresencaDialogProps) {
  const id = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const revalidate = useRevalidateAfter();
  const inputRef = useRef<HTMLInputElement>(null);
  const [actions, setActions] = useState<HTMLElement | null>(null);
  useToastsAbove(actions);
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erros, setErros] = useState<string[]>([]);
  const [progresso, setProgresso] = useState<number | null>(null);
  const [resultado, setResultado] = useState<ImportacaoPresenca | null>(null);
  /** Once a call answered and while the next runs: the earlier calls' sum. */
  const [andamento, setAndamento] = useState<ImportacaoPresenca | null>(null);
  /** An import that stopped before the list's end: Importar with the same file goes on from there. */
  const [retomada, setRetomada] = useState<{ arquivo: File; soma: ImportacaoPresenca } | null>(null);
  const enviando = progresso !== null;
  // A sheet chosen and not imported yet, or an import still running (leaving would stop its later rounds): leaving the page asks first.
  const { aviso } = useAvisoAoSair(!!arquivo || enviando);

  const escolher = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file picked again (after fixing it) still fires a change.
    event.target.value = '';
    if (!file) return;
    const problema = problemaDoArquivo(file);
    setArquivo(problema ? null : file);
    setErros(problema ? [`${file.name}: ${problema}`] : []);
    setResultado(null);
    setRetomada(null);
  };

  const importar = async () => {
    if (!arquivo || enviando) return;
    setErros([]);
    setResultado(null);
    setProgresso(0);
    let soma: ImportacaoPresenca | null = retomada?.arquivo === arquivo ? retomada.soma : null;
    setRetomada(null);
    if (soma) setAndamento(soma);
    try {
      for (let rodada = 1; ; rodada++) {
        const desde: number = soma?.processados ?? 0;
        // Multipart: `idAtividade`, where the earlier calls stopped and the `file` part; the file's CRMs become approved participations of the activity.
        const r: ImportacaoPresenca = await apiUpload('relatorios.importarPresenca', { fields: { idAtividade: atividade.id, desde: String(desde) }, file: arquivo, onProgress: setProgresso });
        const somadas: ImportacaoPresenca = soma ? somar(soma, r) : r;
        soma = somadas;
        if (r.concluida || r.processados <= desde || rodada >= MAX_RODADAS) {
          setResultado(somadas);
          if (r.concluida) setArquivo(null);
          else setRetomada({ arquivo, soma: somadas });
          void revalidate('relatorios.importarPresenca');
          break;
        }
        setAndamento(somadas);
      }
    } catch (error) {
      const ate = soma as ImportacaoPresenca | null;
      // The same file again goes on from where the last answer stopped.
      if (ate) setRetomada({ arquivo, soma: ate });
      const criadas = ate?.criadas ?? 0;
      const antes = criadas > 0 ? [`${criadasAteAqui(criadas)}; envie o mesmo arquivo de novo para concluir, nada será duplicado.`] : [];
      setErros([...errorMessages(error), ...antes]);
      if (criadas > 0) void revalidate('relatorios.importarPresenca');
    } finally {
      setProgresso(null);
      setAndamento(null);
    }
  };

  return (
    <>
      <Dialog
        open
        onClose={enviando ? undefined : onClose}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-ajuda`}
        fullWidth
        maxWidth="sm"
        fullScreen={phone}
      >
        <DialogTitle id={`${id}-title`}>Importar presença</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Box>
              <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {atividade.nome}
              </Typography>
              <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
                {formatDate(atividade.dataInicio)} a {formatDate(atividade.dataFim)}
                {atividade.classificacao ? ` · ${atividade.classificacao}` : ''}
              </Typography>
            </Box>
            <Typography id={`${id}-ajuda`} variant="body2">
              {PRESENCA_AJUDA} Cada médico encontrado recebe uma participação aprovada nesta atividade; quem já a tem não recebe outra.
            </Typography>
            <input
              ref={inputRef}
              type="file"
              accept={PRESENCA_ACCEPT}
              tabIndex={-1}
              aria-hidden="true"
              aria-label="Planilha de presença"
              onChange={escolher}
              disabled={enviando}
              style={HIDDEN_FILE_INPUT}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
              <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => inputRef.current?.click()} disabled={enviando}>
                {arquivo ? 'Trocar planilha' : 'Escolher planilha'}
              </Button>
              {arquivo && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {arquivo.name} ({formatBytes(arquivo.size)})
                </Typography>
              )}
            </Box>
            {enviando && andamento && (
              <Box>
                <Typography id={`${id}-progresso`} variant="body2" sx={{ mb: 0.5 }}>
                  {medicosProcessados(andamento.processados, andamento.total)}
                </Typography>
                <LinearProgress
                  aria-labelledby={`${id}-progresso`}
                  aria-valuetext={medicosProcessados(andamento.processados, andamento.total)}
                  variant="determinate"
                  value={andamento.total ? Math.round((andamento.processados / andamento.total) * 100) : 0}
                />
                <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
                  {`Continuando a importação… ${criadasAteAqui(andamento.criadas)}`}
                </Typography>
              </Box>
            )}
            {enviando && !andamento && (
              <Box>
                <Typography id={`${id}-progresso`} variant="body2" sx={{ mb: 0.5 }}>
                  {progresso < 1 ? `Enviando a planilha… ${Math.round(progresso * 100)}%` : 'Processando a planilha…'}
                </Typography>
                <LinearProgress
                  aria-labelledby={`${id}-progresso`}
                  variant={progresso < 1 ? 'determinate' : 'indeterminate'}
                  value={progresso < 1 ? progresso * 100 : undefined}
                />
              </Box>
            )}
            {erros.length > 0 && (
              <Alert severity="error" role="alert">
                {erros.join(' ')}
              </Alert>
            )}
            {resultado && <Resultado resultado={resultado} />}
          </Stack>
        </DialogContent>
        <DialogActions ref={setActions} sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={enviando}>
            {resultado ? 'Fechar' : 'Cancelar'}
          </Button>
          <Button variant="contained" onClick={() => void importar()} disabled={!arquivo || enviando}>
            {enviando ? 'Importando...' : 'Importar'}
          </Button>
        </DialogActions>
      </Dialog>
      {aviso}
    </>
  );
}

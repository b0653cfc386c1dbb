import AttachFile from '@mui/icons-material/AttachFile';
import Download from '@mui/icons-material/Download';
import FindReplace from '@mui/icons-material/FindReplace';
import PhotoCamera from '@mui/icons-material/PhotoCameraOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Anexo, ParticipacaoDetalhe } from '@emc/shared/participacao';
import { ANEXO } from '@emc/shared/status';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useToast } from '@/components/feedback/toast';
import { PELA_LISTA, SEM_COMPROVANTE, pelaLista } from '@/components/participacao/comprovante-chip';
import { SectionCard } from '@/components/ui/section-card';
import { prepareAnexo } from '@/lib/anexo-file';
import { baixarAnexo } from '@/lib/anexo-download';
import { errorMessages } from '@/lib/api-client';
import { formatBytes, formatDateTime } from '@/lib/format';
import { useUpdateAnexo, useUploadAnexo, type UploadEstado } from '../api/upload-anexo';
import { UploadBar } from './comprovantes-input';
import { HiddenFileInput } from './hidden-file-input';

export interface AnexosSectionProps {
  participacao: ParticipacaoDetalhe;
  /** The logged user's idUsuario claim. */
  idUsuario: string;
}

/** null: adding a new one; a string: replacing that attachment. */
type Alvo = { tipo: 'adicionar' } | { tipo: 'substituir'; anexo: Anexo };

/**
 * The participation's certificates: download each, replace one ('Substituir') and add more
 * ('Adicionar comprovante', while fewer than 5) when the participation may still be edited.
 * On phones both buttons ask first: 'Escolher arquivo' or 'Tirar foto' (the camera).
 */
export function AnexosSection({ participacao, idUsuario }: AnexosSectionProps) {
  const toast = useToast();
  const upload = useUploadAnexo(participacao.id);
  const update = useUpdateAnexo(participacao.id);
  const inputRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const camera = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [origem, setOrigem] = useState<{ botao: HTMLElement; alvo: Alvo } | null>(null);
  const origemMenuId = useId();
  const alvo = useRef<Alvo>({ tipo: 'adicionar' });
  const [envio, setEnvio] = useState<{ alvo: Alvo; nome: string; estado: UploadEstado } | null>(null);
  const [baixando, setBaixando] = useState<string | null>(null);
  const anexos = participacao.anexos;
  const podeAdicionar = participacao.podeEditar && anexos.length < ANEXO.maxPorParticipacao;
  const ocupado = envio !== null && envio.estado.fase === 'enviando';

  const escolher = (novo: Alvo, botao: HTMLElement) => {
    alvo.current = novo;
    if (camera) setOrigem({ botao, alvo: novo });
    else inputRef.current?.click();
  };
  const abrir = (input: HTMLInputElement | null) => {
    setOrigem(null);
    input?.click();
  };
  const origemProps = (aberto: boolean) =>
    camera ? { 'aria-haspopup': 'menu' as const, 'aria-expanded': aberto, 'aria-controls': aberto ? origemMenuId : undefined } : {};

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const atual = alvo.current;
    const prepared = await prepareAnexo(file);
    if (!prepared.ok) {
      toast.error('Erro', `${file.name}: ${prepared.message}`);
      return;
    }
    const nome = prepared.file.name;
    setEnvio({ alvo: atual, nome, estado: { fase: 'enviando', progresso: 0 } });
    const onProgress = (progresso: number) => setEnvio({ alvo: atual, nome, estado: { fase: 'enviando', progresso } });
    try {
      if (atual.tipo === 'substituir') await update.trigger({ id: atual.anexo.id, idUsuario, file: prepared.file, onProgress });
      else await upload.trigger({ idUsuario, file: prepared.file, onProgress });
      setEnvio(null);
      toast.success('Sucesso', atual.tipo === 'substituir' ? 'Comprovante substituído.' : 'Comprovante adicionado.');
    } catch (error) {
      const mensagem = errorMessages(error).join(' ');
      setEnvio({ alvo: atual, nome, estado: { fase: 'erro', progresso: 0, mensagem } });
      toast.error('Erro', mensagem);
    }
  };

  const baixar = async (anexo: Anexo) => {
    setBaixando(anexo.id);
    try {
      await baixarAnexo(anexo);
    } catch (error) {
      toast.error('Erro', errorMessages(error).join(' '));
    } finally {
      setBaixando(null);
    }
  };

  const barraDe = (a: Alvo) =>
    envio && envio.alvo.tipo === a.tipo && (a.tipo === 'adicionar' || (envio.alvo.tipo === 'substituir' && envio.alvo.anexo.id === a.anexo.id)) ? (
      <UploadBar nome={envio.nome} estado={envio.estado} />
    ) : null;

  return (
    <SectionCard
      title={`Comprovantes (${anexos.length}/${ANEXO.maxPorParticipacao})`}
      actions={
        podeAdicionar && (
          <Button
            variant="outlined"
            startIcon={<AttachFile />}
            onClick={(event) => escolher({ tipo: 'adicionar' }, event.currentTarget)}
            disabled={ocupado}
            {...origemProps(origem?.alvo.tipo === 'adicionar')}
          >
            Adicionar comprovante
          </Button>
        )
      }
    >
      <HiddenFileInput ref={inputRef} origem="arquivo" label="Arquivo de comprovante" onChange={(event) => void onFile(event)} />
      {camera && (
        <>
          <HiddenFileInput ref={cameraRef} origem="camera" label="Foto do comprovante" onChange={(event) => void onFile(event)} />
          <Menu id={origemMenuId} anchorEl={origem?.botao ?? null} open={origem !== null} onClose={() => setOrigem(null)}>
            <MenuItem onClick={() => abrir(inputRef.current)} sx={{ minHeight: 48 }}>
              <ListItemIcon>
                <AttachFile fontSize="small" />
              </ListItemIcon>
              Escolher arquivo
            </MenuItem>
            <MenuItem onClick={() => abrir(cameraRef.current)} sx={{ minHeight: 48 }}>
              <ListItemIcon>
                <PhotoCamera fontSize="small" />
              </ListItemIcon>
              Tirar foto
            </MenuItem>
          </Menu>
        </>
      )}
      {anexos.length === 0 && pelaLista(participacao) ? (
        <Alert severity="info">{PELA_LISTA}.</Alert>
      ) : anexos.length === 0 ? (
        <Alert severity="warning" icon={<WarningAmber />}>
          <Chip size="small" color="warning" variant="outlined" label={SEM_COMPROVANTE} sx={{ mr: 1 }} />
          Esta participação não tem comprovante.{participacao.podeEditar ? ' Adicione o certificado ou a declaração de participação.' : ''}
        </Alert>
      ) : (
        <Box component="ul" aria-label="Comprovantes" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {anexos.map((anexo) => (
            <Box component="li" key={anexo.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 1.5, py: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {anexo.nomeOriginal}
                  </Typography>
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    {formatBytes(anexo.tamanho)} · enviado em {formatDateTime(anexo.criadoEm)}
                  </Typography>
                </Box>
                <Button
                  size="small"
                  startIcon={baixando === anexo.id ? <CircularProgress size={16} aria-hidden /> : <Download />}
                  aria-label={`Baixar ${anexo.nomeOriginal}`}
                  onClick={() => void baixar(anexo)}
                  disabled={baixando === anexo.id}
                >
                  Baixar
                </Button>
                {participacao.podeEditar && (
                  <Button
                    size="small"
                    startIcon={<FindReplace />}
                    aria-label={`Substituir ${anexo.nomeOriginal}`}
                    onClick={(event) => escolher({ tipo: 'substituir', anexo }, event.currentTarget)}
                    disabled={ocupado}
                    {...origemProps(origem?.alvo.tipo === 'substituir' && origem.alvo.anexo.id === anexo.id)}
                  >
                    Substituir
                  </Button>
                )}
              </Box>
              {barraDe({ tipo: 'substituir', anexo })}
            </Box>
          ))}
        </Box>
      )}
      {barraDe({ tipo: 'adicionar' })}
    </SectionCard>
  );
}

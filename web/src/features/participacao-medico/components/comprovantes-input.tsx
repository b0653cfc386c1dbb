import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import PhotoCamera from '@mui/icons-material/PhotoCameraOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ANEXO } from '@emc/shared/status';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { prepareAnexo } from '@/lib/anexo-file';
import { formatBytes } from '@/lib/format';
import type { UploadEstado } from '../api/upload-anexo';
import { HiddenFileInput } from './hidden-file-input';
import { FORM_MSG, type ArquivoEscolhido } from './participacao-form-schema';

export interface ComprovantesInputProps {
  arquivos: readonly ArquivoEscolhido[];
  onAdd: (novos: ArquivoEscolhido[]) => void;
  onRemove: (key: string) => void;
  /** The form's message for the field ('Anexe ao menos um comprovante.'). */
  error?: string;
  /** Upload state per file key, while the form sends them. */
  uploads?: Readonly<Record<string, UploadEstado>>;
  disabled?: boolean;
  /** How many the participation already has (none for a new one). */
  existentes?: number;
}

let keySeq = 0;

/**
 * The certificates of a new participation: PDF, JPEG or PNG, 1 to 5. Each chosen file is checked
 * (and a large photo shrunk) right away, then listed with its name, size and a remove button; while
 * the form sends them, each shows its own progress bar.
 */
export function ComprovantesInput({ arquivos, onAdd, onRemove, error, uploads, disabled = false, existentes = 0 }: ComprovantesInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  // Phones and tablets also get the camera; choosing a file stays.
  const theme = useTheme();
  const camera = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [preparing, setPreparing] = useState(false);
  const [rejected, setRejected] = useState<string[]>([]);
  const id = useId();
  const max = ANEXO.maxPorParticipacao - existentes;
  const full = arquivos.length >= max;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (!files.length) return;
    setPreparing(true);
    const problems: string[] = [];
    const accepted: ArquivoEscolhido[] = [];
    let room = max - arquivos.length;
    for (const file of files) {
      if (room <= 0) {
        problems.push(`${file.name}: ${FORM_MSG.maxComprovantes}`);
        continue;
      }
      const prepared = await prepareAnexo(file);
      if (prepared.ok) {
        accepted.push({ key: `arquivo-${++keySeq}`, file: prepared.file, shrunk: prepared.shrunk });
        room--;
      } else problems.push(`${file.name}: ${prepared.message}`);
    }
    setRejected(problems);
    setPreparing(false);
    if (accepted.length) onAdd(accepted);
  };

  return (
    <Box component="fieldset" aria-describedby={`${id}-help`} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        Comprovantes *
      </Typography>
      <Typography id={`${id}-help`} component="p" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Certificados ou declarações em PDF, JPEG ou PNG, até 4 MB cada, no máximo {ANEXO.maxPorParticipacao}. Fotos grandes são reduzidas
        automaticamente.
      </Typography>
      <HiddenFileInput
        ref={inputRef}
        origem="arquivo"
        label="Arquivos de comprovante"
        multiple
        onChange={(event) => void onChange(event)}
        disabled={disabled || full}
      />
      {camera && (
        <HiddenFileInput
          ref={cameraRef}
          origem="camera"
          label="Foto do comprovante"
          onChange={(event) => void onChange(event)}
          disabled={disabled || full}
        />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<AttachFile />}
          onClick={() => inputRef.current?.click()}
          disabled={disabled || full || preparing}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          Adicionar comprovantes
        </Button>
        {camera && (
          <Button variant="outlined" startIcon={<PhotoCamera />} onClick={() => cameraRef.current?.click()} disabled={disabled || full || preparing}>
            Tirar foto
          </Button>
        )}
      </Box>
      {preparing && (
        <Typography component="p" variant="body2" role="status" sx={{ mt: 1 }}>
          Preparando arquivos…
        </Typography>
      )}
      {error && (
        <FormHelperText id={`${id}-error`} error sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
      {rejected.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }} onClose={() => setRejected([])}>
          {rejected.map((r) => (
            <div key={r}>{r}</div>
          ))}
        </Alert>
      )}
      {arquivos.length > 0 && (
        <Box component="ul" aria-label="Comprovantes escolhidos" sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0, display: 'grid', gap: 1 }}>
          {arquivos.map((a) => {
            const upload = uploads?.[a.key];
            return (
              <Box component="li" key={a.key} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 1.5, py: 1 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Typography component="span" sx={{ display: 'block', fontWeight: 500, overflowWrap: 'anywhere' }}>
                      {a.file.name}
                    </Typography>
                    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                      {formatBytes(a.file.size)}
                      {a.shrunk && ' · imagem reduzida'}
                    </Typography>
                  </Box>
                  {!upload && (
                    <IconButton aria-label={`Remover ${a.file.name}`} onClick={() => onRemove(a.key)} disabled={disabled}>
                      <DeleteOutline />
                    </IconButton>
                  )}
                </Box>
                {upload && <UploadBar nome={a.file.name} estado={upload} />}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

export function UploadBar({ nome, estado }: { nome: string; estado: UploadEstado }) {
  const percent = Math.round(estado.progresso * 100);
  const legenda =
    estado.fase === 'erro'
      ? `Falha no envio: ${estado.mensagem}`
      : estado.fase === 'enviado'
        ? 'Enviado'
        : estado.fase === 'enviando'
          ? `Enviando… ${percent}%`
          : 'Aguardando envio';
  return (
    <Box sx={{ mt: 1 }}>
      <LinearProgress
        variant="determinate"
        value={estado.fase === 'enviado' ? 100 : percent}
        color={estado.fase === 'erro' ? 'error' : estado.fase === 'enviado' ? 'success' : 'primary'}
        aria-label={`Envio de ${nome}`}
      />
      <Typography component="p" variant="caption" sx={{ color: estado.fase === 'erro' ? 'error.main' : 'text.secondary' }}>
        {legenda}
      </Typography>
    </Box>
  );
}

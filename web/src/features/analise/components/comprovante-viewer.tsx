import Download from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Anexo } from '@emc/shared/participacao';
import { useEffect, useState } from 'react';
import { PELA_LISTA } from '@/components/participacao/comprovante-chip';
import { LoadError } from '@/components/ui/load-error';
import { anexoBlob } from '@/lib/anexo-download';
import { formatBytes } from '@/lib/format';
import { saveBlob } from '@/lib/save-blob';

type Estado = { fase: 'carregando' } | { fase: 'pronto'; blob: Blob; url: string } | { fase: 'erro'; error: unknown };

/** The selected certificate's file as an object URL, revoked when another is selected or the page leaves. */
function useAnexoUrl(anexo: Anexo | undefined, tentativa: number): Estado {
  const [estado, setEstado] = useState<Estado>({ fase: 'carregando' });
  useEffect(() => {
    if (!anexo) return;
    const controller = new AbortController();
    let url: string | undefined;
    setEstado({ fase: 'carregando' });
    anexoBlob(anexo, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setEstado({ fase: 'pronto', blob, url });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setEstado({ fase: 'erro', error });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [anexo, tentativa]);
  return estado;
}

/**
 * The participation's certificates, shown inline (no download needed): a PDF in the browser's own
 * viewer (an iframe on a blob: URL), an image as an image. One at a time; the buttons choose it.
 */
export function ComprovanteViewer({ anexos, pelaLista = false }: { anexos: readonly Anexo[]; pelaLista?: boolean }) {
  const [selecionadoId, setSelecionadoId] = useState(anexos[0]?.id);
  const [tentativa, setTentativa] = useState(0);
  const anexo = anexos.find((a) => a.id === selecionadoId) ?? anexos[0];
  const estado = useAnexoUrl(anexo, tentativa);

  if (!anexo) return pelaLista ? <Alert severity="info">{PELA_LISTA}.</Alert> : <Alert severity="warning">Esta participação não tem comprovante.</Alert>;

  const nome = `Comprovante: ${anexo.nomeOriginal}`;
  let visor;
  if (estado.fase === 'erro')
    visor = <LoadError error={estado.error} onRetry={() => setTentativa((t) => t + 1)} title="Não foi possível abrir o comprovante." />;
  else if (estado.fase === 'carregando') visor = <Skeleton variant="rounded" height={480} aria-label="Carregando comprovante" />;
  else if (anexo.tipo === 'application/pdf')
    visor = (
      <Box
        component="iframe"
        title={nome}
        src={estado.url}
        sx={{ display: 'block', width: '100%', height: { xs: '70vh', md: '75vh' }, minHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    );
  else
    visor = (
      <Box
        component="img"
        src={estado.url}
        alt={nome}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    );

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}>
        {anexos.length > 1 ? (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={anexo.id}
            onChange={(_, id: string | null) => id && setSelecionadoId(id)}
            aria-label="Comprovantes"
            sx={{ flexWrap: 'wrap', flexGrow: 1 }}
          >
            {anexos.map((a) => (
              <ToggleButton key={a.id} value={a.id} sx={{ textTransform: 'none', maxWidth: 280 }}>
                <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {a.nomeOriginal}
                </Box>
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ) : (
          <Typography component="p" sx={{ flexGrow: 1, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {anexo.nomeOriginal}
          </Typography>
        )}
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {formatBytes(anexo.tamanho)}
        </Typography>
        <Button
          size="small"
          startIcon={<Download />}
          disabled={estado.fase !== 'pronto'}
          onClick={() => estado.fase === 'pronto' && saveBlob(estado.blob, anexo.nomeOriginal)}
          aria-label={`Baixar ${anexo.nomeOriginal}`}
        >
          Baixar
        </Button>
      </Box>
      {visor}
    </>
  );
}

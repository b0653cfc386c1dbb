import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { criarSobreBody, LINK_MAX, type CriarSobre, type SobreItem } from '@emc/shared/conteudo';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { aplicarErros } from '@/components/admin/aplicar-erros';
import { CampoTexto } from '@/components/admin/campo-texto';
import type { DialogoProps } from '@/components/admin/catalogo-admin';
import { FormDialog } from '@/components/admin/form-dialog';
import { paths } from '@/config/paths';
import { useEnviar } from '@/lib/use-enviar';
import { EditorCampo } from './editor-campo';

/** The most paragraphs and links an item has (criarSobreBody's limits). */
export const MAX_PARAGRAFOS = 30;
export const MAX_LINKS = 10;

let contador = 0;
const novaChave = () => `k${++contador}`;

type Lista = 'conteudo' | 'link';

function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0, mb: 1 }}>
        {titulo}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * 'Novo item' or 'Editar item' of Sobre o Programa: the title, its paragraphs (each in the rich-text
 * editor; add and remove) and its links (complete https addresses). The credit-table item's content is
 * generated from Tabela de Créditos: only its title and links are edited here.
 */
export function SobreFormDialog({ row: item, onClose, onSaved }: DialogoProps<SobreItem>) {
  const tabela = item?.tabelaCreditos ?? false;
  const [chave] = useState(() => crypto.randomUUID());
  const salvar = useEnviar();
  const [erros, setErros] = useState<string[]>([]);
  const [inicial] = useState<CriarSobre>(() => ({
    titulo: item?.titulo ?? '',
    conteudo: tabela ? [] : item?.conteudo.length ? item.conteudo : [''],
    link: item?.link ?? [],
  }));
  const form = useForm<CriarSobre>({ resolver: zodResolver(criarSobreBody), mode: 'onChange', defaultValues: inicial });
  const { control, handleSubmit, formState, setError, getValues, setValue, setFocus, trigger } = form;
  const [chaves, setChaves] = useState<Record<Lista, string[]>>(() => ({ conteudo: inicial.conteudo.map(novaChave), link: inicial.link.map(novaChave) }));
  const [focar, setFocar] = useState<{ campo: FieldPath<CriarSobre> | 'adicionar-link' | 'adicionar-paragrafo'; vez: number } | null>(null);
  const adicionarLink = useRef<HTMLButtonElement>(null);
  const adicionarParagrafo = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focar) return;
    if (focar.campo === 'adicionar-link') adicionarLink.current?.focus();
    else if (focar.campo === 'adicionar-paragrafo') adicionarParagrafo.current?.focus();
    else setFocus(focar.campo);
  }, [focar, setFocus]);

  const adicionar = (lista: Lista) => {
    const valores = getValues(lista);
    setValue(lista, [...valores, ''], { shouldDirty: true });
    setChaves((c) => ({ ...c, [lista]: [...c[lista], novaChave()] }));
    setFocar({ campo: `${lista}.${valores.length}`, vez: Date.now() });
  };

  const remover = (lista: Lista, indice: number) => {
    const valores = getValues(lista).filter((_, k) => k !== indice);
    setValue(lista, valores, { shouldDirty: true });
    setChaves((c) => ({ ...c, [lista]: c[lista].filter((_, k) => k !== indice) }));
    // The messages follow their items to their new places.
    if (formState.errors[lista]) void trigger(lista);
    const vizinho = Math.min(indice, valores.length - 1);
    setFocar({ campo: vizinho >= 0 ? `${lista}.${vizinho}` : lista === 'link' ? 'adicionar-link' : 'adicionar-paragrafo', vez: Date.now() });
  };

  const enviar = handleSubmit(async (dados) => {
    setErros([]);
    try {
      const body = { titulo: dados.titulo, conteudo: tabela ? [] : dados.conteudo, link: dados.link };
      onSaved(item ? await salvar('conteudo.sobreUpdate', { body: { id: item.id, ...body } }) : await salvar('conteudo.sobreCreate', { body, idempotencyKey: chave }));
    } catch (error) {
      const campos = ['titulo', 'link', ...chaves.link.map((_, i) => `link.${i}`), ...(tabela ? [] : ['conteudo', ...chaves.conteudo.map((_, i) => `conteudo.${i}`)])];
      setErros(aplicarErros(error, campos, setError));
    }
  });

  const erroDaLista = (lista: Lista) => {
    const erro = formState.errors[lista] as { message?: string; root?: { message?: string } } | undefined;
    const mensagem = erro?.message ?? erro?.root?.message;
    return mensagem ? <FormHelperText error>{mensagem}</FormHelperText> : null;
  };

  return (
    <FormDialog open title={item ? 'Editar item' : 'Novo item'} onSubmit={enviar} onClose={onClose} submitting={formState.isSubmitting} alterado={formState.isDirty} erros={erros} maxWidth="md">
      <CampoTexto control={control} name="titulo" idPrefix="sobre" label="Título" required autoFocus slotProps={{ htmlInput: { maxLength: 200 } }} />
      {tabela ? (
        <Alert severity="info">
          O conteúdo deste item é gerado da Tabela de Créditos: os médicos veem aqui a tabela em vigor, e cada mudança nela aparece em Sobre o Programa na hora. Neste
          item se editam só o título e os links.{' '}
          <Link component={RouterLink} to={paths.tabela.getHref()} underline="always">
            Abrir a Tabela de Créditos
          </Link>
        </Alert>
      ) : (
        <Secao titulo="Parágrafos">
          {chaves.conteudo.map((k, i) => (
            <Box key={k} sx={{ display: 'grid', gap: 0.5 }}>
              <EditorCampo control={control} name={`conteudo.${i}`} label={`Parágrafo ${i + 1}`} required />
              {chaves.conteudo.length > 1 && (
                <Box>
                  <Button size="small" color="error" onClick={() => remover('conteudo', i)}>
                    Remover parágrafo {i + 1}
                  </Button>
                </Box>
              )}
            </Box>
          ))}
          {erroDaLista('conteudo')}
          <Box>
            <Button ref={adicionarParagrafo} startIcon={<AddIcon />} onClick={() => adicionar('conteudo')} disabled={chaves.conteudo.length >= MAX_PARAGRAFOS}>
              Adicionar parágrafo
            </Button>
          </Box>
        </Secao>
      )}
      <Secao titulo="Links">
        {chaves.link.length === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Nenhum link. Os links aparecem no fim do item e abrem em outra aba.
          </Typography>
        )}
        {chaves.link.map((k, i) => (
          <Box key={k} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
            <CampoTexto
              control={control}
              name={`link.${i}`}
              idPrefix="sobre"
              label={`Link ${i + 1}`}
              type="url"
              placeholder="https://"
              required
              slotProps={{ htmlInput: { maxLength: LINK_MAX, inputMode: 'url', spellCheck: false } }}
            />
            <Button color="error" onClick={() => remover('link', i)} sx={{ flexShrink: 0, mt: { sm: 1 } }}>
              Remover link {i + 1}
            </Button>
          </Box>
        ))}
        {erroDaLista('link')}
        <Box>
          <Button ref={adicionarLink} startIcon={<AddIcon />} onClick={() => adicionar('link')} disabled={chaves.link.length >= MAX_LINKS}>
            Adicionar link
          </Button>
        </Box>
      </Secao>
    </FormDialog>
  );
}

import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { CLASSIFICACAO_DESCRICAO_MAX, criarClassificacaoBody, UNIDADES, type ClassificacaoAdmin } from '@emc/shared/catalogos';
import { VALORES, type Valor } from '@emc/shared/status';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { aplicarErros } from '@/components/admin/aplicar-erros';
import { CampoTexto } from '@/components/admin/campo-texto';
import { DecimalCampo } from '@/components/admin/decimal-campo';
import { FormDialog } from '@/components/admin/form-dialog';
import { VALOR_NOME } from '@/lib/valor';
import { useRoute } from '@/lib/use-route';
import { useEnviar } from '@/lib/use-enviar';
import { UNIDADE_NOME } from '../utils/rotulos';
import type { DialogoProps } from '@/components/admin/catalogo-admin';

type Campos = z.input<typeof criarClassificacaoBody>;
const CAMPOS = ['descricao', 'idCategoria', 'idForma', 'valor', 'pontos', 'unidade', 'tetoCiclo'] as const;

export const NOTA_PONTOS = 'Alterar os pontos vale para as próximas aprovações; as participações já aprovadas mantêm seus créditos.';

function camposDe(row: ClassificacaoAdmin | null): Campos {
  return {
    descricao: row?.descricao ?? '',
    idCategoria: row?.idCategoria ?? '',
    idForma: row?.idForma ?? '',
    valor: row?.valor ?? ('' as Valor),
    pontos: row?.pontos ?? Number.NaN,
    unidade: row?.unidade ?? 'evento',
    tetoCiclo: row?.tetoCiclo ?? null,
  };
}

type Opcao = { id: string; nome: string };

/**
 * 'Selecione' and the active options, plus the row's own when it has since been deactivated (so
 * editing keeps it, marked as such).
 */
function opcoes(ativas: readonly Opcao[] | undefined, atual: Opcao | null) {
  const lista = ativas ?? [];
  const todas = atual && !lista.some((o) => o.id === atual.id) ? [...lista, { id: atual.id, nome: `${atual.nome} (inativa)` }] : lista;
  return [{ id: '', nome: 'Selecione' }, ...todas].map((o) => (
    <option key={o.id} value={o.id}>
      {o.nome}
    </option>
  ));
}

/**
 * 'Nova classificação' or 'Editar classificação': a row of the credit table. Points in steps of 0,5,
 * typed with a comma or a dot; the cap per cycle is optional. Categories and forms are the active ones.
 */
export function ClassificacaoFormDialog({ row, onClose, onSaved }: DialogoProps<ClassificacaoAdmin>) {
  const [chave] = useState(() => crypto.randomUUID());
  const [erros, setErros] = useState<string[]>([]);
  const notaId = useId();
  // Read again each time the form opens (unlike the participation forms), so one just created or
  // deactivated on the next page is already right.
  const categorias = useRoute('tabela.categorias', {});
  const formas = useRoute('tabela.formas', {});
  const salvar = useEnviar();
  const { register, handleSubmit, formState, setError, control } = useForm<Campos>({
    resolver: zodResolver(criarClassificacaoBody),
    mode: 'onChange',
    defaultValues: camposDe(row),
  });
  const { errors } = formState;
  const select = { select: true, required: true, fullWidth: true, slotProps: { select: { native: true }, inputLabel: { shrink: true } } } as const;
  const mensagem = (campo: keyof Campos, ajuda?: string) => ({ error: !!errors[campo], helperText: errors[campo]?.message ?? ajuda });

  const enviar = handleSubmit(async (dados) => {
    setErros([]);
    try {
      // No teto is sent as null: update replaces every field.
      const body = { ...dados, tetoCiclo: dados.tetoCiclo ?? null };
      onSaved(row ? await salvar('tabela.classificacaoUpdate', { body: { id: row.id, ...body } }) : await salvar('tabela.classificacaoCreate', { body, idempotencyKey: chave }));
    } catch (error) {
      setErros(aplicarErros(error, CAMPOS, setError));
    }
  });

  return (
    <FormDialog open title={row ? 'Editar classificação' : 'Nova classificação'} onSubmit={enviar} onClose={onClose} submitting={formState.isSubmitting} alterado={formState.isDirty} erros={erros}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <CampoTexto
          control={control}
          idPrefix="classificacao"
          name="descricao"
          label="Descrição"
          required
          autoFocus
          ajuda="Por exemplo: Congresso internacional."
          sx={{ gridColumn: '1 / -1' }}
          slotProps={{ htmlInput: { maxLength: CLASSIFICACAO_DESCRICAO_MAX } }}
        />
        <TextField
          {...select}
          label="Categoria"
          {...register('idCategoria')}
          {...mensagem('idCategoria', categorias.data ? undefined : 'Carregando categorias…')}
        >
          {opcoes(categorias.data, row && { id: row.idCategoria, nome: row.categoria })}
        </TextField>
        <TextField
          {...select}
          label="Forma de participação"
          {...register('idForma')}
          {...mensagem('idForma', formas.data ? undefined : 'Carregando formas de participação…')}
        >
          {opcoes(formas.data, row && { id: row.idForma, nome: row.forma })}
        </TextField>
        <DecimalCampo control={control} name="pontos" label="Pontos" required ajuda="Em passos de 0,5 (ex.: 1,5)." descritoPor={notaId} />
        <TextField {...select} label="Unidade" {...register('unidade')} {...mensagem('unidade', 'Pontos por evento, ou por hora de carga horária.')}>
          {UNIDADES.map((u) => (
            <option key={u} value={u}>
              {UNIDADE_NOME[u]}
            </option>
          ))}
        </TextField>
        <Typography id={notaId} variant="body2" sx={{ gridColumn: '1 / -1', color: 'text.secondary', mt: -1.5 }}>
          {NOTA_PONTOS}
        </Typography>
        <TextField {...select} label="Valor" {...register('valor')} {...mensagem('valor')}>
          {opcoes(
            VALORES.map((v) => ({ id: v, nome: VALOR_NOME[v] })),
            null,
          )}
        </TextField>
        <DecimalCampo
          control={control}
          name="tetoCiclo"
          label="Teto por ciclo (opcional)"
          opcional
          ajuda="O máximo de créditos desta classificação por médico em um ciclo. Em branco: sem teto."
        />
      </Box>
    </FormDialog>
  );
}

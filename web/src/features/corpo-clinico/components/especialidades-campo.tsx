import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ESPECIALIDADE_MAX, type CriarMedicoInput } from '@emc/shared/pessoas';
import { useRef, useState } from 'react';
import { useController, type Control, type FieldError } from 'react-hook-form';
import { ChipsRemoviveis } from '@/components/admin/chips-removiveis';
import { ComContador, erroDeLimite } from '@/components/ui/contador-caracteres';

const AJUDA = 'Digite uma e tecle Enter ou vírgula para incluir (até 10).';

/** The list's message: its own (too many), or the first of its items' (too short, too long). */
function mensagemDaLista(error: unknown): string | undefined {
  if (!error) return undefined;
  const e = error as FieldError & { root?: FieldError };
  if (e.message) return e.message;
  if (e.root?.message) return e.root.message;
  if (Array.isArray(error)) return (error as (FieldError | undefined)[]).find((item) => item?.message)?.message;
  return undefined;
}

/**
 * 'Especialidades secundárias': each one typed and added with Enter or a comma (a pasted
 * comma-separated list adds them all), shown as a removable chip; what is left typed when the field
 * loses the focus is added too, so nothing typed is lost.
 */
export function EspecialidadesCampo({ control, idPrefix }: { control: Control<CriarMedicoInput>; idPrefix: string }) {
  const { field, fieldState } = useController({ control, name: 'especialidadesSecundarias' });
  const lista = field.value ?? [];
  const [texto, setTexto] = useState('');
  const input = useRef<HTMLInputElement | null>(null);
  // The one being typed past the limit says so at once; included, the list's own message says it.
  const mensagem = erroDeLimite(texto, ESPECIALIDADE_MAX) ?? mensagemDaLista(fieldState.error);
  const id = `${idPrefix}-especialidadesSecundarias`;

  const incluir = (partes: string[]) => {
    const novas = [...lista];
    for (const parte of partes) {
      const nome = parte.replace(/\s+/g, ' ').trim();
      if (nome && !novas.some((n) => n.toLocaleLowerCase('pt-BR') === nome.toLocaleLowerCase('pt-BR'))) novas.push(nome);
    }
    if (novas.length !== lista.length) field.onChange(novas);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        id={id}
        label="Especialidades secundárias"
        value={texto}
        fullWidth
        error={!!mensagem}
        helperText={<ComContador texto={mensagem ?? AJUDA} valor={texto} max={ESPECIALIDADE_MAX} />}
        inputRef={(el: HTMLInputElement | null) => {
          input.current = el;
          field.ref(el);
        }}
        onChange={(event) => {
          const partes = event.target.value.split(',');
          const resto = partes.pop() ?? '';
          if (partes.length) incluir(partes);
          setTexto(resto);
        }}
        onKeyDown={(event) => {
          // Enter adds the typed one; it never submits the form from here.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          incluir([texto]);
          setTexto('');
        }}
        onBlur={() => {
          incluir([texto]);
          setTexto('');
          field.onBlur();
        }}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      <ChipsRemoviveis
        rotulo="Especialidades secundárias incluídas"
        itens={lista.map((nome) => ({ id: nome, label: nome }))}
        onRemove={(nome) => field.onChange(lista.filter((n) => n !== nome))}
        focarAoEsvaziar={() => input.current?.focus()}
      />
    </Box>
  );
}

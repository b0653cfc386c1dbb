import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { AUDITORIA_ENTIDADE_ROTULO, AUDITORIA_ENTIDADES } from '@emc/shared/auditoria';
import { EMAIL_MAX } from '@emc/shared/schemas';
import type { FormEvent } from 'react';
import { ComContador, erroDeLimite, textoDoContador } from '@/components/ui/contador-caracteres';
import type { CampoFiltro, useFiltrosAuditoria } from './use-filtros-auditoria';

const ENTIDADES = [...AUDITORIA_ENTIDADES].sort((a, b) => AUDITORIA_ENTIDADE_ROTULO[a].localeCompare(AUDITORIA_ENTIDADE_ROTULO[b], 'pt-BR'));

/** On a phone the entity and the e-mail take a row each; the two days share the next. */
const LINHA_INTEIRA_NO_CELULAR = { gridColumn: { xs: '1 / -1', sm: 'auto' } };

export type ErrosFiltro = Partial<Record<CampoFiltro, string>>;

/**
 * Entidade, Usuário (e-mail), De and Até. A filter the server refuses shows its message under the
 * field (helper text, read with the field).
 */
export function FiltrosAuditoriaCampos({ estado, erros }: { estado: ReturnType<typeof useFiltrosAuditoria>; erros: ErrosFiltro }) {
  const { filtros, definir, usuarioTexto, setUsuarioTexto, algum, limpar } = estado;
  // An e-mail past the limit stays whole in the field, with its own message (the server's would be "E-mail inválido.").
  const usuarioErro = erroDeLimite(usuarioTexto, EMAIL_MAX) ?? erros.usuario;
  const data = (campo: 'de' | 'ate', label: string) => (
    <TextField
      id={`auditoria-${campo}`}
      type="date"
      size="small"
      label={label}
      value={filtros[campo] ?? ''}
      onChange={(e) => definir(campo, e.target.value)}
      error={Boolean(erros[campo])}
      helperText={erros[campo]}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <Box
      component="form"
      role="search"
      aria-label="Filtros da auditoria"
      noValidate
      // Enter in the e-mail applies it at once, without waiting for the pause.
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        if (usuarioTexto.trim().length <= EMAIL_MAX) definir('usuario', usuarioTexto.trim());
      }}
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'minmax(180px, 1fr) minmax(220px, 1.4fr) 170px 170px auto' },
      }}
    >
      <TextField
        id="auditoria-entidade"
        select
        size="small"
        label="Entidade"
        sx={LINHA_INTEIRA_NO_CELULAR}
        value={filtros.entidade ?? ''}
        onChange={(e) => definir('entidade', e.target.value)}
        error={Boolean(erros.entidade)}
        helperText={erros.entidade}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Todas</option>
        {ENTIDADES.map((e) => (
          <option key={e} value={e}>
            {AUDITORIA_ENTIDADE_ROTULO[e]}
          </option>
        ))}
      </TextField>
      <TextField
        id="auditoria-usuario"
        type="email"
        size="small"
        label="Usuário (e-mail)"
        sx={LINHA_INTEIRA_NO_CELULAR}
        value={usuarioTexto}
        onChange={(e) => setUsuarioTexto(e.target.value)}
        error={Boolean(usuarioErro)}
        helperText={textoDoContador(usuarioTexto.length, EMAIL_MAX) ? <ComContador texto={usuarioErro} valor={usuarioTexto} max={EMAIL_MAX} /> : usuarioErro}
        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false }, inputLabel: { shrink: true } }}
      />
      {data('de', 'De')}
      {data('ate', 'Até')}
      <Button variant="text" onClick={limpar} disabled={!algum} sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: 'start', mt: { md: 0.25 } }}>
        Limpar filtros
      </Button>
    </Box>
  );
}

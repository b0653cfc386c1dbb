import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ClassificacaoItem, CreditoCandidato } from '@emc/shared/analise';
import { useId } from 'react';
import { formatNumber } from '@/lib/format';
import { valorNome } from '@/lib/valor';

export const SEM_CLASSIFICACAO = 'Nenhuma linha ativa da tabela de créditos para esta categoria e forma de participação.';

/** "0,5 ponto por hora", "10 pontos por evento". */
export function pontosPorUnidade(c: Pick<ClassificacaoItem, 'pontos' | 'unidade'>): string {
  return `${formatNumber(c.pontos)} ${c.pontos < 2 ? 'ponto' : 'pontos'} por ${c.unidade}`;
}

/** "6 créditos", "1 crédito". */
export const creditos = (n: number) => `${formatNumber(n)} ${n < 2 ? 'crédito' : 'créditos'}`;

export interface ClassificacaoPickerProps {
  classificacoes: readonly ClassificacaoItem[];
  creditos: readonly CreditoCandidato[];
  value: string;
  onChange: (id: string) => void;
  error?: string;
  autoFocus?: boolean;
}

/**
 * The credit-table rows that fit the participation, one radio each: its description, value class and
 * points per unit, and the credits it would give here (after the doctor's cap in the cycle, with the
 * cap's sentence when it cuts them).
 */
export function ClassificacaoPicker({ classificacoes, creditos: candidatos, value, onChange, error, autoFocus = false }: ClassificacaoPickerProps) {
  const id = useId();
  if (classificacoes.length === 0) return <Alert severity="warning">{SEM_CLASSIFICACAO}</Alert>;
  const focado = classificacoes.some((c) => c.id === value) ? value : classificacoes[0]!.id;
  return (
    <FormControl error={!!error} required component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" id={`${id}-label`}>
        Classificação na tabela de créditos
      </FormLabel>
      <RadioGroup aria-labelledby={`${id}-label`} value={value} onChange={(_, v) => onChange(v)}>
        {classificacoes.map((c) => {
          const candidato = candidatos.find((k) => k.idClassificacao === c.id);
          const cortado = candidato && candidato.credito !== candidato.calculado;
          return (
            <FormControlLabel
              key={c.id}
              value={c.id}
              control={<Radio autoFocus={autoFocus && c.id === focado} />}
              sx={{ alignItems: 'flex-start', mt: 1, mr: 0, '& .MuiRadio-root': { pt: 0.25 } }}
              label={
                <Box>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                    {c.descricao}
                  </Typography>
                  <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                    {[valorNome(c.valor), pontosPorUnidade(c), c.tetoCiclo ? `limite de ${creditos(c.tetoCiclo)} por ciclo` : null].filter(Boolean).join(' · ')}
                  </Typography>
                  {candidato && (
                    <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 600 }}>
                      Daria {creditos(candidato.credito)}
                      {cortado && ` (calculado: ${formatNumber(candidato.calculado)})`}
                    </Typography>
                  )}
                  {candidato?.motivoTeto && (
                    <Typography component="span" variant="body2" sx={{ display: 'block', color: 'warning.main' }}>
                      {candidato.motivoTeto}
                    </Typography>
                  )}
                </Box>
              }
            />
          );
        })}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

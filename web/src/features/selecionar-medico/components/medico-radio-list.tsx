import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { MedicoSecretaria } from '@emc/shared/schemas';

export interface MedicoRadioListProps {
  medicos: readonly MedicoSecretaria[];
  value: string | null;
  onChange: (id: string) => void;
}

/** The linked doctors as a keyboard-usable radio group (arrow keys move, space selects). */
export function MedicoRadioList({ medicos, value, onChange }: MedicoRadioListProps) {
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" id="medicos-legend" sx={{ mb: 1, fontWeight: 600 }}>
        Médicos vinculados
      </FormLabel>
      <RadioGroup aria-labelledby="medicos-legend" name="medico" value={value ?? ''} onChange={(_, id) => onChange(id)}>
        {medicos.map((m) => (
          <FormControlLabel
            key={m.id}
            value={m.id}
            control={<Radio />}
            sx={{
              m: 0,
              mb: 1,
              px: 1,
              py: 0.5,
              border: 1,
              borderRadius: 2,
              borderColor: value === m.id ? 'primary.main' : 'divider',
              bgcolor: value === m.id ? 'action.selected' : 'transparent',
              '&:hover': { bgcolor: 'action.hover' },
            }}
            label={
              <Box sx={{ py: 0.5 }}>
                <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                  {m.nome}
                </Typography>
                <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                  CRM {m.crm}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

import Typography from '@mui/material/Typography';

/** A doctor in a search's suggestions: the name, and the CRM under it. */
export function MedicoOpcao({ nome, crm }: { nome: string; crm: string }) {
  return (
    <>
      <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
        {nome}
      </Typography>
      <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
        CRM {crm}
      </Typography>
    </>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { HOSPITAL_ADDRESS, HOSPITAL_CNPJ, HOSPITAL_LEGAL_NOTICE, HOSPITAL_NAME, PROGRAM_NAME } from '@/config/app';

/** The hospital's legal notice and address (spec section 1). */
export function Footer() {
  return (
    <Box component="footer" sx={{ mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3 }}>
      <Container maxWidth={false}>
        <Typography component="p" variant="subtitle2">
          {HOSPITAL_NAME} · {PROGRAM_NAME}
        </Typography>
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          {HOSPITAL_ADDRESS}
        </Typography>
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          {HOSPITAL_CNPJ}
        </Typography>
        <Typography component="p" variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 1 }}>
          {HOSPITAL_LEGAL_NOTICE}
        </Typography>
      </Container>
    </Box>
  );
}

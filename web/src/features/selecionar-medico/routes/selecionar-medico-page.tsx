import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { errorMessages } from '@/lib/api-client';
import { useSession } from '@/lib/auth/use-session';
import { enterMedicoView } from '@/lib/auth/view-state';
import { useRoute } from '@/lib/use-route';
import { MedicoRadioList } from '../components/medico-radio-list';

export const NO_LINKED_MEDICOS = 'Nenhum médico vinculado à sua conta. Procure a coordenação do programa.';

/** A secretary picks the doctor to act for (spec sections 2 and 4). */
export function SelecionarMedicoPage() {
  const { claims } = useSession();
  const navigate = useNavigate();
  const idSecretaria = claims?.idUsuario || undefined;
  const { data, error, isLoading } = useRoute('secretarias.getMedicosByIdSecretaria', idSecretaria ? { params: { id: idSecretaria } } : null);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const medicos = data?.medicosSecretariaResponse ?? [];
  const selected = medicos.find((m) => m.id === selectedId) ?? null;

  const confirm = () => {
    if (!selected) return;
    enterMedicoView({ id: selected.id, nome: selected.nome, crm: selected.crm });
    void navigate(paths.participacaoMedico.home.getHref());
  };

  let body;
  if (error) {
    body = <Alert severity="error">{errorMessages(error)[0]}</Alert>;
  } else if (isLoading) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
        <CircularProgress aria-label="Carregando médicos" />
      </Box>
    );
  } else if (!idSecretaria || medicos.length === 0) {
    body = <Alert severity="info">{NO_LINKED_MEDICOS}</Alert>;
  } else {
    body = <MedicoRadioList medicos={medicos} value={selectedId} onChange={setSelectedId} />;
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography component="h1" variant="h4">
            Selecionar médico
          </Typography>
          <Typography component="p" sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
            Escolha o médico em nome de quem você vai registrar e acompanhar as participações.
          </Typography>
          {body}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
            <Button variant="contained" size="large" disabled={!selected} onClick={confirm}>
              Confirmar
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Container>
  );
}

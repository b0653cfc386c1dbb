import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { PageHeader } from '@/components/ui/page-header';
import { ContatoForm } from '../components/contato-form';

export const CONTATO_TITULO = 'Contato';

/** Contato (spec section 2): a message to the program's coordination, by e-mail to its mailbox. */
export function ContatoPage() {
  return (
    <>
      <PageHeader title={CONTATO_TITULO} subtitle="Envie sua dúvida, sugestão ou solicitação à coordenação do programa." />
      <Card sx={{ maxWidth: 760 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <ContatoForm />
        </CardContent>
      </Card>
    </>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { secretariaUserBody, type SecretariaDetalhe, type SecretariaItem, type UsuarioPorEmail } from '@emc/shared/pessoas';
import type { Role } from '@emc/shared/roles';
import type { MedicoSecretaria } from '@emc/shared/schemas';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import { aplicarErros } from '@/components/admin/aplicar-erros';
import { CampoTexto } from '@/components/admin/campo-texto';
import { FormDialog } from '@/components/admin/form-dialog';
import { FormDialogCarregando } from '@/components/admin/form-dialog-carregando';
import { apiRequest } from '@/lib/api-client';
import { useRoute } from '@/lib/use-route';
import { useEnviar } from '@/lib/use-enviar';
import { MedicosPicker } from './medicos-picker';

type Campos = z.input<typeof secretariaUserBody>;
type Dados = z.infer<typeof secretariaUserBody>;

const CAMPOS = ['nome', 'email'];
const ID = 'secretaria';
const PAPEIS: Record<Role, string> = { Administradores: 'administrador', Medicos: 'médico', Secretarias: 'secretária' };

/** How the secretary was saved, for the page's message. */
export type SecretariaSalva =
  | { secretaria: SecretariaDetalhe; como: 'editada' }
  | { secretaria: SecretariaDetalhe; como: 'contaExistente' }
  | { secretaria: SecretariaDetalhe; como: 'contaNova'; conviteEnviado: boolean };

/** 'Já existe uma conta com este e-mail: Dr. João (médico). …'. */
function avisoContaExistente(conta: UsuarioPorEmail): string {
  const papeis = (conta.roles ?? []).map((r) => PAPEIS[r]).join(', ');
  const quem = [conta.nome, papeis && `perfil: ${papeis}`, conta.ativo === false && 'conta desativada'].filter(Boolean).join('; ');
  return `Já existe uma conta com este e-mail${quem ? ` (${quem})` : ''}. Ela será reutilizada: a secretária entra com o login e a senha dessa conta, e nenhum convite novo é enviado.`;
}

interface SecretariaFormProps {
  secretaria: SecretariaItem | null;
  medicosIniciais: readonly MedicoSecretaria[];
  onClose: () => void;
  onSaved: (salva: SecretariaSalva) => void;
}

function SecretariaForm({ secretaria, medicosIniciais, onClose, onSaved }: SecretariaFormProps) {
  // One key per call that creates, per form: a retry after a lost answer creates nothing twice.
  const [chaves] = useState(() => ({ conta: crypto.randomUUID(), secretaria: crypto.randomUUID() }));
  const salvar = useEnviar();
  const [erros, setErros] = useState<string[]>([]);
  const [medicos, setMedicos] = useState<MedicoSecretaria[]>([...medicosIniciais]);
  // The account this form already made (a retry goes straight to the secretary), and one found that will be reused.
  const [contaCriada, setContaCriada] = useState<{ email: string; conviteEnviado: boolean } | null>(null);
  const [contaExistente, setContaExistente] = useState<{ email: string; conta: UsuarioPorEmail } | null>(null);
  const form = useForm<Campos, unknown, Dados>({
    resolver: zodResolver(secretariaUserBody),
    mode: 'onChange',
    defaultValues: { nome: secretaria?.nome ?? '', email: secretaria?.email ?? '' },
  });
  const { control, handleSubmit, formState, setError } = form;
  const emailDigitado = (useWatch({ control, name: 'email' }) ?? '').trim().toLowerCase();
  const reutilizar = contaExistente && contaExistente.email === emailDigitado ? contaExistente : null;

  const enviar = handleSubmit(async ({ nome, email }) => {
    setErros([]);
    const corpo = { nome, email, idsMedicos: medicos.map((m) => m.id) };
    try {
      if (secretaria) {
        // The doctors sent are all she keeps.
        onSaved({ secretaria: await salvar('cadastro.secretariaUpdate', { body: { id: secretaria.id, ...corpo } }), como: 'editada' });
        return;
      }
      let conta = contaCriada?.email === email ? contaCriada : null;
      if (!conta && reutilizar?.email !== email) {
        // Whether an account already has that e-mail (a doctor's, say).
        const encontrada = await apiRequest('secretarias.getUserByEmail', { params: { email } });
        if (encontrada.existe) {
          // Shown first; the next submit reuses it.
          setContaExistente({ email, conta: encontrada });
          return;
        }
        // Her account (group Secretarias) and the invitation e-mail.
        const criada = await salvar('cadastro.secretariaCreateUser', { body: { nome, email }, idempotencyKey: chaves.conta });
        conta = { email, conviteEnviado: criada.conviteEnviado };
        setContaCriada(conta);
      }
      const salva = await salvar('cadastro.secretariaCreate', { body: corpo, idempotencyKey: chaves.secretaria });
      onSaved(conta ? { secretaria: salva, como: 'contaNova', conviteEnviado: conta.conviteEnviado } : { secretaria: salva, como: 'contaExistente' });
    } catch (error) {
      setErros(aplicarErros(error, CAMPOS, setError));
    }
  });

  const c = { control, idPrefix: ID };
  return (
    <FormDialog
      open
      title={secretaria ? 'Editar secretária' : 'Nova secretária'}
      onSubmit={enviar}
      onClose={onClose}
      submitting={formState.isSubmitting}
      alterado={formState.isDirty || medicos.map((m) => m.id).join() !== medicosIniciais.map((m) => m.id).join()}
      erros={erros}
      submitLabel={reutilizar ? 'Reutilizar a conta e salvar' : 'Salvar'}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <CampoTexto {...c} name="nome" label="Nome" required autoFocus slotProps={{ htmlInput: { maxLength: 150, autoComplete: 'off' } }} />
        <CampoTexto
          {...c}
          name="email"
          label="E-mail"
          type="email"
          required
          ajuda={secretaria ? 'É o login dela.' : 'É o login dela: o convite de acesso vai para este e-mail.'}
          slotProps={{ htmlInput: { maxLength: 254, autoComplete: 'off' } }}
        />
      </Box>
      {reutilizar && (
        <Alert severity="info" role="status">
          {avisoContaExistente(reutilizar.conta)}
        </Alert>
      )}
      <MedicosPicker id={`${ID}-medicos`} medicos={medicos} onChange={setMedicos} disabled={formState.isSubmitting} />
    </FormDialog>
  );
}

/** 'Editar secretária': her doctors are read first. */
function EditarSecretaria({ secretaria, onClose, onSaved }: { secretaria: SecretariaItem; onClose: () => void; onSaved: (salva: SecretariaSalva) => void }) {
  const { data, error, mutate } = useRoute('secretarias.getMedicosByIdSecretaria', { params: { id: secretaria.id } }, { revalidateOnFocus: false });
  if (data) return <SecretariaForm secretaria={secretaria} medicosIniciais={data.medicosSecretariaResponse} onClose={onClose} onSaved={onSaved} />;
  return (
    <FormDialogCarregando
      title="Editar secretária"
      rotulo="Carregando os médicos vinculados"
      error={error}
      erroTitulo="Não foi possível carregar os médicos dela."
      onRetry={() => void mutate()}
      onClose={onClose}
    />
  );
}

export interface SecretariaFormDialogProps {
  /** The secretary to edit, or null for 'Nova secretária'. */
  secretaria: SecretariaItem | null;
  onClose: () => void;
  onSaved: (salva: SecretariaSalva) => void;
}

/**
 * 'Nova secretária' or 'Editar secretária': name, e-mail and her doctors. A new one gets her account
 * first (and its invitation), unless one already has that e-mail (a doctor's, say): then the form
 * says it will be reused, and the next 'Salvar' does so.
 */
export function SecretariaFormDialog({ secretaria, onClose, onSaved }: SecretariaFormDialogProps) {
  return secretaria ? (
    <EditarSecretaria secretaria={secretaria} onClose={onClose} onSaved={onSaved} />
  ) : (
    <SecretariaForm secretaria={null} medicosIniciais={[]} onClose={onClose} onSaved={onSaved} />
  );
}

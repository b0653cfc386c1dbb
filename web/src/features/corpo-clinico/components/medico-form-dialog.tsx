import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATEGORIAS_PROFISSIONAIS,
  ESPECIALIDADE_MAX,
  ESTADOS_CIVIS,
  SEXOS,
  TIPOS_MEDICO,
  criarMedicoBody,
  dataNascimentoCampo,
  medicoCampos,
  type ConviteEnviado,
  type CriarMedico,
  type CriarMedicoInput,
  type MedicoCadastro,
} from '@emc/shared/pessoas';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useController, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { aplicarErros } from '@/components/admin/aplicar-erros';
import { FormDialog } from '@/components/admin/form-dialog';
import { FormDialogCarregando } from '@/components/admin/form-dialog-carregando';
import { CampoTexto } from '@/components/admin/campo-texto';
import { todayIso } from '@/lib/format';
import { useRoute } from '@/lib/use-route';
import { useEnviar } from '@/lib/use-enviar';
import { EspecialidadesCampo } from './especialidades-campo';

const CAMPOS = Object.keys(medicoCampos);
const ID = 'medico';
const SELECT = { select: true, slotProps: { select: { native: true }, inputLabel: { shrink: true } } } as const;
const GRADE = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } } as const;
const LINHA = { gridColumn: '1 / -1' } as const;

const VAZIO: CriarMedicoInput = {
  nome: '',
  crm: '',
  cpf: '',
  email: '',
  idArea: '',
  tipo: '' as CriarMedicoInput['tipo'],
  sexo: '',
  dataNascimento: '',
  estadoCivil: '',
  especialidade: '',
  especialidadesSecundarias: [],
  categoriaProfissional: '',
  telefone: '',
  celular: '',
};

function valoresDe(m: MedicoCadastro | null): CriarMedicoInput {
  if (!m) return VAZIO;
  return {
    nome: m.nome,
    crm: m.crm,
    cpf: m.cpf,
    email: m.email,
    idArea: m.idArea,
    tipo: m.tipo,
    sexo: m.sexo as CriarMedicoInput['sexo'],
    dataNascimento: m.dataNascimento,
    estadoCivil: m.estadoCivil as CriarMedicoInput['estadoCivil'],
    especialidade: m.especialidade,
    especialidadesSecundarias: m.especialidadesSecundarias,
    categoriaProfissional: m.categoriaProfissional as CriarMedicoInput['categoriaProfissional'],
    telefone: m.telefone,
    celular: m.celular,
  };
}

/** A titled group of fields: a fieldset, so a screen reader says which section a field is in. */
function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ color: 'primary.main', fontWeight: 600, mb: 1.5, p: 0 }}>
        {titulo}
      </Typography>
      <Box sx={GRADE}>{children}</Box>
    </Box>
  );
}

const opcoes = (valores: readonly string[], vazio: string) => [
  <option key="" value="">
    {vazio}
  </option>,
  ...valores.map((v) => (
    <option key={v} value={v}>
      {v}
    </option>
  )),
];

/** The shared schema, with the birth date also judged against today, beside the other fields' messages. */
export const medicoFormSchema = (today: () => string = todayIso) => z.extend(criarMedicoBody, { dataNascimento: dataNascimentoCampo(today) });

export type MedicoSalvo = MedicoCadastro & Partial<ConviteEnviado>;

interface MedicoFormProps {
  medico: MedicoCadastro | null;
  onClose: () => void;
  onSaved: (medico: MedicoSalvo) => void;
}

/** The form itself, once the record to edit (if any) is at hand. */
function MedicoForm({ medico, onClose, onSaved }: MedicoFormProps) {
  const [chave] = useState(() => crypto.randomUUID());
  const salvar = useEnviar();
  const [erros, setErros] = useState<string[]>([]);
  const topo = useRef<HTMLDivElement>(null);
  const [schema] = useState(() => medicoFormSchema());
  const form = useForm<CriarMedicoInput, unknown, CriarMedico>({ resolver: zodResolver(schema), mode: 'onChange', defaultValues: valoresDe(medico) });
  const { control, handleSubmit, formState, setError } = form;
  const areas = useRoute('areas.getListName', {});
  const tipo = useController({ control, name: 'tipo' });

  // A refusal that belongs to no field (a CRM or e-mail already taken) shows above the fields: bring it into view.
  useEffect(() => {
    if (erros.length) topo.current?.closest('.MuiDialogContent-root')?.scrollTo?.({ top: 0, behavior: 'smooth' });
  }, [erros]);

  const areaAjuda = areas.error ? 'Não foi possível carregar as áreas.' : areas.data ? undefined : 'Carregando áreas…';
  const c = { control, idPrefix: ID };

  // The doctor's area stays offered, marked, if it was deactivated since.
  const areaInativa = medico && areas.data && !areas.data.some((a) => a.id === medico.idArea) ? medico : null;

  const enviar = handleSubmit(async (dados) => {
    setErros([]);
    try {
      // An update sends every field again; a create answers whether the invitation left.
      onSaved(medico ? await salvar('cadastro.medicoUpdate', { body: { id: medico.id, ...dados } }) : await salvar('cadastro.medicoCreate', { body: dados, idempotencyKey: chave }));
    } catch (error) {
      setErros(aplicarErros(error, CAMPOS, setError));
    }
  });

  const tipoErro = tipo.fieldState.error?.message;
  return (
    <FormDialog
      open
      title={medico ? 'Editar médico' : 'Novo médico'}
      onSubmit={enviar}
      onClose={onClose}
      submitting={formState.isSubmitting}
      alterado={formState.isDirty}
      erros={erros}
      maxWidth="md"
    >
      <div ref={topo} hidden />
      <Secao titulo="Identificação">
        <CampoTexto {...c} name="nome" label="Nome completo" required autoFocus sx={LINHA} slotProps={{ htmlInput: { maxLength: 150, autoComplete: 'off' } }} />
        <CampoTexto {...c} name="crm" ajuda="Somente números." label="CRM" required slotProps={{ htmlInput: { maxLength: 12, inputMode: 'numeric', autoComplete: 'off' } }} />
        <CampoTexto {...c} name="cpf" ajuda="Com ou sem pontuação." label="CPF" required placeholder="000.000.000-00" slotProps={{ htmlInput: { maxLength: 14, inputMode: 'numeric', autoComplete: 'off' } }} />
        <CampoTexto {...c} name="dataNascimento" label="Data de nascimento" type="date" slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayIso(), min: '1900-01-01' } }} />
        <CampoTexto {...c} {...SELECT} name="sexo" label="Sexo">
          {opcoes(SEXOS, 'Não informado')}
        </CampoTexto>
        <CampoTexto {...c} {...SELECT} name="estadoCivil" label="Estado civil">
          {opcoes(ESTADOS_CIVIS, 'Não informado')}
        </CampoTexto>
      </Secao>
      <Secao titulo="Vínculo">
        <CampoTexto {...c} {...SELECT} name="idArea" ajuda={areaAjuda} label="Área" required>
          <option value="">Selecione</option>
          {areaInativa && <option value={areaInativa.idArea}>{`${areaInativa.area} (inativa)`}</option>}
          {areas.data?.map((a) => (
            <option key={a.id} value={a.id}>
              {a.nome}
            </option>
          ))}
        </CampoTexto>
        <FormControl error={!!tipoErro} required sx={{ gridColumn: { md: 'span 2' } }}>
          <FormLabel id={`${ID}-tipo-label`}>Tipo</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${ID}-tipo-label`}
            aria-describedby={tipoErro ? `${ID}-tipo-erro` : undefined}
            name="tipo"
            value={tipo.field.value ?? ''}
            onChange={(event) => tipo.field.onChange(event.target.value)}
            onBlur={tipo.field.onBlur}
          >
            {TIPOS_MEDICO.map((t, i) => (
              <FormControlLabel key={t} value={t} label={t} control={<Radio slotProps={{ input: i === 0 ? { ref: tipo.field.ref } : {} }} />} />
            ))}
          </RadioGroup>
          {tipoErro && <FormHelperText id={`${ID}-tipo-erro`}>{tipoErro}</FormHelperText>}
        </FormControl>
        <CampoTexto {...c} {...SELECT} name="categoriaProfissional" label="Categoria profissional">
          {opcoes(CATEGORIAS_PROFISSIONAIS, 'Não informada')}
        </CampoTexto>
        <CampoTexto {...c} name="especialidade" label="Especialidade" sx={{ gridColumn: { md: 'span 2' } }} slotProps={{ htmlInput: { maxLength: ESPECIALIDADE_MAX } }} />
        <Box sx={LINHA}>
          <EspecialidadesCampo control={control} idPrefix={ID} />
        </Box>
      </Secao>
      <Secao titulo="Contato">
        <CampoTexto
          {...c}
          name="email"
          ajuda={medico ? 'É o login do médico.' : 'É o login do médico: o convite de acesso vai para este e-mail.'}
          label="E-mail" type="email" required sx={{ gridColumn: { sm: '1 / -1', md: 'span 1' } }} slotProps={{ htmlInput: { maxLength: 254, autoComplete: 'off' } }} />
        <CampoTexto {...c} name="telefone" ajuda="Com DDD." label="Telefone" type="tel" slotProps={{ htmlInput: { maxLength: 20 } }} />
        <CampoTexto {...c} name="celular" ajuda="Com DDD." label="Celular" type="tel" slotProps={{ htmlInput: { maxLength: 20 } }} />
      </Secao>
    </FormDialog>
  );
}

/** 'Editar médico': the whole record is read first (the list has only some fields). */
function EditarMedico({ id, onClose, onSaved }: { id: string; onClose: () => void; onSaved: (medico: MedicoSalvo) => void }) {
  const { data, error, mutate } = useRoute('medico.getById', { params: { id } }, { revalidateOnFocus: false });
  if (data) return <MedicoForm medico={data} onClose={onClose} onSaved={onSaved} />;
  return (
    <FormDialogCarregando
      title="Editar médico"
      rotulo="Carregando o médico"
      error={error}
      erroTitulo="Não foi possível carregar o médico."
      onRetry={() => void mutate()}
      onClose={onClose}
      maxWidth="md"
    />
  );
}

export interface MedicoFormDialogProps {
  /** The doctor to edit, or null for 'Novo médico'. */
  id: string | null;
  onClose: () => void;
  onSaved: (medico: MedicoSalvo) => void;
}

/**
 * 'Novo médico' or 'Editar médico': every profile field in three sections (Identificação, Vínculo,
 * Contato), checked as it is typed; the server's 400 messages beside their fields, and a taken CRM or
 * e-mail (409) above them.
 */
export function MedicoFormDialog({ id, onClose, onSaved }: MedicoFormDialogProps) {
  return id ? <EditarMedico id={id} onClose={onClose} onSaved={onSaved} /> : <MedicoForm medico={null} onClose={onClose} onSaved={onSaved} />;
}

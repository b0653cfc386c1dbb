import type { MedicoPerfil } from '@emc/shared/medico';

export const VAZIO = '-';

export interface PerfilCampo {
  label: string;
  value: string;
}

/** A missing or blank value shows '-'. */
export function texto(value: unknown): string {
  if (value === null || value === undefined) return VAZIO;
  const text = String(value).trim();
  return text === '' ? VAZIO : text;
}

/** Only the part of dataNascimento before the first space ("05/03/1980 00:00:00" → "05/03/1980"). */
export function dataNascimento(value: string | null | undefined): string {
  return texto(typeof value === 'string' ? value.trim().split(' ')[0] : value);
}

/** Comma-joined, or '-' when there are none. */
export function especialidadesSecundarias(value: readonly string[] | string | null | undefined): string {
  if (Array.isArray(value)) {
    const items = value.map((v) => String(v).trim()).filter(Boolean);
    return items.length ? items.join(', ') : VAZIO;
  }
  return texto(value);
}

/** The profile as labelled values, in the order shown (spec section 3). */
export function perfilCampos(p: Partial<MedicoPerfil>): PerfilCampo[] {
  return [
    { label: 'Nome', value: texto(p.nome) },
    { label: 'CRM', value: texto(p.crm) },
    { label: 'Status', value: texto(p.status) },
    { label: 'CPF', value: texto(p.cpf) },
    { label: 'Sexo', value: texto(p.sexo) },
    { label: 'Data de nascimento', value: dataNascimento(p.dataNascimento) },
    { label: 'Estado civil', value: texto(p.estadoCivil) },
    { label: 'Especialidade', value: texto(p.especialidade) },
    { label: 'Especialidades secundárias', value: especialidadesSecundarias(p.especialidadesSecundarias) },
    { label: 'Categoria profissional', value: texto(p.categoriaProfissional) },
    { label: 'Tipo', value: texto(p.tipo) },
    { label: 'Telefone', value: texto(p.telefone) },
    { label: 'Celular', value: texto(p.celular) },
    { label: 'Email', value: texto(p.email) },
    { label: 'Área', value: texto(p.area) },
  ];
}

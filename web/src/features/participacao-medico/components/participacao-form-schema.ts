import { asIsoDate } from '@emc/shared/campos';
import { cicloOfDate, closedCicloError, dateErrors, yearOfCiclo, type DateField } from '@emc/shared/ciclo';
import { criarParticipacaoBody, type AtividadeItem, type Ciclo, type CriarParticipacao, type ParticipacaoDetalhe } from '@emc/shared/participacao';
import { ANEXO } from '@emc/shared/status';
import * as z from 'zod/mini';
import { todayIso } from '@/lib/format';

export const FORM_MSG = {
  semComprovante: 'Anexe ao menos um comprovante.',
  maxComprovantes: `Anexe no máximo ${ANEXO.maxPorParticipacao} comprovantes.`,
} as const;

/**
 * The server's date rules (shared/src/ciclo.ts), checked here too against today in São Paulo.
 * `today` is a function so a long-open form keeps up with midnight.
 */
export function dateRules(today: () => string = todayIso) {
  return z.superRefine<{ dataInicio: string; dataFim: string }>(
    (value, ctx) => {
      const dates = { dataInicio: asIsoDate(value?.dataInicio), dataFim: asIsoDate(value?.dataFim) };
      for (const [field, message] of Object.entries(dateErrors(dates, today())) as [DateField, string][]) {
        ctx.issues.push({ code: 'custom', message, path: [field], input: dates[field] });
      }
    },
    // Run even when other fields failed (zod skips refinements after a type error), so every message shows at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

/**
 * The cycle of a start date among those the server lists (`participacao.ciclos`: every one from the
 * first to the current). A date before the first (a typo such as 0202) is a cycle below 1, which
 * closedCicloError refuses as the server does; a date after the current one is not judged here.
 */
function cicloDaData(lista: readonly Ciclo[], inicio: string): Pick<Ciclo, 'ciclo' | 'ano' | 'aberto'> | undefined {
  const listado = lista.find((c) => c.inicio.slice(0, 10) <= inicio && inicio <= c.fim.slice(0, 10));
  if (listado || !lista[0]) return listado;
  const primeiroAno = lista[0].ano - lista[0].ciclo + 1;
  const ciclo = cicloOfDate(inicio, primeiroAno);
  return ciclo < 1 ? { ciclo, ano: yearOfCiclo(ciclo, primeiroAno), aberto: false } : undefined;
}

/** A rule on the start date's cycle, checked once the cycles are known; `julga` picks the cycles it refuses. */
function cicloRule(ciclos: () => readonly Ciclo[] | undefined, julga: (c: Pick<Ciclo, 'ciclo' | 'ano' | 'aberto'>) => boolean) {
  return z.superRefine<{ dataInicio: string }>(
    (value, ctx) => {
      const lista = ciclos();
      const inicio = asIsoDate(value?.dataInicio);
      const ciclo = lista && inicio ? cicloDaData(lista, inicio) : undefined;
      const message = ciclo && julga(ciclo) ? closedCicloError(ciclo) : undefined;
      if (message) ctx.issues.push({ code: 'custom', message, path: ['dataInicio'], input: inicio });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

/**
 * A new participation belongs to the cycle of its start date, which must still be open (until
 * 31 January of the next year) and not before the program's first.
 */
export const cicloAbertoRule = (ciclos: () => readonly Ciclo[] | undefined) => cicloRule(ciclos, () => true);

/** An edit may keep its own closed cycle (the server judges that), never a date before the first cycle. */
export const primeiroCicloRule = (ciclos: () => readonly Ciclo[] | undefined) => cicloRule(ciclos, (c) => c.ciclo < 1);

/** One chosen certificate, already checked (and a photo already shrunk) on selection. */
export interface ArquivoEscolhido {
  key: string;
  file: File;
  /** True when a photo was re-encoded to fit the limits. */
  shrunk: boolean;
}

const arquivos = z.array(z.custom<ArquivoEscolhido>()).check(
  z.minLength(1, FORM_MSG.semComprovante),
  z.maxLength(ANEXO.maxPorParticipacao, FORM_MSG.maxComprovantes),
);

/** The edit form: the shared create schema plus the date rules and the first cycle's bound. */
export function editarFormSchema(today?: () => string, ciclos: () => readonly Ciclo[] | undefined = () => undefined) {
  return criarParticipacaoBody.check(dateRules(today), primeiroCicloRule(ciclos));
}

/** The new-participation form: the same, plus an open cycle, and at least one certificate and at most 5. */
export function novaFormSchema(today?: () => string, ciclos: () => readonly Ciclo[] | undefined = () => undefined) {
  return z.extend(criarParticipacaoBody, { arquivos }).check(dateRules(today), cicloAbertoRule(ciclos));
}

export type EditarFormInput = z.input<ReturnType<typeof editarFormSchema>>;
export type NovaFormInput = z.input<ReturnType<typeof novaFormSchema>>;
export type NovaFormOutput = z.output<ReturnType<typeof novaFormSchema>>;

/** The fields both forms show, where a server 400's messages go. */
export const CAMPOS_DO_FORMULARIO = ['titulo', 'idCategoria', 'idForma', 'instituicao', 'dataInicio', 'dataFim', 'cargaHoraria', 'descricao'] as const;

/** Blank fields (cargaHoraria stays NaN until typed, so the required message shows). */
export const EMPTY_CAMPOS: EditarFormInput = {
  titulo: '',
  idCategoria: '',
  idForma: '',
  idAtividade: null,
  instituicao: '',
  dataInicio: '',
  dataFim: '',
  cargaHoraria: Number.NaN,
  descricao: '',
};

/** Picking a catalogue activity fills these fields and links the activity. */
export function camposDaAtividade(atividade: AtividadeItem): Partial<EditarFormInput> {
  return {
    titulo: atividade.nome,
    idCategoria: atividade.idCategoria,
    idForma: atividade.idForma,
    instituicao: atividade.instituicao,
    dataInicio: atividade.dataInicio.slice(0, 10),
    dataFim: atividade.dataFim.slice(0, 10),
    cargaHoraria: atividade.cargaHoraria,
    idAtividade: atividade.id,
  };
}

/** A participation's current values, for the edit form. */
export function camposDaParticipacao(p: ParticipacaoDetalhe): EditarFormInput {
  return {
    titulo: p.titulo,
    idCategoria: p.idCategoria,
    idForma: p.idForma,
    idAtividade: p.idAtividade ?? null,
    instituicao: p.instituicao,
    dataInicio: p.dataInicio.slice(0, 10),
    dataFim: p.dataFim.slice(0, 10),
    cargaHoraria: p.cargaHoraria,
    descricao: p.descricao ?? '',
  };
}

/** The body fields of create/update from the parsed form: blank optional text goes as null. */
export function corpoDosCampos(values: CriarParticipacao): CriarParticipacao {
  const descricao = values.descricao?.trim() ? values.descricao : null;
  return {
    titulo: values.titulo,
    idCategoria: values.idCategoria,
    idForma: values.idForma,
    idAtividade: values.idAtividade || null,
    instituicao: values.instituicao,
    dataInicio: values.dataInicio,
    dataFim: values.dataFim,
    cargaHoraria: values.cargaHoraria,
    descricao,
    ...(values.idMedico ? { idMedico: values.idMedico } : {}),
  };
}

import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { LembreteLido, SituacaoDoMedico, SituacaoLembrete, TentativaLembrete } from '../db/lembretes';
import type { Mensagem } from '../db/saida';
import { logger } from '../logger';
import { CONCORRENCIA, executarLembretes, LOTE, MARGEM_MS, type FonteLembretes } from './execucao';
import type { MedicoDoLembrete } from './selecao';

/**
 * The run against a table kept in memory that honours the same condition as lib/db/lembretes.ts (a
 * claim, with its outbox item, only of a doctor with no record of the due date), keeping each queued
 * mail as the outbox would. The real table, and the sender that mails and marks the records, are
 * exercised by tests/integration/lembretes.test.ts.
 */

vi.spyOn(logger, 'error').mockImplementation(() => undefined);
vi.spyOn(logger, 'warn').mockImplementation(() => undefined);

interface Registro extends LembreteLido {
  tentativas: number;
}

class Memoria implements FonteLembretes {
  readonly registros = new Map<string, Registro>();
  /** The outbox: each claimed reminder's mail, by the record's key. */
  readonly saida = new Map<string, Mensagem>();
  escritas = 0;
  constructor(
    readonly lista: readonly MedicoDoLembrete[],
    readonly pontos: ReadonlyMap<string, number>,
    readonly metaDoCiclo: number,
    readonly porPagina = 7,
  ) {}

  static chave = (idMedico: string, ciclo: number, data: string) => `${idMedico}|${ciclo}|${data}`;

  async *medicos() {
    for (let i = 0; i < this.lista.length; i += this.porPagina) {
      await Promise.resolve();
      yield this.lista.slice(i, i + this.porPagina);
    }
  }
  meta = async () => this.metaDoCiclo;
  async situacao(ids: readonly string[], ciclo: number, data: string) {
    expect(ids.length).toBeLessThanOrEqual(LOTE);
    await Promise.resolve();
    return new Map<string, SituacaoDoMedico>(
      ids.map((id) => {
        const r = this.registros.get(Memoria.chave(id, ciclo, data));
        return [id, { pontos: this.pontos.get(id) ?? 0, ...(r ? { lembrete: { situacao: r.situacao, tentativaEm: r.tentativaEm } } : {}) }];
      }),
    );
  }
  async reivindicar(t: TentativaLembrete, mensagem: Mensagem) {
    await Promise.resolve();
    const k = Memoria.chave(t.idMedico, t.ciclo, t.data);
    if (this.registros.has(k) || this.saida.has(k)) return false;
    this.escritas++;
    this.registros.set(k, { situacao: 'enviando', tentativaEm: t.tentativaEm, tentativas: 0 });
    this.saida.set(k, mensagem);
    return true;
  }
  /** The addresses of the mails queued so far. */
  enfileirados = () => [...this.saida.values()].flatMap((m) => m.para).sort();
}

const APP = 'https://emc.hospital.example';
const emailDe = (id: string) => `${id}@hospital.example`;
/** 08:00 in São Paulo on `data`, the schedule's time. */
const asOito = (data: string) => new Date(`${data}T08:00:00-03:00`);
const cicloDe = (data: string) => Number(data.slice(0, 4)) - 2008 + 1;

const ano = fc.integer({ min: 2008, max: 2100 });
/** A day the reminders run: 1 to 7 of October, November or December. */
const diaDeEnvio = fc.tuple(ano, fc.constantFrom(10, 11, 12), fc.integer({ min: 1, max: 7 })).map(([a, m, d]) => `${a}-${m}-${String(d).padStart(2, '0')}`);
/** Any other real day. */
const outroDia = fc
  .tuple(ano, fc.integer({ min: 0, max: 365 }))
  .map(([a, n]) => new Date(Date.UTC(a, 0, 1 + n)).toISOString().slice(0, 10))
  .filter((d) => !(Number(d.slice(5, 7)) >= 10 && Number(d.slice(8, 10)) <= 7));

type Anterior = 'nenhum' | 'enviado' | 'falhou' | 'enviando';
interface Caso {
  medico: MedicoDoLembrete;
  pontos: number;
  anterior: Anterior;
}
const creditos = fc.integer({ min: 0, max: 12000 }).map((n) => n / 100);
const caso = (i: number): fc.Arbitrary<Caso> =>
  fc.record({
    medico: fc.record({
      idMedico: fc.constant(`m${i}`),
      nome: fc.constant(`Médica ${i}`),
      email: fc.constant(emailDe(`m${i}`)),
      ativo: fc.boolean(),
      receberLembretes: fc.constantFrom(true, false, undefined),
    }),
    pontos: creditos,
    anterior: fc.constantFrom<Anterior>('nenhum', 'nenhum', 'enviado', 'falhou', 'enviando'),
  });
const casos = fc.integer({ min: 0, max: 60 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => caso(i))));
const meta = fc.integer({ min: 1, max: 10000 }).map((n) => n / 100);

/** A table holding the cases: the doctors (withUndefined attributes dropped, as the index would), their credits, and their earlier records of the due date. */
function montar(lista: readonly Caso[], metaDoCiclo: number, vencimento: string, agora: Date) {
  const medicos = lista.map((c) => Object.fromEntries(Object.entries(c.medico).filter(([, v]) => v !== undefined)) as unknown as MedicoDoLembrete);
  const memoria = new Memoria(medicos, new Map(lista.map((c) => [c.medico.idMedico, c.pontos])), metaDoCiclo);
  const situacao: Record<Exclude<Anterior, 'nenhum'>, SituacaoLembrete> = { enviado: 'enviado', falhou: 'falhou', enviando: 'enviando' };
  for (const c of lista) {
    if (c.anterior === 'nenhum') continue;
    memoria.registros.set(Memoria.chave(c.medico.idMedico, cicloDe(vencimento), vencimento), {
      situacao: situacao[c.anterior],
      tentativaEm: new Date(agora.getTime() - 86_400_000).toISOString(),
      tentativas: 1,
    });
  }
  return memoria;
}

const elegivel = (c: Caso, metaDoCiclo: number) => c.medico.ativo === true && c.medico.receberLembretes !== false && c.pontos < metaDoCiclo;
/** A doctor whose reminder of the due date is not in the table yet: any record (queued, sent, or failing in the outbox) is the outbox's to finish. */
const aguardando = (c: Caso) => c.anterior === 'nenhum';

describe('executarLembretes: properties', () => {
  it('queues one mail for exactly the active doctors below the goal who have not opted out and have no reminder of the due date; a later run queues none', async () => {
    await fc.assert(
      fc.asyncProperty(diaDeEnvio, fc.integer({ min: 1, max: 7 }), casos, meta, async (data, outroDiaDoMes, lista, metaDoCiclo) => {
        const vencimento = `${data.slice(0, 8)}01`;
        const agora = asOito(data);
        const memoria = montar(lista, metaDoCiclo, vencimento, agora);
        const r = await executarLembretes({ fonte: memoria, agora: () => agora, appUrl: APP }, data);

        const esperados = lista.filter((c) => elegivel(c, metaDoCiclo) && aguardando(c));
        expect(memoria.enfileirados()).toEqual(esperados.map((c) => emailDe(c.medico.idMedico)).sort());
        expect(r).toEqual({
          data: vencimento,
          ciclo: cicloDe(vencimento),
          enviados: esperados.length,
          jaEnviados: lista.filter((c) => elegivel(c, metaDoCiclo) && !aguardando(c)).length,
          falhas: 0,
          ignorados: lista.filter((c) => !elegivel(c, metaDoCiclo)).length,
        });
        for (const c of esperados) {
          const k = Memoria.chave(c.medico.idMedico, cicloDe(vencimento), vencimento);
          expect(memoria.registros.get(k)).toMatchObject({ situacao: 'enviando', tentativaEm: agora.toISOString() });
          const a = memoria.saida.get(k)!;
          expect(a.para).toEqual([emailDe(c.medico.idMedico)]);
          expect(a.texto).toContain(`Seus créditos aprovados no ciclo: ${String(c.pontos).replace('.', ',')}`);
          expect(a.texto).toContain(`${APP}/participacao-medico/home`);
        }

        // Any later day of the same window (or the same day again): nothing new.
        const depois = `${data.slice(0, 8)}${String(Math.max(outroDiaDoMes, Number(data.slice(8)))).padStart(2, '0')}`;
        const escritas = memoria.escritas;
        const r2 = await executarLembretes({ fonte: memoria, agora: () => asOito(depois), appUrl: APP }, depois);
        expect(r2).toMatchObject({ enviados: 0, falhas: 0, jaEnviados: lista.filter((c) => elegivel(c, metaDoCiclo)).length });
        expect(memoria.escritas).toBe(escritas);
      }),
      { numRuns: 150 },
    );
  });

  it('queues nothing and writes nothing on a day outside the windows', async () => {
    await fc.assert(
      fc.asyncProperty(outroDia, casos, meta, async (data, lista, metaDoCiclo) => {
        const memoria = montar(lista, metaDoCiclo, `${data.slice(0, 8)}01`, asOito(data));
        const escritasAntes = memoria.escritas;
        const r = await executarLembretes({ fonte: memoria, agora: () => asOito(data), appUrl: APP }, data);
        expect(r).toEqual({ data: null, ciclo: null, enviados: 0, jaEnviados: 0, falhas: 0, ignorados: 0 });
        expect(memoria.saida.size).toBe(0);
        expect(memoria.escritas).toBe(escritasAntes);
      }),
      { numRuns: 150 },
    );
  });

  it('never queues a doctor twice when two runs of the same due date overlap', async () => {
    await fc.assert(
      fc.asyncProperty(diaDeEnvio, casos, meta, async (data, lista, metaDoCiclo) => {
        const vencimento = `${data.slice(0, 8)}01`;
        const memoria = montar(lista, metaDoCiclo, vencimento, asOito(data));
        const deps = { fonte: memoria, agora: () => asOito(data), appUrl: APP };
        const [a, b] = await Promise.all([executarLembretes(deps, data), executarLembretes(deps, data)]);
        const para = memoria.enfileirados();
        expect(new Set(para).size).toBe(para.length);
        expect(para).toEqual(lista.filter((c) => elegivel(c, metaDoCiclo) && aguardando(c)).map((c) => emailDe(c.medico.idMedico)).sort());
        expect(a.enviados + b.enviados).toBe(para.length);
      }),
      { numRuns: 100 },
    );
  });
});

describe('executarLembretes', () => {
  const data = '2026-10-01';
  const lista = (n: number) => Array.from({ length: n }, (_, i) => ({ medico: { idMedico: `m${i}`, nome: `M ${i}`, email: emailDe(`m${i}`), ativo: true }, pontos: 0, anterior: 'nenhum' as const }));

  it('uses today in São Paulo when no date is given', async () => {
    const memoria = montar(lista(3), 50, '2026-11-01', asOito('2026-11-03'));
    // 02:00 UTC on 4 November is still the 3rd in São Paulo.
    const r = await executarLembretes({ fonte: memoria, agora: () => new Date('2026-11-04T02:00:00Z'), appUrl: APP });
    expect(r).toMatchObject({ data: '2026-11-01', ciclo: 19, enviados: 3 });
    expect(memoria.saida.size).toBe(3);
    expect((await executarLembretes({ fonte: memoria, agora: () => new Date('2026-11-08T12:00:00Z'), appUrl: APP })).data).toBeNull();
  });

  it('goes on with the other doctors when a claim fails, and leaves that doctor for the next run', async () => {
    const memoria = montar(lista(5), 50, data, asOito(data));
    const reivindicar = memoria.reivindicar.bind(memoria);
    memoria.reivindicar = async (t, mensagem) => {
      if (t.idMedico === 'm2') throw Object.assign(new Error('throttled'), { name: 'ProvisionedThroughputExceededException' });
      return reivindicar(t, mensagem);
    };
    const r = await executarLembretes({ fonte: memoria, agora: () => asOito(data), appUrl: APP }, data);
    expect(r).toMatchObject({ enviados: 4, falhas: 1 });
    expect(memoria.enfileirados()).not.toContain(emailDe('m2'));
    memoria.reivindicar = reivindicar;
    expect(await executarLembretes({ fonte: memoria, agora: () => asOito(data), appUrl: APP }, data)).toMatchObject({ enviados: 1, jaEnviados: 4 });
    expect(memoria.enfileirados()).toEqual(lista(5).map((c) => emailDe(c.medico.idMedico)).sort());
  });

  it('stops claiming when the invocation runs out of time, leaving the rest unclaimed for the next run', async () => {
    const memoria = montar(lista(3 * LOTE), 50, data, asOito(data));
    let restante = 10 * 60_000;
    const reivindicar = memoria.reivindicar.bind(memoria);
    memoria.reivindicar = async (t, mensagem) => {
      const feito = await reivindicar(t, mensagem);
      if (memoria.saida.size === 20) restante = MARGEM_MS - 1;
      return feito;
    };
    const r = await executarLembretes({ fonte: memoria, agora: () => asOito(data), appUrl: APP, tempoRestante: () => restante }, data);
    // The claims already under way finish; every record has its mail queued.
    const antes = memoria.saida.size;
    expect(r.enviados).toBe(antes);
    expect(antes).toBeGreaterThanOrEqual(20);
    expect(antes).toBeLessThanOrEqual(20 + CONCORRENCIA);
    expect(memoria.registros.size).toBe(antes);
    restante = 10 * 60_000;
    const r2 = await executarLembretes({ fonte: memoria, agora: () => asOito(data), appUrl: APP }, data);
    expect(r2.enviados).toBe(3 * LOTE - antes);
    expect(memoria.saida.size).toBe(3 * LOTE);
  });

  it('counts a doctor without an e-mail address as a failure and writes nothing for them', async () => {
    const memoria = new Memoria([{ idMedico: 'sem', nome: 'Sem E-mail', ativo: true }], new Map(), 50);
    const r = await executarLembretes({ fonte: memoria, agora: () => asOito(data), appUrl: APP }, data);
    expect(r).toMatchObject({ enviados: 0, falhas: 1 });
    expect(memoria.registros.size).toBe(0);
    expect(memoria.saida.size).toBe(0);
  });
});

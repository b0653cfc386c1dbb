import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { LembreteLido, SituacaoDoMedico, SituacaoLembrete, TentativaLembrete } from '../db/lembretes';
import { logger } from '../logger';
import type { Aviso } from '../notificacoes';
import { CONCORRENCIA, executarLembretes, LOTE, MARGEM_MS, type FonteLembretes } from './execucao';
import { REIVINDICACAO_EXPIRA_MS, type MedicoDoLembrete } from './selecao';

/**
 * The run against a table kept in memory that honours the same conditions as lib/db/lembretes.ts
 * (a claim only of a missing, failed or abandoned record; a mark only of the run's own claim), and a
 * mailer that records each mail or fails for the doctors asked. The real table is exercised by
 * tests/integration/lembretes.test.ts.
 */

vi.spyOn(logger, 'error').mockImplementation(() => undefined);
vi.spyOn(logger, 'warn').mockImplementation(() => undefined);

interface Registro extends LembreteLido {
  execucao?: string;
  tentativas: number;
}

class Memoria implements FonteLembretes {
  readonly registros = new Map<string, Registro>();
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
  async reivindicar(t: TentativaLembrete, limite: string) {
    await Promise.resolve();
    const k = Memoria.chave(t.idMedico, t.ciclo, t.data);
    const r = this.registros.get(k);
    if (r && !(r.situacao === 'falhou' || (r.situacao === 'enviando' && r.tentativaEm < limite))) return false;
    this.escritas++;
    this.registros.set(k, { situacao: 'enviando', tentativaEm: t.tentativaEm, execucao: t.execucao, tentativas: (r?.tentativas ?? 0) + 1 });
    return true;
  }
  async marcar(t: TentativaLembrete, situacao: 'enviado' | 'falhou') {
    await Promise.resolve();
    const r = this.registros.get(Memoria.chave(t.idMedico, t.ciclo, t.data));
    if (r?.execucao !== t.execucao || r.situacao !== 'enviando') return false;
    this.escritas++;
    this.registros.set(Memoria.chave(t.idMedico, t.ciclo, t.data), { situacao, tentativaEm: r.tentativaEm, tentativas: r.tentativas });
    return true;
  }
}

/** A mailer that keeps what it sent, and fails (as SES's SDK would) for the addresses in `falhar`. */
function correio(falhar: ReadonlySet<string> = new Set()) {
  const enviados: Aviso[] = [];
  const enviar = async (a: Aviso) => {
    await Promise.resolve();
    if (a.para.some((e) => falhar.has(e))) throw Object.assign(new Error('connect ECONNREFUSED'), { name: 'ECONNREFUSED' });
    enviados.push(a);
  };
  return { enviados, enviar };
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

type Anterior = 'nenhum' | 'enviado' | 'falhou' | 'enviandoRecente' | 'enviandoAbandonado';
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
    anterior: fc.constantFrom<Anterior>('nenhum', 'nenhum', 'enviado', 'falhou', 'enviandoRecente', 'enviandoAbandonado'),
  });
const casos = fc.integer({ min: 0, max: 60 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => caso(i))));
const meta = fc.integer({ min: 1, max: 10000 }).map((n) => n / 100);

/** A table holding the cases: the doctors (withUndefined attributes dropped, as the index would), their credits, and their earlier records of the due date. */
function montar(lista: readonly Caso[], metaDoCiclo: number, vencimento: string, agora: Date) {
  const medicos = lista.map((c) => Object.fromEntries(Object.entries(c.medico).filter(([, v]) => v !== undefined)) as unknown as MedicoDoLembrete);
  const memoria = new Memoria(medicos, new Map(lista.map((c) => [c.medico.idMedico, c.pontos])), metaDoCiclo);
  const situacao: Record<Exclude<Anterior, 'nenhum'>, [SituacaoLembrete, number]> = {
    enviado: ['enviado', 3 * 86_400_000],
    falhou: ['falhou', 3 * 86_400_000],
    enviandoRecente: ['enviando', REIVINDICACAO_EXPIRA_MS / 3],
    enviandoAbandonado: ['enviando', REIVINDICACAO_EXPIRA_MS + 60_000],
  };
  for (const c of lista) {
    if (c.anterior === 'nenhum') continue;
    const [s, atras] = situacao[c.anterior];
    memoria.registros.set(Memoria.chave(c.medico.idMedico, cicloDe(vencimento), vencimento), {
      situacao: s,
      tentativaEm: new Date(agora.getTime() - atras).toISOString(),
      tentativas: 1,
      ...(s === 'enviando' ? { execucao: 'outra' } : {}),
    });
  }
  return memoria;
}

const elegivel = (c: Caso, metaDoCiclo: number) => c.medico.ativo === true && c.medico.receberLembretes !== false && c.pontos < metaDoCiclo;
const aguardando = (c: Caso) => c.anterior === 'nenhum' || c.anterior === 'falhou' || c.anterior === 'enviandoAbandonado';

describe('executarLembretes: properties', () => {
  it('mails exactly the active doctors below the goal who have not opted out and have no reminder sent (or being sent), once; a second run mails none', async () => {
    await fc.assert(
      fc.asyncProperty(diaDeEnvio, fc.integer({ min: 1, max: 7 }), casos, meta, async (data, outroDiaDoMes, lista, metaDoCiclo) => {
        const vencimento = `${data.slice(0, 8)}01`;
        const agora = asOito(data);
        const memoria = montar(lista, metaDoCiclo, vencimento, agora);
        const { enviados, enviar } = correio();
        const r = await executarLembretes({ fonte: memoria, enviar, agora: () => agora, appUrl: APP }, data);

        const esperados = lista.filter((c) => elegivel(c, metaDoCiclo) && aguardando(c)).map((c) => emailDe(c.medico.idMedico));
        expect(enviados.flatMap((a) => a.para).sort()).toEqual(esperados.sort());
        expect(r).toEqual({
          data: vencimento,
          ciclo: cicloDe(vencimento),
          enviados: esperados.length,
          jaEnviados: lista.filter((c) => elegivel(c, metaDoCiclo) && !aguardando(c)).length,
          falhas: 0,
          ignorados: lista.filter((c) => !elegivel(c, metaDoCiclo)).length,
        });
        for (const a of enviados) {
          const c = lista.find((x) => emailDe(x.medico.idMedico) === a.para[0])!;
          expect(a.texto).toContain(`Seus créditos aprovados no ciclo: ${String(c.pontos).replace('.', ',')}`);
          expect(a.texto).toContain(`${APP}/participacao-medico/home`);
        }

        // Any later day of the same window (or the same day again): nothing new.
        const depois = `${data.slice(0, 8)}${String(Math.max(outroDiaDoMes, Number(data.slice(8)))).padStart(2, '0')}`;
        const segunda = correio();
        const r2 = await executarLembretes({ fonte: memoria, enviar: segunda.enviar, agora: () => asOito(depois), appUrl: APP }, depois);
        // Only a claim another run left 'enviando' (never marked) is taken over, once it is older than 15 minutes.
        const retomados = depois === data ? [] : lista.filter((c) => elegivel(c, metaDoCiclo) && c.anterior === 'enviandoRecente').map((c) => emailDe(c.medico.idMedico));
        expect(segunda.enviados.flatMap((a) => a.para).sort()).toEqual(retomados.sort());
        expect(r2).toMatchObject({ enviados: retomados.length, falhas: 0 });
      }),
      { numRuns: 150 },
    );
  });

  it('sends nothing and writes nothing on a day outside the windows', async () => {
    await fc.assert(
      fc.asyncProperty(outroDia, casos, meta, async (data, lista, metaDoCiclo) => {
        const memoria = montar(lista, metaDoCiclo, `${data.slice(0, 8)}01`, asOito(data));
        const escritasAntes = memoria.escritas;
        const { enviados, enviar } = correio();
        const r = await executarLembretes({ fonte: memoria, enviar, agora: () => asOito(data), appUrl: APP }, data);
        expect(r).toEqual({ data: null, ciclo: null, enviados: 0, jaEnviados: 0, falhas: 0, ignorados: 0 });
        expect(enviados).toEqual([]);
        expect(memoria.escritas).toBe(escritasAntes);
      }),
      { numRuns: 150 },
    );
  });

  it('records a failed mail as falhou without stopping the others, and the next run retries exactly those, once', async () => {
    await fc.assert(
      fc.asyncProperty(diaDeEnvio, casos, meta, fc.func(fc.boolean()), async (data, lista, metaDoCiclo, falha) => {
        const vencimento = `${data.slice(0, 8)}01`;
        const limpa = lista.map((c) => ({ ...c, anterior: 'nenhum' as const }));
        const memoria = montar(limpa, metaDoCiclo, vencimento, asOito(data));
        const alvo = limpa.filter((c) => elegivel(c, metaDoCiclo)).map((c) => emailDe(c.medico.idMedico));
        const falhar = new Set(alvo.filter((e) => falha(e)));

        const primeira = correio(falhar);
        const r1 = await executarLembretes({ fonte: memoria, enviar: primeira.enviar, agora: () => asOito(data), appUrl: APP }, data);
        expect(r1.falhas).toBe(falhar.size);
        expect(r1.enviados).toBe(alvo.length - falhar.size);
        expect(primeira.enviados.flatMap((a) => a.para).sort()).toEqual(alvo.filter((e) => !falhar.has(e)).sort());
        for (const e of falhar) expect(memoria.registros.get(Memoria.chave(e.split('@')[0]!, cicloDe(vencimento), vencimento))).toMatchObject({ situacao: 'falhou', tentativas: 1 });

        const segunda = correio();
        const r2 = await executarLembretes({ fonte: memoria, enviar: segunda.enviar, agora: () => asOito(data), appUrl: APP }, data);
        expect(segunda.enviados.flatMap((a) => a.para).sort()).toEqual([...falhar].sort());
        expect(r2).toMatchObject({ enviados: falhar.size, jaEnviados: alvo.length - falhar.size, falhas: 0 });
        for (const e of falhar) expect(memoria.registros.get(Memoria.chave(e.split('@')[0]!, cicloDe(vencimento), vencimento))).toMatchObject({ situacao: 'enviado', tentativas: 2 });

        const terceira = correio();
        await executarLembretes({ fonte: memoria, enviar: terceira.enviar, agora: () => asOito(data), appUrl: APP }, data);
        expect(terceira.enviados).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('never mails a doctor twice when two runs of the same due date overlap', async () => {
    await fc.assert(
      fc.asyncProperty(diaDeEnvio, casos, meta, async (data, lista, metaDoCiclo) => {
        const vencimento = `${data.slice(0, 8)}01`;
        const memoria = montar(lista, metaDoCiclo, vencimento, asOito(data));
        const { enviados, enviar } = correio();
        const deps = { fonte: memoria, enviar, agora: () => asOito(data), appUrl: APP };
        const [a, b] = await Promise.all([executarLembretes(deps, data), executarLembretes(deps, data)]);
        const para = enviados.flatMap((m) => m.para);
        expect(new Set(para).size).toBe(para.length);
        expect(para.sort()).toEqual(lista.filter((c) => elegivel(c, metaDoCiclo) && aguardando(c)).map((c) => emailDe(c.medico.idMedico)).sort());
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
    const { enviados, enviar } = correio();
    // 02:00 UTC on 4 November is still the 3rd in São Paulo.
    const r = await executarLembretes({ fonte: memoria, enviar, agora: () => new Date('2026-11-04T02:00:00Z'), appUrl: APP });
    expect(r).toMatchObject({ data: '2026-11-01', ciclo: 19, enviados: 3 });
    expect(enviados).toHaveLength(3);
    expect((await executarLembretes({ fonte: memoria, enviar, agora: () => new Date('2026-11-08T12:00:00Z'), appUrl: APP })).data).toBeNull();
  });

  it('goes on with the other doctors when a claim fails, and leaves that doctor for the next run', async () => {
    const memoria = montar(lista(5), 50, data, asOito(data));
    const reivindicar = memoria.reivindicar.bind(memoria);
    memoria.reivindicar = async (t, limite) => {
      if (t.idMedico === 'm2') throw Object.assign(new Error('throttled'), { name: 'ProvisionedThroughputExceededException' });
      return reivindicar(t, limite);
    };
    const { enviados, enviar } = correio();
    const r = await executarLembretes({ fonte: memoria, enviar, agora: () => asOito(data), appUrl: APP }, data);
    expect(r).toMatchObject({ enviados: 4, falhas: 1 });
    expect(enviados.map((a) => a.para[0])).not.toContain(emailDe('m2'));
    memoria.reivindicar = reivindicar;
    const segunda = correio();
    expect(await executarLembretes({ fonte: memoria, enviar: segunda.enviar, agora: () => asOito(data), appUrl: APP }, data)).toMatchObject({ enviados: 1, jaEnviados: 4 });
    expect(segunda.enviados.map((a) => a.para[0])).toEqual([emailDe('m2')]);
  });

  it('stops claiming when the invocation runs out of time, leaving the rest unclaimed for the next run', async () => {
    const memoria = montar(lista(3 * LOTE), 50, data, asOito(data));
    let restante = 10 * 60_000;
    const { enviados, enviar } = correio();
    const r = await executarLembretes(
      {
        fonte: memoria,
        enviar: async (a) => {
          await enviar(a);
          if (enviados.length === 20) restante = MARGEM_MS - 1;
        },
        agora: () => asOito(data),
        appUrl: APP,
        tempoRestante: () => restante,
      },
      data,
    );
    // The sends already under way finish; no claim is left 'enviando'.
    expect(r.enviados).toBe(enviados.length);
    expect(enviados.length).toBeGreaterThanOrEqual(20);
    expect(enviados.length).toBeLessThanOrEqual(20 + CONCORRENCIA);
    expect([...memoria.registros.values()].every((x) => x.situacao === 'enviado')).toBe(true);
    const segunda = correio();
    const r2 = await executarLembretes({ fonte: memoria, enviar: segunda.enviar, agora: () => asOito(data), appUrl: APP }, data);
    expect(r2.enviados).toBe(3 * LOTE - enviados.length);
  });

  it('records a doctor without an e-mail address as a failure', async () => {
    const memoria = new Memoria([{ idMedico: 'sem', nome: 'Sem E-mail', ativo: true }], new Map(), 50);
    const r = await executarLembretes({ fonte: memoria, enviar: correio().enviar, agora: () => asOito(data), appUrl: APP }, data);
    expect(r).toMatchObject({ enviados: 0, falhas: 1 });
    expect(memoria.registros.get(Memoria.chave('sem', 19, data))?.situacao).toBe('falhou');
  });
});

import { withDynamoLocal } from './dynamo-local';

const OTHER_MEDICOS = Number(process.env.BENCH_DOCTORS ?? 5000);
const OTHER_PARTICIPACOES = Number(process.env.BENCH_PARTICIPATIONS ?? 100_000);
const TARGET_PARTICIPACOES = 300;

/**
 * Consumed read units of the doctor's list, performance and history calls, measured with
 * ReturnConsumedCapacity against DynamoDB Local: first with only the measured doctor in the table,
 * then with 100k participations of 5k other doctors. Reads must not grow with the table.
 * The administrators' review queue is measured with half and then all of the other doctors loaded
 * (so page 50 exists both times): without a text filter its reads must not grow either; with one,
 * they grow with the status's partition (printed, not checked).
 */
export function benchReads(): Promise<boolean> {
  return withDynamoLocal(async ({ raw, db, write }) => {
    let units = 0;
    raw.middlewareStack.add(
      (next) => async (args) => {
        (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
        const out = await next(args);
        const cc = (out.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }).ConsumedCapacity;
        for (const c of Array.isArray(cc) ? cc : cc ? [cc] : []) units += c.CapacityUnits ?? 0;
        return out;
      },
      { step: 'initialize', name: 'countCapacity' },
    );
    const { participacaoItem } = await import('@emc/functions/lib/db/participacoes');
    const { medicoCicloAggKey, medicoTotalAggKey, filaAggKey, cicloAggKey } = await import('@emc/functions/lib/db/contadores');
    const { usuarioKey } = await import('@emc/functions/lib/db/usuarios');
    const { contribution, COUNTER_NAMES, filaDeltas } = await import('@emc/functions/lib/participacoes/aggregates');
    const analise = await import('@emc/functions/analise/fila');
    const { currentCiclo } = await import('@emc/functions/lib/ciclo');
    const medico = await import('@emc/functions/medico/participacoes');
    const { desempenho } = await import('@emc/functions/medico/desempenho');
    const { historicoCiclos } = await import('@emc/functions/medico/historico-ciclos');
    const { getDesempenhoTotal } = await import('@emc/functions/indicador/get-desempenho-total');

    const atual = currentCiclo();
    /** The review queue's counters, kept over every participation written (put after each load). */
    const fila = new Map<string, Record<string, number>>();
    const filaCounters = () => [...fila].map(([filtro, counts]) => ({ ...filaAggKey(JSON.parse(filtro) as { ciclo?: number; idCategoria?: string }), ...counts }));
    /** Participations of one doctor plus the counters the domain would have written for them. */
    const medicoItems = (idMedico: string, n: number, salt: number) => {
      const items: Record<string, unknown>[] = [];
      const perCiclo = new Map<number, Record<string, number>>();
      const total: Record<string, number> = {};
      for (let i = 0; i < n; i++) {
        const ciclo = atual - (i % 8);
        const status = ([1, 2, 2, 2, 3, 4] as const)[(i + salt) % 6]!;
        const p = {
          id: `p${salt}x${i}`, idMedico, nomeMedico: 'Bench', crmMedico: '1', tipoMedico: 'Funcionário', idArea: 'a', ciclo, status, titulo: `Participação ${i}`,
          idCategoria: 'c', categoria: 'Congressos', categoriaTipo: 'OUTRA' as const, idForma: 'f', forma: 'Ouvinte', instituicao: 'Hospital', dataInicio: `${2007 + ciclo}-0${1 + (i % 9)}-10`,
          dataFim: `${2007 + ciclo}-0${1 + (i % 9)}-10`, cargaHoraria: 4, credito: status === 2 ? 5 : 0, valor: status === 2 ? ('medio valor' as const) : undefined, versao: 1,
          criadaEm: new Date().toISOString(), criadaPor: 'u', anexos: [], historico: [],
        };
        items.push(participacaoItem(p));
        for (const [filtro, delta] of filaDeltas(null, p)) {
          const acc = fila.get(filtro) ?? {};
          for (const [k, v] of Object.entries(delta)) acc[k] = (acc[k] ?? 0) + v;
          fila.set(filtro, acc);
        }
        const c = contribution(p);
        const acc = perCiclo.get(ciclo) ?? {};
        for (const k of COUNTER_NAMES) acc[k] = (acc[k] ?? 0) + c[k];
        perCiclo.set(ciclo, acc);
        for (const k of ['registros', 'pendentes', 'aprovados', 'reprovados', 'emAjuste'] as const) total[k] = (total[k] ?? 0) + c[k];
      }
      for (const [ciclo, acc] of perCiclo) items.push({ ...medicoCicloAggKey(idMedico, ciclo), ...acc, versao: 1, ciclo, idMedico });
      items.push({ ...medicoTotalAggKey(idMedico), ...total, idMedico });
      return items;
    };

    const admin = { idUsuario: 'bench', name: 'Bench', email: '', roles: ['Administradores' as const] };
    const target = 'benchmedico1';
    await write(medicoItems(target, TARGET_PARTICIPACOES, 0));
    // Desempenho's cycle counters (cicloAggKey), as full as they get: every field the indicator reads.
    const meses = Array.from({ length: 12 }, (_, i) => `mes${String(i + 1).padStart(2, '0')}`);
    const porTipo = ['participantesFuncionarios', 'participantesNaoFuncionarios', 'atingiramMetaFuncionarios', 'atingiramMetaNaoFuncionarios', 'registros', 'aprovados'];
    const cicloAgg = (ciclo: number) => ({ ...cicloAggKey(ciclo), ciclo, ...Object.fromEntries([...porTipo, ...meses].map((k) => [k, 12345])) });
    await write([cicloAgg(atual), cicloAgg(atual - 1)]);
    // Every signed-in request reads its caller's account: once per minute per warm function, else from memory.
    const { accountReader } = await import('@emc/functions/lib/account-check');
    await write([{ ...usuarioKey(admin.idUsuario), type: 'USUARIO', ativo: true, roles: admin.roles, sub: 'bench-sub' }]);
    const warm = accountReader(db, { ttlMs: 60_000, now: () => 0 });
    await warm(admin.idUsuario);
    const input = (query: Record<string, unknown>, params: Record<string, unknown> = {}) => ({ params, query, body: {}, headers: {}, files: [] }) as never;
    const calls: [string, () => Promise<unknown>][] = [
      ['participacoes-status page 1', () => medico.participacoesStatus(input({ idMedico: target, status: 2, page: 1 }), admin, db)],
      ['participacoes-status page 5', () => medico.participacoesStatus(input({ idMedico: target, status: 2, page: 5 }), admin, db)],
      ['participacoes-quantidade', () => medico.participacoesQuantidade(input({ idMedico: target }), admin, db)],
      ['historico-participacoes-ciclos p1', () => medico.historicoParticipacoesCiclos(input({ idMedico: target, ciclo: atual, page: 1 }), admin, db)],
      ['desempenho', () => desempenho(input({}, { id: target }), admin, db)],
      ['historico-ciclos', () => historicoCiclos(input({}, { id: target }), admin, db)],
      ['indicador get-desempenho-total', () => getDesempenhoTotal(input({}), admin, db)],
      ['account check, cold (per minute)', () => accountReader(db, { ttlMs: 60_000 })(admin.idUsuario)],
      ['account check, warm', () => warm(admin.idUsuario)],
    ];
    const filaCalls: [string, () => Promise<unknown>][] = [
      ['fila status 1 page 1', () => analise.participacoesAdministrador(input({ status: 1, page: 1 }), admin, db)],
      ['fila status 1 page 50', () => analise.participacoesAdministrador(input({ status: 1, page: 50 }), admin, db)],
      ['fila status 2 ciclo+categoria page 1', () => analise.participacoesAdministrador(input({ status: 2, page: 1, ciclo: atual, categoria: 'c' }), admin, db)],
      ['fila status 2 ciclo+categoria page 50', () => analise.participacoesAdministrador(input({ status: 2, page: 50, ciclo: atual, categoria: 'c' }), admin, db)],
      ['quantidade (fila)', () => analise.participacoesQuantidade(input({}), admin, db)],
      ['quantidade ciclo+categoria (fila)', () => analise.participacoesQuantidade(input({ ciclo: atual, categoria: 'c' }), admin, db)],
    ];
    const filaTextCalls: [string, () => Promise<unknown>][] = [
      ['fila status 1 texto page 1', () => analise.participacoesAdministrador(input({ status: 1, page: 1, texto: 'participação 7' }), admin, db)],
      ['fila status 1 texto+ciclo page 1', () => analise.participacoesAdministrador(input({ status: 1, page: 1, texto: 'participação 7', ciclo: atual }), admin, db)],
      ['quantidade texto (fila)', () => analise.participacoesQuantidade(input({ texto: 'participação 7' }), admin, db)],
    ];
    const measure = async (list = calls) => {
      const out: number[] = [];
      for (const [, fn] of list) {
        units = 0;
        await fn();
        out.push(units);
      }
      return out;
    };
    const small = await measure();
    const t0 = Date.now();
    const batch: Record<string, unknown>[] = [];
    const per = Math.ceil(OTHER_PARTICIPACOES / OTHER_MEDICOS);
    const load = async (from: number, to: number) => {
      for (let d = from; d < to; d++) {
        batch.push(...medicoItems(`benchm${d}`, per, d + 1));
        if (batch.length >= 20000) await write(batch.splice(0));
      }
      await write([...batch.splice(0), ...filaCounters()]);
    };
    const half = Math.floor(OTHER_MEDICOS / 2);
    await load(0, half);
    const filaHalf = await measure([...filaCalls, ...filaTextCalls]);
    await load(half, OTHER_MEDICOS);
    const loadSeconds = (Date.now() - t0) / 1000;
    const large = await measure();
    const filaFull = await measure([...filaCalls, ...filaTextCalls]);
    console.log(`\nRead units per call (ReturnConsumedCapacity TOTAL, DynamoDB Local); the measured doctor has ${TARGET_PARTICIPACOES} participations.`);
    console.log(`Then ${OTHER_PARTICIPACOES.toLocaleString('en')} participations of ${OTHER_MEDICOS.toLocaleString('en')} other doctors were loaded (${loadSeconds.toFixed(0)} s).`);
    console.log('call'.padEnd(36), 'RCU small table'.padStart(16), 'RCU large table'.padStart(16), 'ratio'.padStart(7));
    let ok = true;
    calls.forEach(([name], i) => {
      const ratio = large[i] === small[i] ? 1 : large[i]! / small[i]!;
      ok &&= ratio <= 1.01 && large[i]! < 10;
      console.log(name.padEnd(36), small[i]!.toFixed(1).padStart(16), large[i]!.toFixed(1).padStart(16), ratio.toFixed(2).padStart(7));
    });
    console.log(`\nReview queue (participacoes-administrador, participacoes-quantidade): ${half * per} then ${OTHER_MEDICOS * per} other participations.`);
    console.log('call'.padEnd(40), 'RCU half'.padStart(12), 'RCU full'.padStart(12), 'ratio'.padStart(7));
    [...filaCalls, ...filaTextCalls].forEach(([name], i) => {
      const ratio = filaFull[i] === filaHalf[i] ? 1 : filaFull[i]! / filaHalf[i]!;
      // Without text the reads stay put; with text they grow with the partition (not checked).
      if (i < filaCalls.length) ok &&= ratio <= 1.01;
      console.log(`${name}${i < filaCalls.length ? '' : ' *'}`.padEnd(40), filaHalf[i]!.toFixed(1).padStart(12), filaFull[i]!.toFixed(1).padStart(12), ratio.toFixed(2).padStart(7));
    });
    console.log('* text filter: reads the status partition whole, so grows with it.');
    return ok;
  });
}

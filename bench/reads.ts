import type { MedicoRegistro } from '@emc/functions/lib/db/medicos';
import { withDynamoLocal } from './dynamo-local';

const OTHER_MEDICOS = Number(process.env.BENCH_DOCTORS ?? 5000);
const OTHER_PARTICIPACOES = Number(process.env.BENCH_PARTICIPATIONS ?? 100_000);
const TARGET_PARTICIPACOES = 300;
/** The other doctors' names (a common surname, Silva, in 1 of 8; one doctor alone, in the first half loaded, is Zanetti) and their titles' themes. */
const NOMES = ['Ana', 'João', 'Maria', 'José', 'Paulo', 'Carla', 'Lucas', 'Júlia', 'Pedro', 'Beatriz', 'Rafael', 'Fernanda'];
const SOBRENOMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Pereira', 'Costa', 'Almeida'];
const TEMAS = ['Congresso de Cardiologia', 'Simpósio de Pediatria', 'Jornada de Ortopedia', 'Curso de Emergências', 'Encontro de Oncologia', 'Fórum de Gestão Hospitalar', 'Reunião Clínica', 'Webinar de Infectologia'];
const RARO = 7;
/** The rare terms' calls (one doctor's): their reads must not grow with the table. */
const RAROS = ['Zanetti', '100.007', 'medico7@'];
const medicoDoBench = (d: number) => ({
  nome: d === RARO ? 'Otávio Zanetti Prado' : `${NOMES[d % NOMES.length]} ${SOBRENOMES[Math.floor(d / NOMES.length) % SOBRENOMES.length]} ${SOBRENOMES[(d * 7 + 3) % SOBRENOMES.length]}`,
  crm: String(100000 + d),
});

/**
 * Consumed read units of the doctor's list, performance and history calls, measured with
 * ReturnConsumedCapacity against DynamoDB Local: first with only the measured doctor in the table,
 * then with 100k participations of 5k other doctors. Reads must not grow with the table.
 * The administrators' review queue and the corpo clínico are measured with half and then all of the
 * other doctors loaded (so page 50 exists both times): without a text filter their reads must not
 * grow either, nor with a rare term's; a common term's grow with its matches, printed beside them.
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
    const participacoesDb = await import('@emc/functions/lib/db/participacoes');
    const medicosDb = await import('@emc/functions/lib/db/medicos');
    const { participacaoItem } = participacoesDb;
    const { corpoClinico } = await import('@emc/functions/medico/corpo-clinico');
    const { queryAll } = await import('@emc/functions/lib/db/items');
    const { INDEX } = await import('@emc/shared/table');
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
    const medicoItems = (idMedico: string, n: number, salt: number, medico = { nome: 'Bench', crm: '1' }) => {
      const items: Record<string, unknown>[] = [];
      const perCiclo = new Map<number, Record<string, number>>();
      const total: Record<string, number> = {};
      for (let i = 0; i < n; i++) {
        const ciclo = atual - (i % 8);
        const status = ([1, 2, 2, 2, 3, 4] as const)[(i + salt) % 6]!;
        const p = {
          id: `p${salt}x${i}`, idMedico, nomeMedico: medico.nome, crmMedico: medico.crm, tipoMedico: 'Funcionário', idArea: 'a', ciclo, status, titulo: `${TEMAS[(i + salt) % TEMAS.length]} ${i}`,
          idCategoria: 'c', categoria: 'Congressos', categoriaTipo: 'OUTRA' as const, idForma: 'f', forma: 'Ouvinte', instituicao: 'Hospital', dataInicio: `${2007 + ciclo}-0${1 + (i % 9)}-10`,
          dataFim: `${2007 + ciclo}-0${1 + (i % 9)}-10`, cargaHoraria: 4, credito: status === 2 ? 5 : 0, valor: status === 2 ? ('medio valor' as const) : undefined, versao: 1,
          criadaEm: new Date().toISOString(), criadaPor: 'u', anexos: [], historico: [],
        };
        // With its search entries, as its transaction writes them.
        items.push(participacaoItem(p), ...participacoesDb.entradasDaBusca(p));
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
      ['corpo clinico page 1', () => corpoClinico(input({ page: 1 }), admin, db)],
      ['corpo clinico page 20', () => corpoClinico(input({ page: 20 }), admin, db)],
    ];
    const antiga = (status: number, filtro: { ciclo?: number; idCategoria?: string }, texto: string) => async () => {
      const { index, pk } = participacoesDb.filaPartition(status, filtro);
      return { totalItems: (await queryAll(db, { index, pk, filter: { expression: 'contains(busca, :t)', values: { ':t': texto } }, attributes: ['pk'] })).length };
    };
    const antigaStaff = (texto: string) => async () => ({
      totalItems: (await queryAll(db, { index: INDEX.byName, pk: medicosDb.MEDICOS, filter: { expression: 'contains(busca, :t)', values: { ':t': texto } } })).length,
    });
    const naFila = (query: Record<string, unknown>) => () => analise.participacoesAdministrador(input(query), admin, db);
    const staff = (query: Record<string, unknown>) => () => corpoClinico(input(query), admin, db);
    // A common term (a surname of 1 in 8 doctors), a rare one (one doctor), a title's word; page 1 and a later page.
    const filaTextCalls: [string, () => Promise<unknown>][] = [
      ['fila s2 "silva" page 1', naFila({ status: 2, page: 1, texto: 'silva' })],
      ['fila s2 "silva" page 20', naFila({ status: 2, page: 20, texto: 'silva' })],
      ['fila s2 "silva" ciclo+categoria page 1', naFila({ status: 2, page: 1, texto: 'silva', ciclo: atual, categoria: 'c' })],
      ['fila s2 "Zanetti" page 1', naFila({ status: 2, page: 1, texto: 'Zanetti' })],
      ['fila s2 "Zanetti" ciclo page 1', naFila({ status: 2, page: 1, texto: 'Zanetti', ciclo: atual })],
      ['fila s2 CRM "100.007" page 1', naFila({ status: 2, page: 1, texto: '100.007' })],
      ['fila s1 "ortopedia" page 1', naFila({ status: 1, page: 1, texto: 'ortopedia' })],
      ['fila s1 "ortopedia" page 10', naFila({ status: 1, page: 10, texto: 'ortopedia' })],
      ['quantidade "silva" (fila)', () => analise.participacoesQuantidade(input({ texto: 'silva' }), admin, db)],
      ['quantidade "Zanetti" (fila)', () => analise.participacoesQuantidade(input({ texto: 'Zanetti' }), admin, db)],
      ['corpo clinico "silva" page 1', staff({ page: 1, filter: 'silva' })],
      ['corpo clinico "silva" page 20', staff({ page: 20, filter: 'silva' })],
      ['corpo clinico "Zanetti" page 1', staff({ page: 1, filter: 'Zanetti' })],
      ['corpo clinico CRM "100.007" page 1', staff({ page: 1, filter: '100.007' })],
      ['corpo clinico e-mail "medico7@" page 1', staff({ page: 1, filter: 'medico7@' })],
      // Before the search entries (the same Query the filters sent then): the status's queue partition, and the staff, read whole with a contains() filter.
      ['before: fila s2 partition read "silva"', antiga(2, {}, 'silva')],
      ['before: fila s2 partition read "zanetti"', antiga(2, {}, 'zanetti')],
      ['before: fila s2 ciclo+categoria read "silva"', antiga(2, { ciclo: atual, idCategoria: 'c' }, 'silva')],
      ['before: fila s1 partition read "ortopedia"', antiga(1, {}, 'ortopedia')],
      ['before: quantidade, 4 partitions "silva"', async () => ({ totalItems: (await Promise.all([1, 2, 3, 4].map((st) => antiga(st, {}, 'silva')()))).reduce((a, r) => a + r.totalItems, 0) })],
      ['before: corpo clinico staff read "silva"', antigaStaff('silva')],
      ['before: corpo clinico staff read "zanetti"', antigaStaff('zanetti')],
    ];
    /** The matches of each call's answer (its totalItems, or the counts' sum), of the last measure. */
    let totais: (number | undefined)[] = [];
    const measure = async (list = calls) => {
      const out: number[] = [];
      totais = [];
      for (const [, fn] of list) {
        units = 0;
        const r = (await fn()) as { totalItems?: number } | { quantidade: number }[];
        out.push(units);
        totais.push(Array.isArray(r) ? r.reduce((a, q) => a + q.quantidade, 0) : r.totalItems);
      }
      return out;
    };
    const small = await measure();
    const t0 = Date.now();
    const batch: Record<string, unknown>[] = [];
    const per = Math.ceil(OTHER_PARTICIPACOES / OTHER_MEDICOS);
    const load = async (from: number, to: number) => {
      for (let d = from; d < to; d++) {
        const m = medicoDoBench(d);
        const registro: MedicoRegistro = { idMedico: `benchm${d}`, ...m, ativo: true, tipo: 'Funcionário', idArea: 'a', cpf: '529.982.247-25', sexo: 'Feminino', dataNascimento: '1980-01-01', estadoCivil: 'Casado(a)', especialidade: 'Clínica Médica', especialidadesSecundarias: [], categoriaProfissional: 'Associado', telefone: '-', celular: '-', email: `medico${d}@hospital.example` };
        batch.push(medicosDb.medicoItem(registro), ...medicosDb.entradasDoMedico(registro), ...medicoItems(`benchm${d}`, per, d + 1, m));
        if (batch.length >= 20000) await write(batch.splice(0));
      }
      medicosListados += to - from;
      await write([...batch.splice(0), ...filaCounters(), { ...medicosDb.contadorMedicosKey, type: 'CONTADOR', total: medicosListados }]);
    };
    let medicosListados = 0;
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
    console.log('call'.padEnd(44), 'RCU half'.padStart(10), 'RCU full'.padStart(10), 'ratio'.padStart(7), 'matches'.padStart(9));
    [...filaCalls, ...filaTextCalls].forEach(([name], i) => {
      const ratio = filaFull[i] === filaHalf[i] ? 1 : filaFull[i]! / filaHalf[i]!;
      const texto = i >= filaCalls.length;
      // Without text the reads stay put; with a rare term too; a common term's grow with its matches (printed beside).
      // Half a unit of slack: a Query's entries are summed and rounded up to 4 KB, and the names and titles vary in length.
      if (!texto || (RAROS.some((r) => name.includes(r)) && !name.startsWith('before'))) ok &&= filaFull[i]! <= filaHalf[i]! + 0.5;
      const n = totais[i];
      console.log(`${name}${texto ? ' *' : ''}`.padEnd(44), filaHalf[i]!.toFixed(1).padStart(10), filaFull[i]!.toFixed(1).padStart(10), ratio.toFixed(2).padStart(7), (n === undefined ? '' : String(n)).padStart(9));
    });
    console.log('* text filter: the search entries of the words starting with the term (lib/db/busca.ts), so its reads follow the matches (the last column, of the full table: totalItems or the counts).');
    return ok;
  });
}

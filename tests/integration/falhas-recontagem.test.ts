import { MSG } from '@emc/shared/messages';
import type { PreviaMeta } from '@emc/shared/tarefas';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, api, tokenFor } from '../support/api';
import { cicloAtual } from '../support/clock';
import { emMundoProprio, falhaNoMundo, falhasDoMundo } from '../support/mundo';
import { semDivergencias } from '../support/verificar';

/**
 * A function killed in the middle of a recount (lib/tarefas/): a goal change commits the goal and its
 * job, then runs the job before it answers; the fault proxy kills the world's functions with the job's
 * first write of the doctors' marks in flight. The job is left held by a runner that is gone; the
 * stream's runner (this world has its own DynamoDB Local, with the stream) takes it over once the
 * claim lapses and finishes it from its checkpoint, and the counters end exact (verificar).
 */
emMundoProprio('falhas-recontagem', { dynamoProprio: true, falhasDynamo: true });

let token: string;
const previa = async (meta: number) => {
  const res = await api(`/api/ciclo/previa?ciclo=${cicloAtual()}&meta=${meta}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.data as PreviaMeta;
};

beforeAll(async () => {
  token = await tokenFor(DEMO.admin);
});

describe.each(['passar', 'descartar'] as const)('a goal change killed with its recount’s first write in flight (%s)', (depois) => {
  it('the stream’s runner takes the job over and the goal-reacher counters end exact', async () => {
    // A goal some demo doctors cross, so the recount writes; each case moves it the other way.
    const metas = depois === 'passar' ? [5, 10, 15, 20, 1] : [50, 45, 40, 30];
    let meta: number | undefined;
    for (const m of metas) if ((await previa(m)).mudam > 0) {
      meta = m;
      break;
    }
    expect(meta, 'a goal that moves some demo doctor').toBeDefined();

    await falhaNoMundo([{ tipo: 'matar', operacao: 'TransactWriteItems', contem: 'atingiu', depois }]);
    const morta = await api('/api/ciclo/update', { method: 'PUT', token, json: { ciclo: cicloAtual(), meta } });
    expect(morta.status, morta.text).toBe(500);
    expect(morta.data).toEqual({ title: MSG.internal, status: 500 });
    expect((await falhasDoMundo()).mortes).toBe(1);
    await falhaNoMundo([]);

    // The goal committed with its job; once the job is done no doctor is left on the wrong side of it.
    await semDivergencias();
    expect(await previa(meta!)).toMatchObject({ metaAtual: meta, mudam: 0 });
  }, 150_000);
});

import { DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { adminToken, cadastroMedico, criarMedico } from '../support/cadastro';
import { domain } from '../support/direct';

/**
 * `backfillUnicosPessoas`, for data made before the uniqueness markers: a doctor and its account
 * brought back to that state get their markers, their e-mail in `busca` and their account's id; a
 * second run changes nothing; a CRM two old doctors share stays with the first.
 */
describe('backfillUnicosPessoas', () => {
  it('marks the CRM and the e-mail of records made before the markers, once, and reports a shared CRM', async () => {
    const d = await domain();
    const [{ backfillUnicosPessoas }, { unicoKey }, medicos, { newId }] = await Promise.all([
      import('@emc/functions/cadastro/backfill'),
      import('@emc/functions/lib/db/unicos'),
      import('@emc/functions/lib/db/medicos'),
      import('@emc/functions/lib/ids'),
    ]);
    const m = await criarMedico();
    const conta = (await d.getUsuarioPorEmailAgora(d.db, m.email))!;
    const key = medicos.medicoKey(m.id);
    const item = async () => (await d.db.client.send(new GetCommand({ TableName: d.db.table, Key: key }))).Item!;
    const marcador = async (kind: 'CRM' | 'EMAIL', valor: string) => (await d.db.client.send(new GetCommand({ TableName: d.db.table, Key: unicoKey(kind, valor) }))).Item;

    // As before the markers: none, no e-mail in busca, no account id on the doctor.
    await d.db.client.send(new DeleteCommand({ TableName: d.db.table, Key: unicoKey('CRM', m.crm) }));
    await d.db.client.send(new DeleteCommand({ TableName: d.db.table, Key: unicoKey('EMAIL', m.email) }));
    await d.db.client.send(new UpdateCommand({ TableName: d.db.table, Key: key, UpdateExpression: 'SET busca = :b REMOVE idUsuario', ExpressionAttributeValues: { ':b': `${m.nome.toLowerCase()} ${m.crm}` } }));
    // An old doctor with the same CRM, listed (and counted) as the seed would have; after the first in name order, which keeps the CRM.
    const copia = { ...(await medicos.getMedico(d.db, m.id))!, idMedico: newId(), nome: `Zuleica, cópia de ${m.nome}`, email: `copia-${m.email}` };
    delete copia.idUsuario;
    const tx = medicos.novoMedicoTx(d.db, copia).filter((t) => t.recusa !== 'crm').map((t) => t.item);
    await d.db.client.send(new TransactWriteCommand({ TransactItems: tx }));

    const primeira = await backfillUnicosPessoas(d.db, { cognito: d.cognito, userPoolId: d.userPoolId });
    expect(primeira.medicos).toBeGreaterThanOrEqual(43);
    expect(primeira.conflitos).toBeGreaterThanOrEqual(1);
    expect(await marcador('CRM', m.crm)).toMatchObject({ owner: m.id });
    expect(await marcador('EMAIL', m.email)).toMatchObject({ owner: conta.idUsuario });
    expect(await item()).toMatchObject({ idUsuario: conta.idUsuario, busca: expect.stringContaining(m.email) });
    // The markers refuse duplicates again.
    const token = await adminToken();
    for (const [campo, title] of [['crm', 'Já existe um médico com este CRM.'], ['email', 'Já existe uma conta com este e-mail.']] as const) {
      const dup = await api('/api/medico/create', { method: 'POST', token, json: await cadastroMedico({ [campo]: m[campo] }) });
      expect(dup.data).toEqual({ title, status: 409 });
    }

    // Other files create doctors on the shared stack meanwhile: only this file's pair is compared.
    const segunda = await backfillUnicosPessoas(d.db);
    expect(segunda.conflitos).toBeGreaterThanOrEqual(1);
    expect(await marcador('CRM', m.crm)).toMatchObject({ owner: m.id });
    expect(await marcador('CRM', m.crm)).not.toMatchObject({ owner: copia.idMedico });

    // Take the copy out of the list again (so other files' counts stay theirs).
    await d.db.client.send(new UpdateCommand({ TableName: d.db.table, Key: medicos.medicoKey(copia.idMedico), UpdateExpression: 'REMOVE gsi2pk, gsi2sk' }));
    await d.db.client.send(new UpdateCommand({ TableName: d.db.table, Key: medicos.contadorMedicosKey, UpdateExpression: 'ADD #t :m', ExpressionAttributeNames: { '#t': 'total' }, ExpressionAttributeValues: { ':m': -1 } }));
  });
});

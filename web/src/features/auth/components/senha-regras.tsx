import { SENHA_REGRAS } from '@emc/shared/senha';

/**
 * The password rules (Cognito's policy, shared/src/senha.ts), shown before submitting, each ticked
 * as the typed password meets it. Each rule's state is said in words too, not by colour alone.
 */
export function SenhaRegras({ id, senha }: { id: string; senha: string }) {
  const atendidas = SENHA_REGRAS.filter((r) => r.ok(senha)).length;
  return (
    <div className="emc-regras">
      <p className="emc-regras__titulo" id={`${id}-titulo`}>
        A senha deve ter:
      </p>
      <ul id={id} className="emc-regras__lista" aria-labelledby={`${id}-titulo`}>
        {SENHA_REGRAS.map((regra) => {
          const ok = regra.ok(senha);
          return (
            <li key={regra.texto} className={ok ? 'emc-regras__item emc-regras__item--ok' : 'emc-regras__item'}>
              <span className="emc-regras__marca" aria-hidden="true" />
              <span>
                {regra.texto}
                <span className="emc-visually-hidden">{ok ? ' (atendida)' : ' (pendente)'}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="emc-visually-hidden" aria-live="polite">
        {senha ? `${atendidas} de ${SENHA_REGRAS.length} regras atendidas.` : ''}
      </p>
    </div>
  );
}

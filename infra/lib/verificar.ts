import { Construct } from 'constructs';
import { EmcFunction, type FunctionSettings } from './lambda-function';
import { capabilitiesFor, grantCapabilities, type PermissionTargets } from './permissions';

export interface VerificarProps {
  /** What the function reads: TABLE_NAME, BUCKET_NAME. */
  environment: Record<string, string>;
  settings: FunctionSettings;
  targets: PermissionTargets;
}

/**
 * The counters' check (decisions.md, "Integrity rules"): the `verificar` function
 * (functions/src/verificar/handler.ts), the same code as `npm run verificar`. Nothing triggers it:
 * the cloud team invokes it (docs/operations.md, "Verificar os contadores"). It reads the whole
 * table and lists the certificates' keys, and writes nothing.
 */
export class Verificar extends Construct {
  readonly function: EmcFunction;

  constructor(scope: Construct, id: string, props: VerificarProps) {
    super(scope, id);
    this.function = new EmcFunction(this, 'Function', { name: 'verificar', environment: props.environment, settings: props.settings });
    grantCapabilities(this.function.role, capabilitiesFor('verificar'), props.targets);
  }
}

import { SENHA_POLITICA } from '@emc/shared/senha';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  LambdaVersion,
  Mfa,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
  UserPoolOperation,
  type StandardAttributesMask,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ROLES, USER_WRITABLE_ATTRIBUTES } from '@emc/shared/roles';
import type { EmcFunction } from './lambda-function';
import { acknowledge } from './nag';

/** CDK's names for the Cognito attributes a user may write (shared/src/roles.ts). */
const CDK_ATTRIBUTE_NAMES: Record<(typeof USER_WRITABLE_ATTRIBUTES)[number], keyof StandardAttributesMask> = { locale: 'locale', zoneinfo: 'timezone' };

export interface AuthProps {
  envName: string;
  mailFrom: string;
  tokenValidityHours: number;
  /** The pre-token-generation trigger that adds role, name, idMedico, idUsuario and crm to the ID token. */
  preToken: EmcFunction;
}

/**
 * Accounts: a Cognito user pool with the email as the username, one group per role, and the
 * app client the login function and the web use (USER_PASSWORD_AUTH, no secret).
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  /** The `iss` of the pool's tokens, which the functions verify. */
  readonly issuer: string;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const region = Stack.of(this).region;

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `emc-${props.envName}`,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // An e-mail change (made by an administrator) takes effect only once the new address is verified.
      keepOriginal: { email: true },
      passwordPolicy: {
        ...SENHA_POLITICA,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      mfa: Mfa.OFF,
      // The V2_0 pre-token-generation event (claims as lists, e.g. `role`) needs Essentials or Plus.
      featurePlan: FeaturePlan.ESSENTIALS,
      email: UserPoolEmail.withSES({ fromEmail: props.mailFrom, fromName: 'Programa de EMC', sesRegion: region }),
      userInvitation: {
        emailSubject: 'Seu acesso ao Programa de Educação Médica Continuada',
        emailBody:
          'Olá! Seu acesso ao Programa de EMC foi criado.<br>Usuário: {username}<br>Senha temporária: {####}<br>' +
          'No primeiro acesso, você deverá definir uma nova senha.',
      },
      userVerification: {
        emailSubject: 'Código de verificação do Programa de EMC',
        emailBody: 'Seu código de verificação é {####}.',
      },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    for (const role of ROLES) {
      this.userPool.addGroup(role, { groupName: role });
    }

    this.userPool.addTrigger(UserPoolOperation.PRE_TOKEN_GENERATION_CONFIG, props.preToken.fn, LambdaVersion.V2_0);

    const validity = Duration.hours(props.tokenValidityHours);
    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: 'web',
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: true },
      disableOAuth: true, // no hosted UI: the SPA logs in through POST /api/login/logon
      idTokenValidity: validity,
      accessTokenValidity: validity,
      refreshTokenValidity: Duration.days(1),
      // The first access's "Definir nova senha" answers the challenge with this session: 15 minutes
      // (the most Cognito allows, 3 by default) to read the rules and type the password twice.
      authSessionValidity: Duration.minutes(15),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      // A user may change none of what the pre-token trigger or the API trusts (e-mail above all).
      writeAttributes: new ClientAttributes().withStandardAttributes(
        Object.fromEntries(USER_WRITABLE_ATTRIBUTES.map((a) => [CDK_ATTRIBUTE_NAMES[a], true])) as StandardAttributesMask,
      ),
    });

    this.issuer = `https://cognito-idp.${region}.amazonaws.com/${this.userPool.userPoolId}`;

    acknowledge(
      this.userPool,
      'AwsSolutions-COG2',
      'MFA is not required: the spec login (POST /api/login/logon) is email + password with a "Definir nova senha" first-login step and has no MFA challenge screen; requiring MFA is a product decision still to take with the hospital.',
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG8',
      'Essentials feature plan, not Plus: Essentials is what the V2_0 pre-token trigger needs and is free up to 10,000 MAU (about 3,000 doctors here), while Plus threat protection is billed for every MAU; accounts are admin-created, self sign-up is off and the password policy is strong.',
    );
  }
}

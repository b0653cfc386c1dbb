/** Front-end constants: institution identity, helpdesk and the captcha key (spec sections 1, 2 and 9). */

export const APP_TITLE = 'EMC – Educação Médica Continuada';
export const PROGRAM_NAME = 'Educação Médica Continuada';

/** Domain of the access logins: crm{number}@{INSTITUTION_DOMAIN}. */
export const INSTITUTION_DOMAIN = 'hospital.example';
export const LOGIN_EXAMPLE = `crm123456@${INSTITUTION_DOMAIN}`;

export const HOSPITAL_NAME = 'Hospital Exemplo';
export const HOSPITAL_ADDRESS = 'Av. Exemplo, 1000 – Bela Vista – São Paulo/SP – CEP 01310-000';
export const HOSPITAL_CNPJ = 'CNPJ 00.000.000/0001-00';
export const HOSPITAL_LEGAL_NOTICE =
  '© 2026 Hospital Exemplo. Todos os direitos reservados. Conteúdo de uso exclusivo do corpo clínico.';

export const HELPDESK_PHONE = '(11) 4000-0000, ramal 1234';
export const HELPDESK_NOTE = `Em caso de dificuldade, ligue para o Service Desk: ${HELPDESK_PHONE}.`;

/**
 * The login page has a captcha site key configured, but the captcha is not used on submit (spec section 9).
 * The default is Google's public reCAPTCHA test key; set VITE_CAPTCHA_SITE_KEY to override it.
 */
export const CAPTCHA_SITE_KEY: string =
  import.meta.env.VITE_CAPTCHA_SITE_KEY ?? '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';

/** API base; empty means same origin (CloudFront /api/* behaviour, local gateway, or the vite proxy). */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

/** Toasts (spec section 9). */
export const TOAST_DURATION_MS = 3000;
/** Error dialog delay (spec section 9). */
export const ERROR_DIALOG_DELAY_MS = 500;
/** Sidebar width (spec section 9). */
export const SIDEBAR_WIDTH = 300;

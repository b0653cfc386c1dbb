// aws-ses-v2-local in a process of its own (emulators.ts startSes): its mailbox is this process's
// alone, and a test can stop or pause SES while the app keeps running. EMC_PORT says where it listens;
// SIGTERM ends it at once (its mail is in memory).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ses = require('aws-ses-v2-local');

await ses.default({ host: '127.0.0.1', port: Number(process.env.EMC_PORT) });

/**
 * lib-storage's CommonJS build, imported by its path (lib/s3.ts): its ES build's static import of
 * @aws-sdk/client-s3 would be hoisted to the top of the bundle and load the S3 SDK on every cold
 * start; the CommonJS build requires it only when the upload module is first loaded.
 */
declare module '@aws-sdk/lib-storage/dist-cjs/index.js' {
  export * from '@aws-sdk/lib-storage';
}

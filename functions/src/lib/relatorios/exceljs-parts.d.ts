/**
 * Types for the parts of exceljs the report group imports by path (its package root pulls in the
 * whole library: reading, CSV, every stream; see docs/decisions.md, issue 11). They are the
 * classes the package's own index.d.ts declares.
 */
declare module 'exceljs/lib/stream/xlsx/workbook-writer.js' {
  import type { stream } from 'exceljs';

  const WorkbookWriter: typeof stream.xlsx.WorkbookWriter;
  export default WorkbookWriter;
}

declare module 'exceljs/lib/doc/workbook.js' {
  import type { Workbook } from 'exceljs';

  const WorkbookClass: typeof Workbook;
  export default WorkbookClass;
}

// Tables owned by the pages feature (filled by its issue).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PageTables {}

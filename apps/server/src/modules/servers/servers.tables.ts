// Tables owned by the servers feature (filled by its issue).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ServerTables {}

// Tables owned by the applications feature (filled by its issue).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FormTables {}

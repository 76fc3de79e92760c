export * from './errors.ts';
export * from './users.ts';
export * from './site.ts';
export * from './rich-text.ts';
export * from './servers.ts';

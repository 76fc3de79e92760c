export * from './errors.ts';
export * from './users.ts';
export * from './site.ts';
export * from './rich-text.ts';
export * from './servers.ts';
export * from './applications.ts';
export * from './application-forms.ts';

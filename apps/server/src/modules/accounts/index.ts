/** The accounts module's public face: a member's own account (deletion D28/D37, export, the Steam link D33). */
export { deleteOwnAccount } from './account.service.ts';

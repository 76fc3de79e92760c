/** The game servers module's public face (D41): the notice a key's create or revoke sends. Routes: ./routes.ts. */
export { GAME_KEYS_TOPIC } from './game-keys.service.ts';

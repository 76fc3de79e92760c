import { generateKeyPairSync, randomInt, sign, type KeyObject } from 'node:crypto';
import type { TestApp } from './build-test-app.ts';
import { FAKE_DISCORD, fakeDiscordUsers } from './fake-discord.ts';

/**
 * Discord's side of the Interactions Endpoint (D32) for tests: a real Ed25519 key pair (the public
 * half goes into DISCORD_PUBLIC_KEY), signed requests as Discord sends them, and the interactions
 * a reviewer's button press or modal submit makes.
 */
export interface InteractionSigner {
  publicKeyHex: string;
  /** Headers for `body` signed at `timestamp` (seconds; now by default), with this key or another. */
  headers(body: string, timestamp?: number, key?: KeyObject): Record<string, string>;
  otherKey: KeyObject;
}

export function interactionSigner(): InteractionSigner {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const other = generateKeyPairSync('ed25519').privateKey;
  // The raw 32 key bytes are the last 32 of the SubjectPublicKeyInfo encoding.
  const publicKeyHex = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('hex');
  return {
    publicKeyHex,
    otherKey: other,
    headers(body, timestamp = Math.floor(Date.now() / 1000), key = privateKey) {
      const ts = String(timestamp);
      return {
        'content-type': 'application/json',
        'x-signature-timestamp': ts,
        'x-signature-ed25519': sign(null, Buffer.from(ts + body), key).toString('hex'),
      };
    },
  };
}

export interface Presser {
  id: string;
  username: string;
  roles: string[];
}

/** The fake Discord's reviewer as an interaction's member. */
export const reviewerMember = (): Presser => ({
  id: fakeDiscordUsers.reviewer.id,
  username: fakeDiscordUsers.reviewer.username,
  roles: [FAKE_DISCORD.reviewerRoleId],
});

let sequence = 0;
/** A fresh snowflake-like id per interaction (Discord never sends one twice; a replay does). */
const interactionId = () => `${Date.now()}${String((sequence += 1)).padStart(6, '0')}${randomInt(1000)}`;

/** A button press (type 3) on a staff-channel post. */
export function buttonPress(customId: string, member: Presser, guildId: string = FAKE_DISCORD.guildId) {
  return {
    type: 3,
    id: interactionId(),
    application_id: FAKE_DISCORD.clientId,
    guild_id: guildId,
    channel_id: FAKE_DISCORD.staffChannelId,
    member: { roles: member.roles, user: { id: member.id, username: member.username, global_name: member.username, avatar: null } },
    data: { custom_id: customId, component_type: 2 },
  };
}

/** A modal submit (type 5) with the reason typed. */
export function modalSubmit(customId: string, reason: string, member: Presser) {
  return {
    ...buttonPress(customId, member),
    type: 5,
    data: { custom_id: customId, components: [{ type: 1, components: [{ type: 4, custom_id: 'reason', value: reason }] }] },
  };
}

/** Sends an interaction to the endpoint, signed (or not) as given. */
export function sendInteraction(t: TestApp, signer: InteractionSigner, interaction: unknown, headers?: Record<string, string>) {
  const body = JSON.stringify(interaction);
  return t.app.inject({ method: 'POST', url: '/api/discord/interactions', headers: headers ?? signer.headers(body), payload: body });
}
